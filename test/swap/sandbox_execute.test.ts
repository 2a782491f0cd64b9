/**
 * Swap execute with a test key, through REST, settled on the sandbox ledger
 * (block time 1.5 s): the same answer and record as live, amount_out the
 * fee-and-price arithmetic on hub prices, pending until the block time has
 * passed, then confirmed with the balances moved (amount_in and the network
 * fee out, amount_out in); a minimum the price cannot meet and a balance
 * that cannot cover it are refused with the router's and the ledger's words;
 * a swap whose block comes after its deadline is pending, then failed, and
 * the funds stay; a keyed retry answers the same swap; history counts them.
 */
import t from 'tap'
import { polSwap } from './body'
import { SandboxLedger } from '../../chains/sandbox/ledger'
import { SANDBOX_FEE } from '../../chains/sandbox/fees'
import { swapModule } from '../../actors/swap/module'
import { ALL_WALLET_PERMISSIONS, WAAS_MODULES, eventually, startWaas } from '../support/waas'

const USDT = '0x00000000000000000000000000000000000000d7'
const E18 = 10n ** 18n
const BLOCK_MS = 1500

t.test('sandbox swap execute', async (t) => {
  const rig = await startWaas('swapsbx', { POL_USDT: USDT, SANDBOX_BLOCK_TIME_MS: String(BLOCK_MS) }, [...WAAS_MODULES, swapModule])
  t.teardown(() => rig.close())
  const key = await rig.key('test', ALL_WALLET_PERMISSIONS)
  const api = rig.as(key)
  t.equal((await api('POST', '/api/v1/wallet/customers', { customer_id: 'dana' })).status, 200)
  const address = (await api('POST', '/api/v1/wallet/dana/derive', { network: 'POL', index: 0 })).body.address as string
  for (const [currency, amount] of [
    ['POL', '10'],
    ['USDT', '100'],
  ])
    t.equal((await api('POST', '/api/v1/sandbox/deposits', { network: 'POL', currency, address, amount })).status, 201)
  const ledger = new SandboxLedger(rig.db.sql, () => Date.now(), BLOCK_MS).adapter('POL')
  const balance = (currency: string) => ledger.balance(address, currency)
  await eventually(async () => (await balance('USDT')) === 100_000_000n, 10_000, 'the deposits settled')

  const body = polSwap
  const execute = (b: Record<string, unknown>, headers: Record<string, string> = {}) =>
    rig.call('POST', '/api/v1/swap/customer/dana', { headers: { 'x-api-key': key, ...headers }, body: b })
  const history = async () => (await api('GET', '/api/v1/swap/customer/dana/history?limit=100')).body
  const swapOf = async (txHash: string) => (await history()).swaps.find((x: any) => x.swap_tx_hash === txHash)
  const settled = (txHash: string) =>
    eventually(
      async () => {
        const s = await swapOf(txHash)
        return s?.status !== 'pending' && s
      },
      20_000,
      `swap ${txHash} settled`,
    )
  // The hub's simulated market needs a moment for its first ticks.
  const quote = await eventually(
    async () => {
      const r = await rig.call('GET', `/api/v1/swap/quote?${new URLSearchParams(body('native', USDT, E18) as any)}`)
      return r.status === 200 && r.body
    },
    30_000,
    'a priced quote',
  )
  t.equal(quote.source, 'hub_prices')
  const made = { confirmed: 0, failed: 0 }

  await t.test('native -> USDT: pending for the block time, then confirmed; amount_in and fee out, amount_out in', async (t) => {
    const [pol, usdt] = [await balance('POL'), await balance('USDT')]
    const res = await execute(body('native', USDT, E18, { expires_at: quote.expires_at }))
    t.match(res, { status: 200, body: { tx_hash: /^0x[0-9a-f]{64}$/, status: 'pending' } })
    t.same(Object.keys(res.body).sort(), ['status', 'tx_hash'])
    t.match(await swapOf(res.body.tx_hash), { status: 'pending', amount_out: '', confirmed_at: null })
    t.equal(await balance('USDT'), usdt, 'nothing credited before the block')
    const swap = await settled(res.body.tx_hash)
    t.match(swap, {
      status: 'confirmed',
      type: 'dex',
      dex: 'sandbox',
      from_chain: 'POL',
      token_in: 'native',
      token_out: USDT,
      amount_in: E18.toString(),
      platform_fee: ((E18 * 30n) / 10_000n).toString(),
      confirmed_at: /Z$/,
    })
    const out = BigInt(swap.amount_out)
    t.ok(out > 0n, 'priced from the hub')
    // The hub ticks between quote and execute: the same arithmetic, within a few percent.
    const expected = BigInt(quote.to_amount_expected)
    t.ok(out * 100n > expected * 90n && out * 100n < expected * 110n, `amount_out ${out} near the quote ${expected}`)
    t.equal(await balance('USDT'), usdt + out, 'amount_out credited')
    t.equal(await balance('POL'), pol - E18 - SANDBOX_FEE.POL.token, 'amount_in and the network fee debited')
    made.confirmed++
  })

  await t.test('USDT -> native: token input, no approve needed', async (t) => {
    const res = await execute(body(USDT, 'native', 5_000_000n))
    t.equal(res.status, 200)
    const swap = await settled(res.body.tx_hash)
    t.match(swap, { status: 'confirmed', token_in: USDT, token_out: 'native', platform_fee: '15000' })
    t.notOk(swap.approve_tx_hash)
    made.confirmed++
  })

  await t.test('a minimum the price cannot meet is refused with the router words and recorded failed', async (t) => {
    const usdt = await balance('USDT')
    const res = await execute(body('native', USDT, E18, { amount_out_min: (10n ** 30n).toString() }))
    t.match(res, {
      status: 500,
      body: { error: 'swap transaction failed: UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT', code: 'SWAP_TRANSACTION_FAILED' },
    })
    t.equal(await balance('USDT'), usdt)
    made.failed++
  })

  await t.test('a balance that cannot cover amount_in is refused by the ledger', async (t) => {
    const res = await execute(body(USDT, 'native', 10n ** 12n))
    t.match(res, { status: 500, body: { error: /^swap transaction failed: insufficient funds/, code: 'SWAP_TRANSACTION_FAILED' } })
    made.failed++
  })

  await t.test('a swap whose block comes after its deadline is pending, then failed; the funds stay', async (t) => {
    const [pol, usdt] = [await balance('POL'), await balance('USDT')]
    const res = await execute(body('native', USDT, E18, { expires_at: Math.floor(Date.now() / 1000) + 1 }))
    t.match(res, { status: 200, body: { status: 'pending' } })
    const swap = await settled(res.body.tx_hash)
    t.match(swap, { status: 'failed', failure_reason: 'UniswapV2Router: EXPIRED', amount_out: '' })
    t.equal(await balance('USDT'), usdt, 'nothing credited')
    t.equal(await balance('POL'), pol - SANDBOX_FEE.POL.token, 'only the fee spent, as gas on a revert')
    t.match(await execute(body('native', USDT, E18, { expires_at: 1000 })), {
      status: 500,
      body: { error: 'swap transaction failed: UniswapV2Router: EXPIRED' },
    })
    made.failed += 2
  })

  await t.test('a keyed retry answers the same swap; the ledger moved once', async (t) => {
    const usdt = await balance('USDT')
    const b = body('native', USDT, E18 / 10n)
    const first = await execute(b, { 'idempotency-key': 'sbx-1' })
    const again = await execute(b, { 'idempotency-key': 'sbx-1' })
    t.equal(first.status, 200)
    t.same(again.body, first.body)
    const swap = await settled(first.body.tx_hash)
    t.equal(await balance('USDT'), usdt + BigInt(swap.amount_out))
    made.confirmed++
  })

  await t.test('history lists exactly these swaps; live analytics count none of them', async (t) => {
    const h = await history()
    t.equal(h.total, made.confirmed + made.failed)
    t.equal(h.swaps.filter((x: any) => x.status === 'confirmed').length, made.confirmed)
    t.equal(h.swaps.filter((x: any) => x.status === 'failed').length, made.failed)
    const live = await rig.key('live', ALL_WALLET_PERMISSIONS)
    t.match((await rig.as(live)('GET', '/api/v1/swap/customer/dana/history')).body, { total: 0 })
  })
})
