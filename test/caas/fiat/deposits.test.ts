/**
 * CaaS on-ramp deposits on the sandbox, through REST, the real on-ramp adapter and its simulator: the partner's
 * collection is created under the deposit's id; the user pays (the simulator's sandbox call), the partner's
 * signed callback arrives three times and the USDC is sent once from the treasury: deposit.settled, the USDC on
 * the user's account. A callback with a wrong signature is refused and changes nothing.
 */
import { createHmac } from 'node:crypto'
import t from 'tap'
import { signed } from '../rig'
import { eventually } from '../../support/merchant'
import { startFiatRails } from './rig'

const PHONE = '+254712345678'

t.test('CaaS on-ramp deposits (sandbox)', async (t) => {
  const r = await startFiatRails(t, 'caasdp')
  const { call, headers } = r
  const post = (path: string, body: unknown) => call('POST', `/caas/v1${path}`, { headers, body })
  t.equal((await post('/users/provision', { phone_number: PHONE })).status, 200)
  const balance = async () =>
    (await call('GET', `/caas/v1/users/balance?phone_number=${encodeURIComponent(PHONE)}`, { headers })).body.balance

  const made = await post('/deposits', { phone_number: PHONE, amount: '1290.00', currency: 'KES', idempotency_key: 'dp-1' })
  t.match(made, {
    status: 202,
    body: { status: 'PENDING', local_amount: '1290.00', local_currency: 'KES', amount_usdc: '10.000000', collection_id: /.+/ },
  })
  const id = made.body.deposit_id
  t.equal(
    (await post('/deposits', { phone_number: PHONE, amount: '1290.00', currency: 'KES', idempotency_key: 'dp-1' })).body.deposit_id,
    id,
  )

  await t.test('a callback with a wrong signature is refused (401) and nothing moves', async (t) => {
    const body = JSON.stringify({ id: made.body.collection_id, sequenceId: id, status: 'complete', event: 'COLLECTION.COMPLETE' })
    const res = await fetch(`${r.platform.baseUrl}/webhooks/partners/onramp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-yc-signature': createHmac('sha256', 'not the secret').update(body).digest('base64'),
      },
      body,
    })
    t.equal(res.status, 401)
    t.equal((await call('GET', `/caas/v1/deposits/${id}`, { headers })).body.status, 'PENDING')
  })

  await t.test('the user pays; three callbacks; the USDC arrives once; deposit.settled signed', async (t) => {
    await r.onrampSim.pay(made.body.collection_id, { repeat: 2 })
    const settled = await eventually(
      async () => {
        const v = (await call('GET', `/caas/v1/deposits/${id}`, { headers })).body
        return v.status === 'SETTLED' ? v : undefined
      },
      30_000,
      50,
    )
    t.match(settled, { status: 'SETTLED', amount_usdc: '10.000000', tx_hash: /.+/, settled_at: /Z$/ })
    await eventually(async () => (await balance()) === '10.000000' || undefined, 15_000)
    const [sends] = await r.db.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM sandbox_transfers WHERE reference = ${`${id}.in`}`
    t.equal(sends!.n, 1, 'one send from the treasury')
    const hooks = () => r.receiver.received.map((x) => ({ x, body: JSON.parse(x.rawBody) })).filter((e) => e.body.deposit_id === id)
    await eventually(async () => hooks().length > 0 || undefined, 15_000)
    t.same(
      hooks().map((e) => e.body.event),
      ['deposit.settled'],
    )
    t.ok(signed(r.secret, hooks()[0]!.x))
    t.notOk(
      r.receiver.received.some((x) => JSON.parse(x.rawBody).event === 'transfer.received'),
      'the announced credit is not reported a second time as a deposit',
    )
  })

  await t.test('a collection the user never pays and the partner fails: deposit.failed, no USDC', async (t) => {
    const failing = await post('/deposits', { phone_number: '+254712345998', amount: '100.00', currency: 'KES' })
    t.equal(failing.status, 404, 'a number the merchant has not provisioned')
    t.equal((await post('/users/provision', { phone_number: '+254712345998' })).status, 200)
    const d = await post('/deposits', { phone_number: '+254712345998', amount: '100.00', currency: 'KES' })
    // Through the platform's sandbox call, as a merchant testing its integration would.
    t.match(await post(`/sandbox/deposits/${d.body.deposit_id}/pay`, {}), { status: 200 })
    t.match(await post(`/sandbox/deposits/${d.body.deposit_id}/pay`, {}), { status: 409, body: { code: 'DEPOSIT_NOT_PENDING' } })
    const done = await eventually(async () => {
      const v = (await call('GET', `/caas/v1/deposits/${d.body.deposit_id}`, { headers })).body
      return v.status === 'FAILED' ? v : undefined
    }, 30_000)
    t.match(done, { status: 'FAILED', reason: /.+/ })
    t.notOk('tx_hash' in done)
  })
})
