import t from 'tap'
import { knownSymbol, unknownTokenMessage } from './known_tokens'

const POL_USDT = '0xc2132D05D31c914a87C6611C10748AEb04B58e8F'
const POL_USDC = '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359'
const OWN = '0x00000000000000000000000000000000000000d7'

/** One row per situation: the environment, the token, the symbol it names on POL (null: unknown). */
const rows: Array<[string, NodeJS.ProcessEnv, `0x${string}` | null, string | null]> = [
  ['knownSymbol: native -> the network coin', {}, null, 'POL'],
  ['knownSymbol: canonical USDT on a default configuration -> USDT', {}, POL_USDT, 'USDT'],
  ['knownSymbol: canonical USDT in lower case -> USDT', {}, POL_USDT.toLowerCase() as `0x${string}`, 'USDT'],
  ['knownSymbol: canonical USDC -> USDC', {}, POL_USDC, 'USDC'],
  ['knownSymbol: an overriding contract -> its symbol', { POL_USDT: OWN }, OWN, 'USDT'],
  ['knownSymbol: canonical USDT where POL_USDT overrides it -> still USDT', { POL_USDT: OWN }, POL_USDT, 'USDT'],
  [
    'knownSymbol: canonical USDC where POL_USDC is none -> still USDC (hub prices and the ledger go by symbol)',
    { POL_USDC: 'none' },
    POL_USDC,
    'USDC',
  ],
  ['error: an address nobody configured -> unknown', {}, OWN, null],
  ["error: BSC's USDT on POL -> unknown", {}, '0x55d398326f99059fF775485246999027B3197955', null],
]

for (const [name, env, token, symbol] of rows) t.test(name, async (t) => t.equal(knownSymbol('POL', token, env), symbol))

t.test('unknownTokenMessage: names the field, the address, why, and every address accepted', async (t) => {
  t.equal(
    unknownTokenMessage('POL', OWN, 'to_token', 'the sandbox', {}),
    `to_token ${OWN} is not a token the platform knows on POL (the sandbox); accepted: native, USDT ${POL_USDT}, USDC ${POL_USDC}`,
  )
  t.match(unknownTokenMessage('POL', '0xabc', 'from_token', 'x', { POL_USDT: OWN }), `USDT ${POL_USDT}, USDT ${OWN}, USDC`)
  t.match(unknownTokenMessage('TRX', 'Tx', 'from_token', 'x', {}), 'accepted: native, USDT TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')
})
