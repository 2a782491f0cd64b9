/**
 * Plans are paid for (threat review: `POST /api/v1/subscription/upgrade` answered 200 for any plan with no
 * payment, enterprise included). Through the public API, against Postgres and the sandbox: an owner cannot take
 * enterprise; an upgrade applies at once and opens an invoice; paying it with the subscription crypto checkout
 * keeps the plan active past the grace; unpaid past the grace (the injected clock moved on) gated calls answer
 * 402 until it is paid. The rules one by one: actors/accounts/merchant/decide_billing.test.ts.
 */
import t, { type Test } from 'tap'
import { ManualClock } from '../../platform/clock'
import { accessModule } from '../../actors/accounts/module'
import { chainsModule } from '../../actors/chains/module'
import { checkoutModule } from '../../actors/checkout/module'
import { sandboxModule } from '../../actors/sandbox/module'
import { webhooksModule } from '../../actors/webhooks/module'
import { by, expectOneEntry } from '../support/audit_log'
import { createTestDb } from '../support/db'
import { eventually, onboardMerchant, type Merchant } from '../support/merchant'
import { startTestPlatform } from '../support/platform'

process.env.DEPOSIT_POLL_MS = '100'
const DAY_MS = 86_400_000

t.test('plan billing through the subscription API', async (t) => {
  const db = await createTestDb('planbill')
  // Starts at the wall clock so the owners' access tokens (checked against real time) stay valid throughout.
  const clock = new ManualClock(Date.now())
  const platform = await startTestPlatform(db, [accessModule, webhooksModule, sandboxModule, chainsModule, checkoutModule], {
    clock,
    marketClock: clock,
  })
  t.teardown(async () => {
    await platform.close()
    await db.drop()
  })
  const onboard = async (email: string) => {
    const m = await onboardMerchant(platform.baseUrl, platform.adminToken, { email })
    t.equal((await m.dashboard('POST', '/api/v1/settings/wallet/generate')).status, 201)
    return m
  }
  const [payer, debtor] = await Promise.all([onboard('payer@planbill.test'), onboard('debtor@planbill.test')])
  const current = async (m: Merchant) => (await m.dashboard('GET', '/api/v1/subscription/current')).body
  const checkout = (m: Merchant) => m.api('POST', '/api/v1/checkout/create', { amount: 5, currency: 'USD' })
  /** Pays `m`'s plan with a billing checkout session on the sandbox, with its own test key. */
  const payPlan = async (t: Test, m: Merchant, body: { plan: string; duration: string }) => {
    // Right after the clock moves on by days, the latest price is days old until the market's next tick arrives:
    // the platform answers 503 (prices stale, retry shortly) rather than lock an old price, so wait for a fresh one.
    const bill = await eventually(async () => {
      const r = await m.dashboard('POST', '/api/v1/subscription/crypto-checkout', { ...body, network: 'ETH', currency: 'USDC' })
      return r.status === 503 ? undefined : r
    }, 20_000)
    t.equal(bill.status, 201)
    t.match(
      await m.api('POST', '/api/v1/sandbox/deposits', {
        network: 'ETH',
        currency: 'USDC',
        address: bill.body.address,
        amount: bill.body.amount_crypto,
      }),
      {
        status: 201,
      },
    )
    return bill.body
  }

  await t.test('error: PLAN_NOT_PURCHASABLE: an owner asking for enterprise; the plan and invoice stay as they were', async (t) => {
    for (const duration of ['monthly', 'annual']) {
      t.match(await payer.dashboard('POST', '/api/v1/subscription/upgrade', { plan: 'enterprise', duration }), {
        status: 400,
        body: { code: 'PLAN_NOT_PURCHASABLE', error: /set by an administrator/ },
      })
    }
    const paid = await current(payer)
    t.match(paid, { plan: { name: 'starter', status: 'active' } })
    t.notOk('invoice' in paid, 'nothing owed: no invoice field')
  })

  await t.test('upgrade to business: applies at once and answers the spec fields with the invoice to pay', async (t) => {
    const before = clock.nowMs()
    const res = await payer.dashboard('POST', '/api/v1/subscription/upgrade', { plan: 'business', duration: 'monthly' })
    t.match(res, {
      status: 200,
      body: {
        message: /Plan is business \(monthly\)\. Invoice inv_\w+ for 129\.00 USD is due by/,
        plan: 'business',
        status: 'active',
        expiry: String,
        invoice: {
          id: /^inv_/,
          plan: 'business',
          duration: 'monthly',
          amount: '129.00',
          currency: 'USD',
          status: 'open',
          due_at: new Date(before + 7 * DAY_MS).toISOString(),
          pay_with: [
            {
              method: 'crypto_checkout',
              endpoint: 'POST /api/v1/subscription/crypto-checkout',
              body: { plan: 'business', duration: 'monthly' },
            },
          ],
        },
      },
    })
    const now = await current(payer)
    t.match(now, {
      plan: { name: 'business', duration: 'monthly', status: 'active' },
      limits: { max_wallet_addresses: -1, max_transactions_per_month: 100000 },
      features: { webhooks: true, priority_processing: true },
      usage: { wallet_addresses_used: Number, transactions_this_month: 0 },
      invoice: { id: res.body.invoice.id, status: 'open', amount: '129.00' },
    })
    t.match(
      await payer.dashboard('POST', '/api/v1/subscription/upgrade', { plan: 'business', duration: 'monthly' }),
      { status: 200, body: { invoice: { id: res.body.invoice.id } } },
      'asked again: the same invoice',
    )
    t.equal((await checkout(payer)).status, 201, 'gated calls work during the grace')
    t.match(await debtor.dashboard('POST', '/api/v1/subscription/upgrade', { plan: 'business', duration: 'monthly' }), {
      status: 200,
      body: { plan: 'business', invoice: { status: 'open' } },
    })
  })

  await t.test('the invoice paid with the crypto checkout: settled, the plan keeps its period', async (t) => {
    const expiry = (await current(payer)).plan.expiry
    const bill = await payPlan(t, payer, { plan: 'business', duration: 'monthly' })
    t.match(bill, { amount: 129, currency: 'USD', status: 'pending' }, 'the invoice’s amount')
    const paid = await eventually(async () => {
      const c = await current(payer)
      return c.invoice === undefined ? c : undefined
    }, 20_000)
    t.match(paid.plan, { name: 'business', status: 'active', expiry })
  })

  await t.test('past the grace: the paid plan stays active; the unpaid one answers 402 on gated calls', async (t) => {
    clock.advance(7 * DAY_MS + 60_000)
    t.equal((await checkout(payer)).status, 201, 'paid: still active')
    t.match(await checkout(debtor), {
      status: 402,
      body: { code: 'SUBSCRIPTION_EXPIRED', error: /subscription expired: invoice inv_\w+ .* is unpaid/ },
    })
    t.match(await current(debtor), { plan: { name: 'business', status: 'expired' }, invoice: { status: 'overdue', amount: '129.00' } })
    t.match(await debtor.dashboard('POST', '/api/v1/subscription/upgrade', { plan: 'professional', duration: 'annual' }), {
      status: 402,
      body: { code: 'PLAN_PAYMENT_REQUIRED' },
    })
  })

  await t.test('the overdue invoice paid late: active again, for a period from the payment', async (t) => {
    const paidAt = clock.nowMs()
    await payPlan(t, debtor, { plan: 'business', duration: 'monthly' })
    const restored = await eventually(async () => {
      const c = await current(debtor)
      return c.invoice === undefined ? c : undefined
    }, 20_000)
    t.match(restored.plan, { name: 'business', status: 'active' })
    t.ok(Date.parse(restored.plan.expiry) > paidAt + 27 * DAY_MS, 'a month from the payment')
    t.equal((await checkout(debtor)).status, 201)
  })

  await t.test('audit: each plan change once, by the owner who asked or the payment; a refused or repeated ask none', async (t) => {
    t.match(await payer.dashboard('POST', '/api/v1/subscription/upgrade', { plan: 'professional', duration: 'monthly' }), {
      status: 200,
      body: { plan: 'professional' },
    })
    const changed = (m: Merchant, how: string, who: Record<string, unknown>, from: string, to: string) =>
      expectOneEntry(t, m.call, m.accessToken, {
        action: 'plan.changed',
        target: { type: 'subscription', id: m.businessId },
        by: who,
        changes: { plan: { from, to }, duration: { from: 'monthly', to: 'monthly' }, status: { from: 'active', to: 'active' }, how },
        where: { changes: { how } },
      })
    await changed(payer, 'purchase', by.user(payer.userId), 'starter', 'business')
    await changed(payer, 'change', by.user(payer.userId), 'business', 'professional')
    await changed(debtor, 'purchase', by.user(debtor.userId), 'starter', 'business')
    // The status it had as stored: the overdue plan answered 'expired' (from its invoice), but that was never written.
    await changed(debtor, 'payment', by.system, 'business', 'business')
    for (const m of [payer, debtor]) {
      const all = (await m.dashboard('GET', '/api/v1/audit-log?action=plan.changed')).body.entries
      t.equal(all.length, 2, 'no other plan change: the invoice paid on time and the refused asks left none')
    }
  })
})
