/** Checkout refunds end to end on the sandbox: partial and full, idempotency keys, what may not be refunded. */
import t from 'tap'
import { parseUnits } from '../../chains/assets'
import { eventually } from '../support/merchant'
import { checkoutMerchant } from './rig'

Object.assign(process.env, { DEPOSIT_POLL_MS: '100', CHAIN_SEND_CHECK_MS: '100', TREASURY_POLL_MS: '100' })

t.test('checkout refunds on the sandbox', async (t) => {
  const { m, pay, deposit, verifyNow } = await checkoutMerchant(t, 'corf', 'corf@test.dev')
  t.equal((await m.dashboard('POST', '/api/v1/settings/wallet/generate')).status, 201)

  /** A refund once its detached send has an outcome. */
  const settled = (refundId: string) =>
    eventually(async () => {
      const r = (await m.api('GET', `/api/v1/refunds/${refundId}`)).body
      return r.status !== 'processing' ? r : undefined
    }, 30_000)

  await t.test('refunds: partial, then the rest; not refundable afterwards', async (t) => {
    const id = (await m.api('POST', '/api/v1/checkout/create', { amount: 40, currency: 'USD' })).body.session_id
    t.match(
      await m.api('POST', '/api/v1/refunds', { session_id: id, reason: 'x' }),
      { status: 400, body: { code: 'NOT_REFUNDABLE' } },
      'a pending session is not refundable',
    )
    const sel = await pay(id, 'ETH', 'ETH')
    await deposit(sel.address, 'ETH', 'ETH', sel.amount_crypto)
    await eventually(async () => ((await verifyNow(id)).status === 'paid' ? true : undefined))
    const refundAddress = '0x000000000000000000000000000000000000dEaD'
    const first = await m.api(
      'POST',
      '/api/v1/refunds',
      { session_id: id, reason: 'damaged', amount: 10, refund_address: refundAddress },
      { 'idempotency-key': 'r-1' },
    )
    t.equal(first.status, 201)
    t.match(
      first.body,
      { session_id: id, amount: '10.00', status: /^(processing|submitted)$/, refund_address: refundAddress },
      'sent detached',
    )
    const sent = await settled(first.body.id)
    t.match(sent, { status: 'submitted', tx_hash: /^0x/ })
    const replay = await m.api(
      'POST',
      '/api/v1/refunds',
      { session_id: id, reason: 'damaged', amount: 10, refund_address: refundAddress },
      { 'idempotency-key': 'r-1' },
    )
    t.same(replay.body, sent, 'same key and body: the same refund, nothing sent twice')
    t.match(
      await m.api(
        'POST',
        '/api/v1/refunds',
        { session_id: id, reason: 'other', amount: 10, refund_address: refundAddress },
        { 'idempotency-key': 'r-1' },
      ),
      { status: 409, body: { code: 'IDEMPOTENCY_KEY_REUSED' } },
    )
    t.match(await m.api('POST', '/api/v1/refunds', { session_id: id, reason: 'too much', amount: 35, refund_address: refundAddress }), {
      status: 400,
      body: { code: 'REFUND_EXCEEDS_REMAINING', error: /at most 30\.00 USD remains/ },
    })
    // The rest: 30 USD, everything the session address still holds. Nothing is left beside it for the
    // network fee, so this native-coin refund pays the fee out of the amount.
    const restCreated = await m.api('POST', '/api/v1/refunds', { session_id: id, reason: 'cancelled', refund_address: refundAddress })
    const rest = { body: await settled(restCreated.body.id) }
    t.match(rest.body, {
      amount: '30.00',
      status: 'submitted',
      crypto_currency: 'ETH',
      network_fee: /^0\.\d+$/,
      network_fee_currency: 'ETH',
      is_test_mode: true,
    })
    t.notOk('failure_reason' in rest.body, 'a field that does not apply is left out, not null')
    // One unit for every crypto amount of a refund (decimal ETH), so they add up exactly.
    const wei = (decimal: string) => parseUnits(decimal, 18)
    t.equal(
      wei(rest.body.amount_received),
      wei(rest.body.amount_crypto) - wei(rest.body.network_fee),
      'the customer gets the rest less the fee',
    )
    t.match(await m.api('POST', '/api/v1/refunds', { session_id: id, reason: 'again', refund_address: refundAddress }), {
      status: 400,
      body: { code: 'NOT_REFUNDABLE' },
    })
    t.match(await m.api('GET', `/api/v1/refunds/${first.body.id}`), { status: 200, body: { id: first.body.id, status: 'submitted' } })
    const list = await m.api('GET', '/api/v1/refunds?limit=10')
    t.equal(list.body.total, 2)
    t.match(
      await m.api('GET', `/api/v1/refunds/${first.body.id}?id=not-a-uuid`),
      { status: 200, body: { id: first.body.id } },
      'the query cannot replace the path id',
    )
    t.match(await m.api('GET', '/api/v1/refunds?page=1000000000000000000'), { status: 400 }, 'an absurd page is a 400, not a 500')
  })

  await t.test('refunds: an Idempotency-Key names one refund of one session; a refused refund leaves the key free', async (t) => {
    const paidSession = async () => {
      const id = (await m.api('POST', '/api/v1/checkout/create', { amount: 20, currency: 'USD' })).body.session_id
      const sel = await pay(id, 'ETH', 'ETH')
      await deposit(sel.address, 'ETH', 'ETH', sel.amount_crypto)
      await deposit(sel.address, 'ETH', 'ETH', '0.01')
      await eventually(async () => ((await verifyNow(id)).status === 'paid' ? true : undefined))
      return id
    }
    const [one, two] = [await paidSession(), await paidSession()]
    const to = '0x000000000000000000000000000000000000dEaD'
    t.match(
      await m.api(
        'POST',
        '/api/v1/refunds',
        { session_id: one, reason: 'too much', amount: 25, refund_address: to },
        { 'idempotency-key': 'shared' },
      ),
      { status: 400, body: { code: 'REFUND_EXCEEDS_REMAINING' } },
    )
    t.match(
      await m.api('POST', '/api/v1/refunds', {
        session_id: one,
        reason: 'typo',
        amount: 5,
        refund_address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      }),
      { status: 400, body: { code: 'INVALID_REFUND_ADDRESS' } },
    )
    t.match(
      await m.api(
        'POST',
        '/api/v1/refunds',
        { session_id: one, reason: 'ok', amount: 5, refund_address: to },
        { 'idempotency-key': 'shared' },
      ),
      { status: 201 },
      'the refused attempt did not hold the key',
    )
    t.match(
      await m.api(
        'POST',
        '/api/v1/refunds',
        { session_id: two, reason: 'ok', amount: 5, refund_address: to },
        { 'idempotency-key': 'shared' },
      ),
      { status: 409, body: { code: 'IDEMPOTENCY_KEY_REUSED' } },
    )
    const twoNow = await m.api('GET', `/api/v1/checkout/verify/${two}`)
    t.equal(twoNow.body.status, 'paid', 'the second session was not refunded')
  })
})
