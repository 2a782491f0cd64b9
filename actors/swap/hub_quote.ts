/**
 * Quotes without a chain (sandbox, or the embedded default with no node or
 * swap contract configured for the network): the spec's fee and slippage
 * arithmetic on USD prices from the hub. Tokens are priced by symbol: the
 * native coin, and the network's configured USDT and USDC contracts (a
 * stablecoin the hub does not price counts as 1 USD). Exact bigint
 * arithmetic on the decimal price strings.
 */
import { configEnv } from '../../platform/config_variables'
import { DECIMALS, NATIVE_CURRENCY } from '../../chains/assets'
import type { SwapNetwork } from '../../chains/swap/deployment'
import { parseDecimal } from '../../platform/decimal'
import { RejectionError, reject } from '../../platform/errors'
import type { PriceOracle } from '../../platform/prices'
import type { Token } from './inputs'

const STABLE = new Set(['USDT', 'USDC'])

/** The symbol of a token on the network, or null when the sandbox cannot price it. */
export function symbolOf(network: SwapNetwork, token: Token, env: NodeJS.ProcessEnv): string | null {
  if (token === null) return NATIVE_CURRENCY[network]
  for (const s of STABLE) if (env[`${network}_${s}`]?.toLowerCase() === token.toLowerCase()) return s
  return null
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
  const symbols = [symbolOf(network, tokenIn, env), symbolOf(network, tokenOut, env)]
  if (symbols[0] === null || symbols[1] === null)
    throw new RejectionError(
      reject(
        'SWAP_UNAVAILABLE',
        `without a ${network} node and swap contract only the native coin, USDT and USDC are priced (from hub prices)`,
      ),
    )
  const [inSym, outSym] = symbols as [string, string]
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
