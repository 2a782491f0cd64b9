/**
 * kill -9 of the platform (`npm start`'s process, all roles) while inbound payments are in flight: the bank
 * (this test, as the Modulr simulator's deliveries would) resends every notification it has no 2xx for, and
 * some it has, each under a new EventId, to the restarted platform. Every payment is credited exactly once:
 * the balance is the sum of the payments, one payment actor each, and every ledger sums to zero.
 */
import t from 'tap'
import { signedPayin } from '../support/modulr_payin'
import { startModulrSimulatorProcess } from '../../actors/virtual_accounts/providers/modulr/simulator_process'
import { createTestDb } from '../support/db'
import { eventually, onboardMerchant } from '../support/merchant'
import { crashPlatformEnv, startRoles, type RoleProcess } from '../support/processes'

const SECRET = 'crash-notification-secret'
const PAYMENTS = 40

t.test('kill -9 with inbound payments in flight: each credited once after the restart and the resends', async (t) => {
  const db = await createTestDb('vacrash')
  const bank = await startModulrSimulatorProcess()
  t.teardown(async () => {
    await bank.stop()
    await db.drop()
  })
  const { base, adminToken, env } = await crashPlatformEnv(db, 'vacrash', {
    VA_PARTNER_URL: bank.baseUrl,
    VA_PARTNER_API_KEY: bank.apiKey,
    VA_PARTNER_API_SECRET: bank.apiSecret,
    VA_PARTNER_WEBHOOK_SECRET: SECRET,
  })

  let platform: RoleProcess = await startRoles('payments,hub,gateway', env)
  t.teardown(() => platform.stop())
  const m = await onboardMerchant(base, adminToken, { email: `vacrash-${db.schema}@test.dev`, plan: 'professional' })
  const created = await m.dashboard('POST', '/api/v1/virtual-accounts/create', {
    currency: 'GBP',
    customer_reference: 'crash-1',
    customer_name: 'Crash Test',
  })
  t.equal(created.status, 200, JSON.stringify(created.body))
  const [row] = await db.sql<{ partner_account_id: string }[]>`SELECT partner_account_id FROM virtual_accounts`
  const partnerAccountId = row!.partner_account_id

  const acknowledged = new Set<string>()
  const deliver = async (paymentId: string) => {
    const n = signedPayin(SECRET, { accountId: partnerAccountId, paymentId, amount: 1.25 })
    try {
      const res = await fetch(`${base}/webhooks/partners/modulr`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-mod-hmac-signature': n.signature },
        body: n.body,
      })
      if (res.status === 200) acknowledged.add(paymentId)
    } catch {
      // The platform died under this request: the bank has no answer, so it will resend.
    }
  }
  const ids = Array.from({ length: PAYMENTS }, (_, i) => `P-crash-${i}`)
  // Half delivered, then the rest in flight while the process is killed.
  await Promise.all(ids.slice(0, PAYMENTS / 2).map(deliver))
  const inFlight = Promise.all(ids.slice(PAYMENTS / 2).map(deliver))
  await platform.kill9()
  await inFlight
  t.ok(acknowledged.size >= PAYMENTS / 2, `${acknowledged.size} acknowledged before the kill`)

  platform = await startRoles('payments,hub,gateway', env)
  // The bank resends what it had no answer for, and (late duplicates) a few it had.
  await Promise.all(ids.filter((id) => !acknowledged.has(id)).map(deliver))
  await Promise.all(ids.slice(0, 5).map(deliver))
  t.equal(acknowledged.size, PAYMENTS, 'every payment acknowledged in the end')

  const expected = String(PAYMENTS * 125)
  const balance = await eventually(async () => {
    const b = (await m.dashboard('GET', '/api/v1/dashboard/balance?currency=GBP&environment=test')).body.balances[0]
    return b.available === expected ? b : undefined
  }, 60_000)
  t.equal(balance.available, expected, 'each payment credited once')
  const [actors] = await db.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM actor_state WHERE kind = 'bank_payment'`
  t.equal(actors!.n, PAYMENTS, 'one payment actor per PaymentId')
  const [credits] = await db.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM ledger_transfers WHERE code = 'virtual_account_credit'`
  t.equal(credits!.n, PAYMENTS, 'one ledger credit per payment')
  const unbalanced = await db.sql`SELECT ledger FROM ledger_accounts GROUP BY ledger HAVING sum(debits_posted - credits_posted) <> 0`
  t.same(unbalanced, [], 'every ledger sums to zero')
})
