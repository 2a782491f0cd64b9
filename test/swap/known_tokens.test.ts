/**
 * Swaps on a default configuration (no token variable set, no node): the canonical USDT and USDC contracts are known
 * without any setting, so a same-chain quote on POL and on BSC and a sandbox swap name them as a merchant finds
 * them in a wallet or a token list; an address the platform does not know is 400 naming what it accepts.
 */
import t from 'tap'
import { polSwap } from './body'
import { SandboxLedger } from '../../chains/sandbox/ledger'
import { swapModule } from '../../actors/swap/module'
import { ALL_WALLET_PERMISSIONS, WAAS_MODULES, eventually, startWaas } from '../support/waas'

// Polygon's and BNB Chain's USDT and Polygon's (Circle) USDC, as published (test/fixtures/tokens.md).
const POL_USDT = '0xc2132D05D31c914a87C6611C10748AEb04B58e8F'
const POL_USDC = '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359'
const BSC_USDT = '0x55d398326f99059fF775485246999027B3197955'
const UNKNOWN = '0x00000000000000000000000000000000000000d8'
const E18 = 10n ** 18n

// A default configuration: whatever the shell running the tests has set, no token variable.
for (const network of ['ETH', 'BSC', 'POL']) for (const symbol of ['USDT', 'USDC']) delete process.env[`${network}_${symbol}`]

t.test('swaps with the canonical tokens on a default configuration', async (t) => {
  const rig = await startWaas('swaptokens', { SANDBOX_BLOCK_TIME_MS: '0' }, [...WAAS_MODULES, swapModule])
  t.teardown(() => rig.close())
  const quote = (chain: string, from: string, to: string, amountIn: bigint) => {
    const query = new URLSearchParams({ from_chain: chain, to_chain: chain, from_token: from, to_token: to, amount_in: `${amountIn}` })
    return rig.call('GET', `/api/v1/swap/quote?${query}`)
  }
  // The hub's simulated market needs a moment for its first ticks.
  const priced = (chain: string, from: string, to: string, amountIn: bigint) =>
    eventually(
      async () => {
        const r = await quote(chain, from, to, amountIn)
        return !(r.status === 400 && /has no price/.test(r.body?.error ?? '')) && r
      },
      30_000,
      `a priced ${chain} quote`,
    )

  await t.test('quote: native -> POL USDT (the issue request) -> 200, 6-decimal USDT', async (t) => {
    const res = await priced('POL', 'native', POL_USDT, E18)
    t.match(res, { status: 200, body: { from_chain: 'POL', to_token: POL_USDT, source: 'hub_prices' } })
    const out = BigInt(res.body.to_amount_expected)
    t.ok(out > 0n && out < 100_000_000n, `${out}: under 100 USDT for 0.997 POL`)
  })

  await t.test('quote: native -> BSC USDT -> 200, 18-decimal USDT', async (t) => {
    const res = await priced('BSC', 'native', BSC_USDT, E18)
    t.match(res, { status: 200, body: { from_chain: 'BSC', to_token: BSC_USDT, source: 'hub_prices' } })
    const out = BigInt(res.body.to_amount_expected)
    t.ok(out > 100n * E18 && out < 2_000n * E18, `${out}: hundreds of USDT for 0.997 BNB`)
  })

  await t.test('quote: POL USDT -> POL USDC, the address in lower case -> 200 in the checksum form', async (t) => {
    const res = await priced('POL', POL_USDT.toLowerCase(), POL_USDC, 1_000_000n)
    t.match(res, { status: 200, body: { from_token: POL_USDT, to_token: POL_USDC } })
  })

  await t.test('error: an unknown token -> 400 naming the tokens accepted on the network', async (t) => {
    const res = await quote('POL', 'native', UNKNOWN, E18)
    t.match(res, { status: 400, body: { code: 'SWAP_UNAVAILABLE' } })
    t.match(res.body.error, `to_token ${UNKNOWN} is not a token the platform knows on POL`)
    t.match(res.body.error, `accepted: native, USDT ${POL_USDT}, USDC ${POL_USDC}`)
    const bsc = await quote('BSC', UNKNOWN, 'native', E18)
    t.match(bsc, {
      status: 400,
      body: { code: 'SWAP_UNAVAILABLE', error: `from_token ${UNKNOWN} is not a token the platform knows on BSC` },
    })
    t.match(bsc.body.error, `accepted: native, USDT ${BSC_USDT}, USDC 0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d`)
  })

  await t.test('sandbox execute: native -> canonical POL USDT -> confirmed on the ledger', async (t) => {
    const key = await rig.key('test', ALL_WALLET_PERMISSIONS)
    const api = rig.as(key)
    t.equal((await api('POST', '/api/v1/wallet/customers', { customer_id: 'tess' })).status, 200)
    const address = (await api('POST', '/api/v1/wallet/tess/derive', { network: 'POL', index: 0 })).body.address as string
    t.equal((await api('POST', '/api/v1/sandbox/deposits', { network: 'POL', currency: 'POL', address, amount: '10' })).status, 201)
    const execute = (from: string, to: string) =>
      rig.call('POST', '/api/v1/swap/customer/tess', { headers: { 'x-api-key': key }, body: polSwap(from, to, E18) })
    const ledger = new SandboxLedger(rig.db.sql, () => Date.now(), 0).adapter('POL')
    await eventually(async () => (await ledger.balance(address, 'POL')) === 10n * E18, 10_000, 'the deposit settled')
    // Priced: the quotes above waited for the hub's first ticks.
    const res = await execute('native', POL_USDT)
    t.match(res, { status: 200, body: { status: 'pending' } })
    if (res.status !== 200) return
    const swap = await eventually(
      async () => {
        const h = (await api('GET', '/api/v1/swap/customer/tess/history')).body
        const s = h.swaps?.find((x: any) => x.swap_tx_hash === res.body.tx_hash)
        return s?.status !== 'pending' && s
      },
      20_000,
      'the sandbox swap settled',
    )
    t.match(swap, { status: 'confirmed', dex: 'sandbox', token_in: 'native', token_out: POL_USDT })
    t.ok(BigInt(swap.amount_out) > 0n, 'USDT credited')

    const unknown = await execute('native', UNKNOWN)
    t.match(unknown, {
      status: 400,
      body: { code: 'SWAP_UNAVAILABLE', error: `to_token ${UNKNOWN} is not a token the platform knows on POL` },
    })
    t.match(unknown.body.error, `accepted: native, USDT ${POL_USDT}, USDC ${POL_USDC}`)
  })
})
