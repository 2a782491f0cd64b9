/**
 * kill -9 of the platform (`npm start`'s process, all roles) while remittance transfers and an OTC settlement are in
 * flight, with the Wise and Modulr simulators as their own processes (they outlive it). The client retries every
 * transfer it had no answer for under its Idempotency-Key, signed anew, after the restart. In the end each transfer
 * exists once on the platform and once at the partner (the simulator's own records), the balance is debited once
 * per transfer and credited once for the order, and every ledger sums to zero.
 */
import t from 'tap'
import { startWiseSimulatorProcess } from '../../actors/remittance/providers/wise/simulator_process'
import { startModulrSimulatorProcess } from '../../actors/virtual_accounts/providers/modulr/simulator_process'
import { uuidFromKey } from '../../platform/idempotency'
import { signTransferRequest } from '../../sdk/src/transfer_signature'
import { createTestDb } from '../support/db'
import { eventually, onboardMerchant } from '../support/merchant'
import { crashPlatformEnv, startRoles, type RoleProcess } from '../support/processes'
import { AML_FORM } from '../support/otc'

const TRANSFERS = 12

t.test('kill -9 with transfers and an OTC settlement in flight: nothing lost, nothing doubled', async (t) => {
  const db = await createTestDb('remitcrash')
  const bank = await startModulrSimulatorProcess()
  const wise = await startWiseSimulatorProcess(0, { stepMs: 300 })
  t.teardown(async () => {
    await bank.stop()
    await wise.stop()
    await db.drop()
  })
  const { base, adminToken, env } = await crashPlatformEnv(db, 'remitcrash', {
    VA_PARTNER_URL: bank.baseUrl,
    VA_PARTNER_API_KEY: bank.apiKey,
    VA_PARTNER_API_SECRET: bank.apiSecret,
    VA_PARTNER_WEBHOOK_SECRET: 'remitcrash-notification-secret',
    ...wise.env,
    REMIT_POLL_MS: '500',
  })
  let platform: RoleProcess = await startRoles('payments,hub,gateway', env)
  t.teardown(() => platform.stop())
  const m = await onboardMerchant(base, adminToken, { email: `remitcrash-${db.schema}@test.dev`, plan: 'professional' })
  const admin = { 'x-admin-token': adminToken, 'content-type': 'application/json' }
  await fetch(`${base}/admin/businesses/${m.businessId}/otc-access`, {
    method: 'PUT',
    headers: admin,
    body: JSON.stringify({ approved: true }),
  })
  t.equal((await m.dashboard('PUT', '/api/v1/kyc/otc/draft', AML_FORM)).status, 200)
  t.equal((await m.dashboard('POST', '/api/v1/kyc/otc/submit', {})).status, 200)
  await fetch(`${base}/api/v1/admin/otc/forms/${m.businessId}/review`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({ decision: 'approve' }),
  })
  const account = (await m.dashboard('GET', '/api/v1/otc/accounts')).body.accounts.find((a: { currency: string }) => a.currency === 'GBP')
  const placeOrder = async (amount: string) =>
    (await m.dashboard('POST', '/api/v1/otc/orders', { from: 'GBP', to: 'NGN', amount, account_id: account.id })).body
  const ngn = async () => BigInt((await m.api('GET', '/api/v1/balance?currency=NGN')).body.balances[0].available)

  // NGN for the transfers: 1000 GBP at 1950.50.
  const funding = await placeOrder('1000.00')
  await m.dashboard('POST', `/api/v1/sandbox/otc/orders/${funding.id}/pay`, {})
  await eventually(async () => (await ngn()) === 195050000n, 30_000)
  const key = (await m.dashboard('POST', '/api/v1/settings/transfer-signing-keys', {})).body as { id: string; secret: string }

  const body = (i: number) =>
    JSON.stringify({
      business_id: m.businessId,
      source_currency: 'NGN',
      source_amount: '10000.00',
      dest_currency: 'CNY',
      recipient_name: `Recipient ${i}`,
      recipient_account: '6222020200112233445',
      recipient_bank: 'ICBC',
      recipient_email: 'li.wei@example.com',
      recipient_country: 'CN',
      reference: i % 3 === 0 ? 'SIM-DUPLICATE' : `Crash ${i}`,
      purpose: 'invoice_payment',
    })
  const ids = new Map<number, string>()
  const send = async (i: number) => {
    const raw = body(i)
    const signature = signTransferRequest({
      keyId: key.id,
      secrets: key.secret,
      method: 'POST',
      path: '/api/v1/remittance/transfer',
      body: raw,
    })
    try {
      const res = await fetch(`${base}/api/v1/remittance/transfer`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-api-key': m.testKey,
          'x-transfer-signature': signature,
          'idempotency-key': `crash-${i}`,
        },
        body: raw,
      })
      if (res.status === 201) ids.set(i, ((await res.json()) as { id: string }).id)
    } catch {
      // The platform died under this request: no answer; the client retries under the same key.
    }
  }

  // An OTC order paid just before the kill, and the transfers in flight when it lands.
  const inFlightOrder = await placeOrder('100.00')
  await m.dashboard('POST', `/api/v1/sandbox/otc/orders/${inFlightOrder.id}/pay`, {})
  const first = Promise.all(Array.from({ length: TRANSFERS / 2 }, (_, i) => send(i)))
  await first
  const second = Promise.all(Array.from({ length: TRANSFERS / 2 }, (_, i) => send(TRANSFERS / 2 + i)))
  await new Promise((r) => setTimeout(r, 30))
  await platform.kill9()
  await second
  t.ok(ids.size >= TRANSFERS / 2, `${ids.size} transfers answered before the kill`)

  platform = await startRoles('payments,hub,gateway', env)
  for (let i = 0; i < TRANSFERS; i++) if (!ids.has(i)) await send(i)
  t.equal(ids.size, TRANSFERS, 'every transfer answered in the end')

  for (const [i, id] of ids) {
    const done = await eventually(async () => {
      const x = (await m.api('GET', `/api/v1/remittance/transfers/${id}`)).body
      return x.status === 'completed' ? x : undefined
    }, 90_000)
    t.equal(done.partner_status, 'outgoing_payment_sent', `transfer ${i} completed`)
    const atPartner = await wise.transfersFor(uuidFromKey('remittance.customer_transaction', m.businessId, id))
    t.equal(atPartner.length, 1, `transfer ${i}: one transfer at the partner`)
  }
  const listed = (await m.api('GET', '/api/v1/remittance/transfers?limit=100')).body
  t.equal(listed.total, TRANSFERS, 'one transfer per Idempotency-Key on the platform')
  await eventually(
    async () => ((await m.dashboard('GET', `/api/v1/otc/orders/${inFlightOrder.id}`)).body.status === 'settled' ? true : undefined),
    60_000,
  )
  // 1000 + 100 GBP of NGN credited, less 12 transfers of 10000.00 NGN plus the 1.00% fee (100.00).
  const expected = 195050000n + 19505000n - BigInt(TRANSFERS) * 1010000n
  await eventually(async () => (await ngn()) === expected, 30_000)
  t.equal(await ngn(), expected, 'debited once per transfer, credited once per order')
  const [credits] = await db.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM ledger_transfers WHERE code = 'otc_settlement'`
  t.equal(credits!.n, 2, 'one settlement per order')
  const unbalanced = await db.sql`SELECT ledger FROM ledger_accounts GROUP BY ledger HAVING sum(debits_posted - credits_posted) <> 0`
  t.same(unbalanced, [], 'every ledger sums to zero')
})
