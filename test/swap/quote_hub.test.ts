/**
 * The quote without a node or swap contract for the network (the embedded
 * default, the sandbox): the same fee and slippage arithmetic on hub
 * prices, and the body says so (`source: hub_prices`).
 */
import t from 'tap'
import { swapModule } from '../../actors/swap/module'
import { WAAS_MODULES, eventually, startWaas } from '../support/waas'

const USDT = '0x00000000000000000000000000000000000000d7'

t.test('swap quote from hub prices', async (t) => {
  const rig = await startWaas('swaphub', { POL_USDT: USDT }, [...WAAS_MODULES, swapModule])
  t.teardown(() => rig.close())
  const amountIn = 1_000_000_000_000_000_000n
  const q = { from_chain: 'MATIC', to_chain: 'POLYGON', from_token: '', to_token: USDT, amount_in: amountIn.toString() }
  // The hub's simulated market needs a moment for its first ticks.
  const res = await eventually(
    async () => {
      const r = await rig.call('GET', `/api/v1/swap/quote?${new URLSearchParams(q)}`)
      return r.status === 200 && r
    },
    30_000,
    'a priced quote',
  )
  const fee = (amountIn * 30n) / 10_000n
  t.match(res.body, {
    from_chain: 'POL',
    to_chain: 'POL',
    from_token: 'native',
    to_token: USDT,
    platform_fee: fee.toString(),
    source: 'hub_prices',
  })
  const expected = BigInt(res.body.to_amount_expected)
  t.ok(expected > 0n, 'POL priced in USDT base units (6 decimals)')
  t.ok(expected < 100_000_000n, 'under 100 USDT for 0.997 POL')
  t.equal(res.body.to_amount_min, ((expected * 9950n) / 10_000n).toString())

  t.match(
    await rig.call('GET', `/api/v1/swap/quote?${new URLSearchParams({ ...q, to_token: '0x00000000000000000000000000000000000000d8' })}`),
    {
      status: 400,
      body: { code: 'SWAP_UNAVAILABLE' },
    },
  )
})
