/**
 * Every pair of the spec's decimals table, live with its token configured, live without, and sandbox: the URI
 * names exactly the asset asked for (or the pair is not offered), never the native coin for a token.
 */
import t from 'tap'
import { decimalsOf } from './assets'
import type { Network } from './networks'
import { offeredPairs, paymentAsset, PAYMENT_PAIRS } from './payment_assets'
import { paymentUri } from './payment_uri'
import type { NetworkAccess } from './network_access'

const USDT_ETH = '0xdAC17F958D2ee523a2206206994597C13D831ec7'
const USDC_ETH = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const USDT_BSC = '0x55d398326f99059fF775485246999027B3197955'
const USDC_BSC = '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d'
const USDT_POL = '0xc2132D05D31c914a87C6611C10748AEb04B58e8F'
const USDC_POL = '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359'
const USDT_TRX = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'
const USDC_SOL = 'EPjFWdd5AufqSSo9rZPHoHnwxgkGa1BEiKuBSSa3zcW1'

const TO: Record<Network, string> = {
  ETH: '0x1111111111111111111111111111111111111111',
  BSC: '0x1111111111111111111111111111111111111111',
  POL: '0x1111111111111111111111111111111111111111',
  TRX: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
  SOL: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
  BTC: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  LTC: 'ltc1qg82tyqmmtfxnyqz7ls9m5w4znt8hc3ar3m6mvc',
  BCH: 'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a',
  XRP: 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe',
}

/** A chain layer with a live endpoint on every network and the given token contracts. */
function chainsWith(tokens: boolean): NetworkAccess {
  const evm = (usdt: string, usdc: string) => ({ tokens: tokens ? { USDT: usdt, USDC: usdc } : {} })
  const evms: Partial<Record<Network, unknown>> = {
    ETH: evm(USDT_ETH, USDC_ETH),
    BSC: evm(USDT_BSC, USDC_BSC),
    POL: evm(USDT_POL, USDC_POL),
  }
  return {
    adapter: () => ({}),
    evm: (n: Network) => evms[n] ?? null,
    tron: (n: Network) => (n === 'TRX' ? { usdtContract: tokens ? USDT_TRX : null } : null),
    solana: (n: Network) => (n === 'SOL' ? { usdcMint: tokens ? USDC_SOL : null } : null),
  } as unknown as NetworkAccess
}

// 12.34 of the currency, in its base units.
const units = (n: Network, c: string) => 1234n * 10n ** BigInt(decimalsOf(n, c)! - 2)

const EXPECTED: Record<string, (to: string, u: bigint) => string> = {
  'ETH:ETH': (to, u) => `ethereum:${to}@1?value=${u}`,
  'ETH:USDT': (to, u) => `ethereum:${USDT_ETH}@1/transfer?address=${to}&uint256=${u}`,
  'ETH:USDC': (to, u) => `ethereum:${USDC_ETH}@1/transfer?address=${to}&uint256=${u}`,
  'BSC:BNB': (to, u) => `ethereum:${to}@56?value=${u}`,
  'BSC:USDT': (to, u) => `ethereum:${USDT_BSC}@56/transfer?address=${to}&uint256=${u}`,
  'BSC:USDC': (to, u) => `ethereum:${USDC_BSC}@56/transfer?address=${to}&uint256=${u}`,
  'POL:POL': (to, u) => `ethereum:${to}@137?value=${u}`,
  'POL:USDT': (to, u) => `ethereum:${USDT_POL}@137/transfer?address=${to}&uint256=${u}`,
  'POL:USDC': (to, u) => `ethereum:${USDC_POL}@137/transfer?address=${to}&uint256=${u}`,
  'TRX:TRX': (to) => `tron:${to}?amount=12.34`,
  'TRX:USDT': (to) => `tron:${to}?amount=12.34&token=${USDT_TRX}`,
  'SOL:SOL': (to) => `solana:${to}?amount=12.34`,
  'SOL:USDC': (to) => `solana:${to}?amount=12.34&spl-token=${USDC_SOL}`,
  'BTC:BTC': (to) => `bitcoin:${to}?amount=12.34`,
  'LTC:LTC': (to) => `litecoin:${to}?amount=12.34`,
  'BCH:BCH': (to) => `${to}?amount=12.34`,
  'XRP:XRP': (to) => `xrpl:${to}?amount=12.34`,
}

const TOKENS = new Set(['ETH:USDT', 'ETH:USDC', 'BSC:USDT', 'BSC:USDC', 'POL:USDT', 'POL:USDC', 'TRX:USDT', 'SOL:USDC'])

t.test('the pairs are the spec decimals table: 17', async (t) => {
  t.equal(PAYMENT_PAIRS.length, 17)
  t.same(Object.keys(EXPECTED).sort(), PAYMENT_PAIRS.map(([n, c]) => `${n}:${c}`).sort())
})

for (const [network, currency] of PAYMENT_PAIRS) {
  const pair = `${network}:${currency}`
  t.test(`paymentUri: ${pair} live, contract configured -> its standard URI`, async (t) => {
    const asset = paymentAsset(chainsWith(true), network, currency, false)
    t.ok(asset)
    const u = units(network, currency)
    const uri = paymentUri({ network, currency, address: TO[network], units: u, decimals: decimalsOf(network, currency)!, asset: asset! })
    t.equal(uri, EXPECTED[pair]!(TO[network], u))
  })
  t.test(`paymentAsset: ${pair} live, no contract configured -> ${TOKENS.has(pair) ? 'not offered' : 'native, offered'}`, async (t) => {
    const asset = paymentAsset(chainsWith(false), network, currency, false)
    if (TOKENS.has(pair)) {
      t.equal(asset, null, 'a token without its contract is not offered')
      t.notOk(
        offeredPairs(chainsWith(false), false).some((p) => p.network === network && p.currency === currency),
        'and not listed',
      )
    } else {
      t.same(asset, { kind: 'native' })
    }
  })
  t.test(`paymentUri: ${pair} sandbox -> a sandbox: URI no wallet pays`, async (t) => {
    const asset = paymentAsset(chainsWith(false), network, currency, true)
    const uri = paymentUri({
      network,
      currency,
      address: TO[network],
      units: units(network, currency),
      decimals: decimalsOf(network, currency)!,
      asset: asset!,
    })
    t.equal(uri, `sandbox:${network}:${currency}:${TO[network]}?amount=12.34`)
  })
}

t.test('paymentAsset: a live network without an endpoint offers nothing', async (t) => {
  const none = { adapter: () => null, evm: () => null, tron: () => null, solana: () => null } as unknown as NetworkAccess
  t.same(offeredPairs(none, false), [])
  t.equal(offeredPairs(none, true).length, 17, 'the sandbox offers every pair')
})
