import t from 'tap'
import { accessModule } from '../../actors/accounts/module'
import { checkoutModule } from '../../actors/checkout/module'
import { webhooksModule } from '../../actors/webhooks/module'
import { chainsModule } from '../../actors/chains/module'
import { sandboxModule } from '../../actors/sandbox/module'
import { ManualClock } from '../../platform/clock'
import { createTestDb } from '../support/db'
import { eventually, onboardMerchant } from '../support/merchant'
import { startTestPlatform } from '../support/platform'
import { startReceiver } from '../support/receiver'
import { until } from '../support/wait'

process.env.DEPOSIT_POLL_MS = '100'

t.test('checkout: 50 verify-now calls racing a deposit; expiry with a partial payment and late money', async (t) => {
  const db = await createTestDb('coexp')
  const clock = new ManualClock(Date.now())
  const platform = await startTestPlatform(db, [accessModule, webhooksModule, sandboxModule, chainsModule, checkoutModule], { clock })
  const receiver = await startReceiver()
  t.teardown(async () => {
    await platform.close()
    await receiver.close()
    await db.drop()
  })
  const m = await onboardMerchant(platform.baseUrl, platform.adminToken, { email: 'exp@test.dev', plan: 'business' })
  await m.dashboard('POST', '/api/v1/settings/webhook', { webhook_url: receiver.url })
  await m.dashboard('POST', '/api/v1/settings/wallet/generate')
  t.match(await m.dashboard('PUT', '/api/v1/settings/checkout', { session_ttl_minutes: 10 }), {
    status: 200,
    body: { session_ttl_minutes: 10 },
  })
  const select = async (id: string, network: string, currency: string) =>
    (await m.call('POST', `/api/v1/checkout/${id}/select-network`, { body: { network, currency } })).body
  const deposit = (address: string, network: string, currency: string, amount: string) =>
    m.api('POST', '/api/v1/sandbox/deposits', { network, currency, address, amount })
  const hooksFor = (id: string) => receiver.received.filter((r) => JSON.parse(r.rawBody).session_id === id)

  await t.test('race: 50 parallel verify-now calls and a deposit give one transition and one payment.confirmed', async (t) => {
    const id = (await m.api('POST', '/api/v1/checkout/create', { amount: 20, currency: 'USD' })).body.session_id as string
    const sel = await select(id, 'BSC', 'USDT')
    const checks = Array.from({ length: 50 }, (_, i) =>
      i === 10
        ? deposit(sel.address, 'BSC', 'USDT', sel.amount_crypto).then(() => null)
        : m.call('GET', `/api/v1/checkout/${id}/verify-now`),
    )
    const replies = (await Promise.all(checks)).filter((r) => r !== null)
    t.ok(
      replies.every((r) => r!.status === 200 && ['pending', 'paid'].includes(r!.body.status)),
      'every call answers pending or paid',
    )
    await eventually(async () => ((await m.call('GET', `/api/v1/checkout/${id}/verify-now`)).body.status === 'paid' ? true : undefined))
    // Settled: every event the session committed is published and each delivery made, so a second transition
    // would already have shown up at the receiver.
    await until(async () => {
      const [row] = await db.sql<{ open: number }[]>`
        SELECT (SELECT count(*) FROM actor_outbox WHERE actor_id = ${id} AND published_at IS NULL)
             + (SELECT count(*) FROM webhook_deliveries d JOIN actor_outbox o USING (event_id)
                WHERE o.actor_id = ${id} AND d.status <> 'delivered') AS open`
      return Number(row!.open) === 0 && hooksFor(id).length >= 2
    }, 'the session’s events to be published and delivered')
    // Deliveries to one endpoint run in parallel lanes, so arrival order is not promised (docs/webhooks.md): count, not order.
    t.same(
      hooksFor(id)
        .map((h) => h.headers['x-webhook-event'])
        .sort(),
      ['payment.confirmed', 'payment.detected'],
      'exactly one of each',
    )
    const [row] = await db.sql<
      { n: string }[]
    >`SELECT count(*) AS n FROM actor_outbox WHERE type = 'payment.confirmed' AND actor_id = ${id}`
    t.equal(Number(row!.n), 1, 'one transition committed')
  })
  await t.test('expire: underpaid at the deadline -> expired with the partial amount; late money recorded, never paid', async (t) => {
    const created = await m.api('POST', '/api/v1/checkout/create', { amount: 50, currency: 'USD' })
    const id = created.body.session_id as string
    t.equal(Date.parse(created.body.expires_at) - clock.nowMs(), 10 * 60_000, 'the merchant default lifetime applies')
    const sel = await select(id, 'LTC', 'LTC')
    await deposit(sel.address, 'LTC', 'LTC', '0.01')
    await eventually(async () => ((await m.call('GET', `/api/v1/checkout/${id}/verify-now`)).body.status === 'partial' ? true : undefined))
    clock.advance(10 * 60_000)
    await eventually(
      async () => ((await m.api('GET', `/api/v1/checkout/verify/${id}`)).body.status === 'expired' ? true : undefined),
      15_000,
    )
    await eventually(async () => (hooksFor(id).some((h) => h.headers['x-webhook-event'] === 'payment.expired') ? true : undefined))
    const expired = JSON.parse(hooksFor(id).find((h) => h.headers['x-webhook-event'] === 'payment.expired')!.rawBody)
    t.match(expired, {
      event: 'payment.expired',
      status: 'expired',
      paid_amount: '0.01',
      exception: 'partial',
      amount: '50.00',
      expires_at: String,
    })
    t.match(await m.call('POST', `/api/v1/checkout/${id}/select-network`, { body: { network: 'ETH', currency: 'ETH' } }), {
      status: 409,
      body: { code: 'SESSION_CLOSED' },
    })
    await deposit(sel.address, 'LTC', 'LTC', sel.amount_crypto)
    const after = await eventually(async () => {
      const list = (await m.api('GET', '/api/v1/checkout/list?status=expired')).body.payments as Array<{
        session_id: string
        exception: string
      }>
      return list.find((p) => p.session_id === id && p.exception === 'paid_late')
    })
    t.ok(after, 'late full payment: still expired, exception paid_late')
  })
})
