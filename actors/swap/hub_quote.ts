/**
 * Quotes without a chain (sandbox, or the embedded default with no node or
 * swap contract configured for the network): the spec's fee and slippage
 * arithmetic on USD prices from the hub. Tokens are priced by symbol: the
 * native coin, and USDT and USDC at the contracts the platform knows
 * (known_tokens.ts; a stablecoin the hub does not price counts as 1 USD).
 * Exact bigint arithmetic on the decimal price strings.
 */
import { configEnv } from '../../platform/config_variables'
import { DECIMALS } from '../../chains/assets'
import type { SwapNetwork } from '../../chains/swap/deployment'
import { parseDecimal } from '../../platform/decimal'
import { RejectionError, reject } from '../../platform/errors'
import type { PriceOracle } from '../../platform/prices'
import { tokenName, type Token } from './inputs'
import { knownSymbol, unknownToken } from './known_tokens'

const STABLE = new Set(['USDT', 'USDC'])

/** The symbol a token is priced as, or the 400 naming the tokens accepted. */
function symbolOrRefusal(network: SwapNetwork, token: Token, field: string, env: NodeJS.ProcessEnv): string {
  const symbol = knownSymbol(network, token, env)
  if (symbol !== null) return symbol
  throw unknownToken(network, tokenName(token), field, `without a ${network} node and swap contract, swaps are priced from hub prices`, env)
}

/** What `net` of tokenIn buys of tokenOut at hub prices, in tokenOut's base units (floor). */
export async function hubAmountOut(
  prices: PriceOracle,
  network: SwapNetwork,
  tokenIn: Token,
  tokenOut: Token,
  net: bigint,
  env: NodeJS.ProcessEnv = configEnv(),
): Promise<bigint> {
  const inSym = symbolOrRefusal(network, tokenIn, 'from_token', env)
  const outSym = symbolOrRefusal(network, tokenOut, 'to_token', env)
  const quotes = await prices.usdQuotes([inSym, outSym])
  const price = (s: string) => {
    const q = quotes.get(s)?.price ?? (STABLE.has(s) ? '1' : undefined)
    if (!q) throw new RejectionError(reject('SWAP_UNAVAILABLE', `the hub has no price for ${s}`))
    return parseDecimal(q)
  }
  const pIn = price(inSym)
  const pOut = price(outSym)
  const dIn = DECIMALS[network][inSym]!
  const dOut = DECIMALS[network][outSym]!
  // out = net · pIn / 10^dIn / pOut · 10^dOut, with each price units / 10^scale.
  const numerator = net * pIn.units * 10n ** BigInt(pOut.scale + dOut)
  const denominator = pOut.units * 10n ** BigInt(pIn.scale + dIn)
  return denominator === 0n ? 0n : numerator / denominator
}
