/**
 * CaaS withdrawals on the sandbox, through REST, the real MoMo adapter and its simulator: the USDC is swept to
 * the treasury and paid out once (submitted, crypto_received, completed, each a signed webhook); a payout the
 * partner fails returns the USDC (withdrawal.failed); a payout whose callback never comes is settled by the
 * status query; one whose answer was lost is looked up, never sent twice.
 */
import t from 'tap'
import { signed } from '../rig'
import { eventually } from '../../support/merchant'
import { startFiatRails } from './rig'

const PHONE = '+233241234567'

t.test('CaaS withdrawals to mobile money (sandbox)', async (t) => {
  const r = await startFiatRails(t, 'caaswd')
  const { call, headers } = r
  const post = (path: string, body: unknown) => call('POST', `/caas/v1${path}`, { headers, body })
  t.equal((await post('/users/provision', { phone_number: PHONE })).status, 200)
  t.equal((await post('/sandbox/fund', { phone_number: PHONE, amount: '20' })).status, 201)
  t.equal((await post('/sandbox/fund', { phone_number: PHONE, amount: '1', currency: 'POL' })).status, 201)
  const balance = async () =>
    (await call('GET', `/caas/v1/users/balance?phone_number=${encodeURIComponent(PHONE)}`, { headers })).body.balance
  await eventually(async () => (await balance()) === '20.000000', 15_000)
  const final = (id: string, statuses: string[]) =>
    eventually(
      async () => {
        const v = (await call('GET', `/caas/v1/withdrawals/${id}`, { headers })).body
        return statuses.includes(v.status) ? v : undefined
      },
      30_000,
      50,
    )
  const eventsOf = (id: string) =>
    r.receiver.received.map((x) => ({ x, body: JSON.parse(x.rawBody) })).filter((e) => e.body.withdrawal_id === id)

  await t.test('refusals: an unknown payout currency, a zero amount, a user of nobody', async (t) => {
    t.match(await post('/withdrawals', { phone_number: PHONE, amount: '1', currency: 'XYZ' }), {
      status: 400,
      body: { code: 'UNSUPPORTED_PAYOUT_CURRENCY' },
    })
    t.match(await post('/withdrawals', { phone_number: PHONE, amount: '0', currency: 'GHS' }), {
      status: 400,
      body: { code: 'INVALID_AMOUNT' },
    })
    t.match(await post('/withdrawals', { phone_number: PHONE, amount: '20.000001', currency: 'GHS' }), {
      status: 400,
      body: { code: 'INSUFFICIENT_USDC', error: /holds 20.000000 USDC/ },
    })
    t.match(await post('/withdrawals', { phone_number: '+233209999999', amount: '1', currency: 'GHS' }), {
      status: 404,
      body: { code: 'USER_NOT_FOUND' },
    })
  })

  await t.test('paid out: submitted, crypto_received, completed, each signed; the rate locked and rounded down', async (t) => {
    const made = await post('/withdrawals', { phone_number: PHONE, amount: '5.123456', currency: 'GHS', idempotency_key: 'wd-1' })
    t.match(made, {
      status: 202,
      body: { status: 'CREATED', amount_usdc: '5.123456', payout_currency: 'GHS', rate: '15.50', payout_amount: '79.41' },
    })
    const again = await post('/withdrawals', { phone_number: PHONE, amount: '5.123456', currency: 'GHS', idempotency_key: 'wd-1' })
    t.equal(again.body.withdrawal_id, made.body.withdrawal_id, 'the same key is the same withdrawal')
    const done = await final(made.body.withdrawal_id, ['COMPLETED', 'FAILED'])
    t.match(done, { status: 'COMPLETED', payout_status: 'SUCCESSFUL', payout_reference: /.+/, tx_hash: /.+/, completed_at: /Z$/ })
    await eventually(async () => eventsOf(made.body.withdrawal_id).length >= 3 || undefined, 15_000)
    const events = eventsOf(made.body.withdrawal_id)
    t.same(events.map((e) => e.body.event).sort(), ['withdrawal.completed', 'withdrawal.crypto_received', 'withdrawal.submitted'])
    for (const e of events) t.ok(signed(r.secret, e.x), `${e.body.event} carries a valid X-Service-Signature`)
    t.equal(await balance(), '14.876544', 'the USDC left the account once')
    const other = await call('POST', '/api/v1/api-keys', {
      headers: { authorization: `Bearer ${r.owner.access_token}` },
      body: { name: 'live-reader', environment: 'live', product: 'caas', permissions: ['caas:view'] },
    })
    t.equal(
      (await call('GET', `/caas/v1/withdrawals/${made.body.withdrawal_id}`, { headers: { 'x-api-key': other.body.key } })).status,
      404,
      'the live key does not see a sandbox withdrawal',
    )
  })

  await t.test('a payout the partner fails: the USDC comes back, withdrawal.failed; never paid and returned', async (t) => {
    const before = await balance()
    const made = await post('/withdrawals', { phone_number: PHONE, amount: '2', currency: 'EUR', payee_phone_number: '+46733123450' })
    const done = await final(made.body.withdrawal_id, ['FAILED', 'COMPLETED'])
    t.match(done, { status: 'FAILED', payout_status: 'FAILED', return_tx_hash: /.+/, reason: /.+/ })
    t.notOk('payout_reference' in done, 'nothing was paid')
    t.equal(await balance(), before, 'the USDC is back on the account')
    await eventually(async () => eventsOf(made.body.withdrawal_id).some((e) => e.body.event === 'withdrawal.failed') || undefined, 15_000)
    t.notOk(eventsOf(made.body.withdrawal_id).some((e) => e.body.event === 'withdrawal.completed'))
  })

  await t.test('a payout whose callback never arrives is settled by the status query', async (t) => {
    const made = await post('/withdrawals', { phone_number: PHONE, amount: '1', currency: 'EUR', payee_phone_number: '+233241234998' })
    t.match(await final(made.body.withdrawal_id, ['COMPLETED', 'FAILED']), { status: 'COMPLETED' })
  })

  await t.test('a payout whose answer was lost is looked up and paid once', async (t) => {
    const made = await post('/withdrawals', { phone_number: PHONE, amount: '1', currency: 'EUR', payee_phone_number: '+233241234999' })
    const done = await final(made.body.withdrawal_id, ['COMPLETED', 'FAILED'])
    t.match(done, { status: 'COMPLETED' })
    t.equal(await r.payoutSim.transfersFor(made.body.withdrawal_id), 1, 'one transfer at the partner')
  })

  await t.test('a payout the partner reverses after completing: its callback brings the USDC back, withdrawal.reversed', async (t) => {
    const before = await balance()
    const made = await post('/withdrawals', { phone_number: PHONE, amount: '1.5', currency: 'EUR', payee_phone_number: '+233241234997' })
    const done = await final(made.body.withdrawal_id, ['REVERSED'])
    t.match(done, { status: 'REVERSED', payout_status: 'FAILED', reason: 'REVERSED', return_tx_hash: /.+/, completed_at: /Z$/ })
    t.equal(await balance(), before, 'the USDC is back on the account')
    await eventually(async () => eventsOf(made.body.withdrawal_id).some((e) => e.body.event === 'withdrawal.reversed') || undefined, 15_000)
    t.ok(
      eventsOf(made.body.withdrawal_id).some((e) => e.body.event === 'withdrawal.completed'),
      'it had completed first',
    )
  })

  const [legs] = await r.db.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM sandbox_transfers WHERE reference LIKE 'cwd_%'`
  const [distinct] = await r.db.sql<
    { n: number }[]
  >`SELECT count(DISTINCT reference)::int AS n FROM sandbox_transfers WHERE reference LIKE 'cwd_%'`
  t.equal(legs!.n, distinct!.n, 'every leg moved USDC once on the sandbox ledger')
  const unbalanced = await r.db.sql`SELECT ledger FROM ledger_accounts GROUP BY ledger HAVING sum(debits_posted - credits_posted) <> 0`
  t.same(unbalanced, [], 'every ledger sums to zero')
})
