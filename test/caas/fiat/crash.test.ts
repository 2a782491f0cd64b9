/**
 * kill -9 of the platform (`npm start`'s process, all roles) while withdrawals and on-ramp deposits are in flight
 * (sandbox keys, both partners' simulators as their own processes, which outlive the platform). After the restart
 * every flow ends, and nothing is lost or doubled: each leg moved USDC once on the sandbox ledger, each payout
 * exists once at the partner, the user's USDC is what the completed flows say, every ledger sums to zero.
 */
import t from 'tap'
import { startMomoSimulatorProcess } from '../../../actors/caas/providers/momo/simulator_process'
import { startOnrampSimulatorProcess } from '../../../actors/caas/providers/onramp/simulator_process'
import { createTestDb } from '../../support/db'
import { eventually, onboardMerchant } from '../../support/merchant'
import { crashPlatformEnv, startRoles, type RoleProcess } from '../../support/processes'
import { allKeyPermissions } from '../../support/keys'

const PHONE = '+233241234567'
const WITHDRAWALS = 12
const DEPOSITS = 6

t.test('kill -9 with withdrawals and deposits in flight: each ends once after the restart', async (t) => {
  const db = await createTestDb('fiatcrash')
  const payoutSim = await startMomoSimulatorProcess(0, 300)
  const onrampSim = await startOnrampSimulatorProcess()
  t.teardown(async () => {
    await payoutSim.stop()
    await onrampSim.stop()
    await db.drop()
  })
  const { base, adminToken, env } = await crashPlatformEnv(db, 'fiatcrash', {
    CAAS_TRANSFER_POLL_MS: '200',
    ...payoutSim.env,
    ...onrampSim.env,
  })

  let platform: RoleProcess = await startRoles('payments,hub,gateway', env)
  t.teardown(() => platform.stop())
  const m = await onboardMerchant(base, adminToken, { email: `fiatcrash-${db.schema}@test.dev`, plan: 'professional' })
  const key = await m.dashboard('POST', '/api/v1/api-keys', {
    name: 'caas',
    environment: 'test',
    product: 'caas',
    permissions: allKeyPermissions('caas'),
  })
  const headers = { 'x-api-key': key.body.key as string }
  const post = (p: string, body: unknown) => m.call('POST', `/caas/v1${p}`, { headers, body })
  t.equal((await post('/users/provision', { phone_number: PHONE })).status, 200)
  t.equal((await post('/sandbox/fund', { phone_number: PHONE, amount: '100' })).status, 201)
  t.equal((await post('/sandbox/fund', { phone_number: PHONE, amount: '5', currency: 'POL' })).status, 201)

  // Every flow is created under a key, so that a request the kill cut off is repeated as the same flow.
  const withdraw = (i: number) =>
    post('/withdrawals', {
      phone_number: PHONE,
      amount: '1',
      currency: 'EUR',
      idempotency_key: `w-${i}`,
      // Some payouts fail (their USDC comes back), some lose their answer.
      ...(i % 4 === 1 ? { payee_phone_number: '+46733123450' } : i % 4 === 2 ? { payee_phone_number: '+233241234999' } : {}),
    })
  const deposit = (i: number) => post('/deposits', { phone_number: PHONE, amount: '129.00', currency: 'KES', idempotency_key: `d-${i}` })
  const settle = async (make: () => ReturnType<typeof post>) => {
    try {
      return await make()
    } catch {
      return null
    }
  }
  const deposits = (await Promise.all(Array.from({ length: DEPOSITS }, (_, i) => deposit(i)))).map((d) => d.body)
  const inFlight = Promise.all([
    ...Array.from({ length: WITHDRAWALS }, (_, i) => settle(() => withdraw(i))),
    ...deposits.map((d) => onrampSim.pay(d.collection_id, { repeat: 1 }).catch(() => 0)),
  ])
  await new Promise((resolve) => setTimeout(resolve, 150))
  await platform.kill9()
  await inFlight

  platform = await startRoles('payments,hub,gateway', env)
  // The merchant repeats every create it is not sure of (the same keys), and the partner resends its callbacks.
  const ids = (await Promise.all(Array.from({ length: WITHDRAWALS }, (_, i) => withdraw(i)))).map((w) => w.body.withdrawal_id as string)
  t.equal(new Set(ids).size, WITHDRAWALS, 'one withdrawal per key')
  for (const d of deposits) await onrampSim.pay(d.collection_id)

  const ended = async (kind: string, id: string, done: string[]) =>
    eventually(
      async () => {
        const v = (await m.call('GET', `/caas/v1/${kind}/${id}`, { headers })).body
        return done.includes(v.status) ? v : undefined
      },
      90_000,
      200,
    )
  const finals = await Promise.all(ids.map((id) => ended('withdrawals', id, ['COMPLETED', 'FAILED'])))
  const settled = await Promise.all(deposits.map((d) => ended('deposits', d.deposit_id, ['SETTLED', 'FAILED'])))
  const completed = finals.filter((w) => w.status === 'COMPLETED').length
  t.equal(completed, WITHDRAWALS - WITHDRAWALS / 4, 'the payouts to good numbers completed (a lost answer included)')
  t.ok(
    finals.filter((w) => w.status === 'FAILED').every((w) => w.return_tx_hash),
    'every failed payout returned its USDC',
  )
  t.equal(settled.filter((d) => d.status === 'SETTLED').length, DEPOSITS, 'every deposit settled')
  for (const id of ids) t.equal(await payoutSim.transfersFor(id), 1, `${id}: one payout at the partner`)

  const [moves] = await db.sql<{ n: number; refs: number }[]>`
    SELECT count(*)::int AS n, count(DISTINCT reference)::int AS refs FROM sandbox_transfers WHERE reference IS NOT NULL`
  t.equal(moves!.n, moves!.refs, 'every leg moved USDC once')
  const balance = (await m.call('GET', `/caas/v1/users/balance?phone_number=${encodeURIComponent(PHONE)}`, { headers })).body.balance
  t.equal(balance, `${100 - completed + DEPOSITS}.000000`, 'the user holds what the completed flows say')
  const unbalanced = await db.sql`SELECT ledger FROM ledger_accounts GROUP BY ledger HAVING sum(debits_posted - credits_posted) <> 0`
  t.same(unbalanced, [], 'every ledger sums to zero')
})
