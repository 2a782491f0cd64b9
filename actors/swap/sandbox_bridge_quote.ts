/**
 * Cross-chain swaps on the sandbox (test keys, and the public quote when no
 * bridge is configured): the same arithmetic as a same-chain sandbox swap
 * (0.3% platform fee deducted first, hub_quote.ts; the minimum 0.5% below)
 * on hub USD prices, with each side's token read on its own network: the
 * native coin, or USDT or USDC at a contract the platform knows
 * (known_tokens.ts; a stablecoin the hub does not price counts as 1 USD).
 * The sandbox bridge carries ETH, BSC and POL, the networks of the sandbox
 * ledger; a payout lands two blocks after the deposit (source confirmation,
 * then the payout).
 */
import { DECIMALS } from '../../chains/assets'
import { SOURCE_CHAINS } from '../../chains/bridge/networks'
import { isNetwork, type Network } from '../../chains/networks'
import { configEnv, platformNumber } from '../../platform/config_variables'
import { parseDecimal } from '../../platform/decimal'
import { RejectionError, reject } from '../../platform/errors'
import type { PriceOracle } from '../../platform/prices'
import { present } from '../../platform/present'
import type { BridgeRequest } from './bridge_inputs'
import type { CrossQuote } from './bridge_quote'
import type { SwapContext } from './context'
import { minimumOf, platformFeeOf, type Token } from './inputs'
import { sandboxCurrency } from './sandbox_execute'

const STABLE = new Set(['USDT', 'USDC'])

/** The request's two networks, when the sandbox bridge carries them. */
export function sandboxNetworks(r: BridgeRequest): { from: Network; to: Network } {
  const { from, to } = r
  // Every source chain is a network: the last two checks only tell the compiler so.
  if (!SOURCE_CHAINS.includes(from) || !SOURCE_CHAINS.includes(to) || !isNetwork(from) || !isNetwork(to))
    throw new RejectionError(
      reject('SWAP_UNAVAILABLE', `the sandbox bridge (test keys; quotes without BRIDGE_API_URL) carries ${SOURCE_CHAINS.join(', ')} only`),
    )
  return { from, to }
}

/** What `net` of tokenIn on `from` buys of tokenOut on `to` at hub prices, in tokenOut's base units (floor). */
export async function hubBridgeAmountOut(
  prices: PriceOracle,
  from: Network,
  tokenIn: Token,
  to: Network,
  tokenOut: Token,
  net: bigint,
): Promise<bigint> {
  const inSym = sandboxCurrency(from, tokenIn, 'from_token')
  const outSym = sandboxCurrency(to, tokenOut, 'to_token')
  const quotes = await prices.usdQuotes([inSym, outSym])
  const usd = (symbol: string) => {
    const q = quotes.get(symbol)?.price ?? (STABLE.has(symbol) ? '1' : undefined)
    if (!q) throw new RejectionError(reject('SWAP_UNAVAILABLE', `the hub has no price for ${symbol}`))
    return parseDecimal(q)
  }
  const [pIn, pOut] = [usd(inSym), usd(outSym)]
  // out = net · pIn / 10^dIn / pOut · 10^dOut, each price being units / 10^scale.
  const numerator = net * pIn.units * 10n ** BigInt(pOut.scale + present(DECIMALS[to][outSym], `the decimals of ${outSym} on ${to}`))
  const denominator = pOut.units * 10n ** BigInt(pIn.scale + present(DECIMALS[from][inSym], `the decimals of ${inSym} on ${from}`))
  return denominator === 0n ? 0n : numerator / denominator
}

/** Seconds from deposit to payout: two sandbox blocks. */
const sandboxBridgeSeconds = (env = configEnv()): number => Math.ceil((2 * platformNumber('SANDBOX_BLOCK_TIME_MS', env)) / 1000)

export async function hubBridgeQuote(c: SwapContext, r: BridgeRequest): Promise<CrossQuote> {
  const { from, to } = sandboxNetworks(r)
  const fee = platformFeeOf(r.amountIn)
  const expected = await hubBridgeAmountOut(c.payments.prices, from, r.tokenIn, to, r.tokenOut, r.amountIn - fee)
  return { expected, minimum: minimumOf(expected), fee, seconds: sandboxBridgeSeconds(), source: 'hub_prices' }
}
