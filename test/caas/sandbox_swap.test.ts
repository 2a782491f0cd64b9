/**
 * CaaS swaps with a test key (svc_sk_test_): the same lifecycle on the
 * sandbox ledger at hub prices. A funded user swaps USDC for the native
 * coin: SETTLED, the USDC balance down by amount_in, a signed swap.settled;
 * a minimum the price cannot meet ends FAILED with the router's words and a
 * signed swap.failed, and the balance stays.
 */
import t from 'tap'
import { eventually } from '../support/merchant'
import { PHONE_1, signed, startCaasFlow } from './rig'

const USDC = '0x00000000000000000000000000000000000000c6'

t.test('sandbox CaaS swaps settle on the sandbox ledger with signed webhooks', async (t) => {
  // Each tap file is its own process: the hub pricing reads the token contracts from here when first used.
  process.env.POL_USDC = USDC
  const { call, receiver, merchant } = await startCaasFlow(t, 'caasswsb')
  const m = await merchant('sbx')
  t.equal((await call('POST', '/caas/v1/users/provision', { headers: m.headers, body: { phone_number: PHONE_1 } })).status, 200)
  for (const [currency, amount] of [
    ['USDC', '50'],
    ['POL', '2'],
  ])
    t.equal(
      (await call('POST', '/caas/v1/sandbox/fund', { headers: m.headers, body: { phone_number: PHONE_1, amount, currency } })).status,
      201,
    )
  const balance = async () =>
    (await call('GET', `/caas/v1/users/balance?phone_number=${encodeURIComponent(PHONE_1)}`, { headers: m.headers })).body.balance
  const swap = (extra: Record<string, unknown> = {}) =>
    call('POST', '/caas/v1/swaps', {
      headers: m.headers,
      body: { phone_number: PHONE_1, from_token: USDC, to_token: 'native', amount_in: '5000000', ...extra },
    })
  const finished = (id: string) =>
    eventually(
      async () => {
        const v = (await call('GET', `/caas/v1/swaps/${id}`, { headers: m.headers })).body
        return v.status === 'SETTLED' || v.status === 'FAILED' ? v : undefined
      },
      30_000,
      100,
    )
  const hook = (id: string) => eventually(async () => receiver.received.find((r) => JSON.parse(r.rawBody).swap_id === id), 10_000, 50)
  await eventually(async () => ((await balance()) === '50.000000' ? true : undefined), 10_000, 100)

  await t.test('USDC -> native settles; swap.settled is signed and carries the ledger hash', async (t) => {
    const res = await swap()
    t.match(res, { status: 202, body: { status: 'QUEUED', token_in: USDC, token_out: 'native', platform_fee: '15000' } })
    const done = await finished(res.body.swap_id)
    t.match(done, { status: 'SETTLED', tx_hash: /^0x[0-9a-f]{64}$/ })
    t.equal(await balance(), '45.000000', 'amount_in left the USDC balance')
    const r = await hook(res.body.swap_id)
    t.ok(signed(m.secret, r))
    // The spec's CaaS amounts: a decimal string with 6 places; the exact base units beside it.
    t.match(JSON.parse(r.rawBody), {
      event: 'swap.settled',
      status: 'SETTLED',
      tx_hash: done.tx_hash,
      amount_in: '5.000000',
      amount_in_base_units: '5000000',
    })
    t.equal(JSON.parse(r.rawBody).amount_in, '5.000000')
  })

  await t.test('a minimum the price cannot meet: FAILED with the reason, signed swap.failed, nothing moved', async (t) => {
    const res = await swap({ amount_out_min: (10n ** 30n).toString() })
    const done = await finished(res.body.swap_id)
    t.match(done, { status: 'FAILED', reason: 'UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT' })
    t.equal(await balance(), '45.000000')
    const r = await hook(res.body.swap_id)
    t.ok(signed(m.secret, r))
    t.match(JSON.parse(r.rawBody), { event: 'swap.failed', status: 'FAILED', reason: 'UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT' })
  })
})
