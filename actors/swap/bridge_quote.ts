/**
 * A cross-chain quote from the configured bridge (BRIDGE_API_URL, LI.FI's
 * `/quote`): to_amount_expected and to_amount_min are the bridge's estimate
 * with the spec's 0.5% slippage asked of it; platform_fee is 0 (the spec's
 * 0.3% is the same-chain contract's fee, and a bridge route carries its own
 * fees inside its estimate); estimated_seconds is the bridge's; expires_at
 * is 30 s after issue. A public quote has no customer yet: it asks with a
 * placeholder address, and execute asks again with the customer's.
 * Without a configured bridge (the embedded default of `npm start`) the
 * public quote is the sandbox bridge's, from hub prices (`source:
 * "hub_prices"`, sandbox_bridge_quote.ts).
 */
import { BridgeUnavailable, type BridgeAdapter, type BridgeQuote } from '../../chains/bridge/adapter'
import { configuredBridge } from '../../chains/bridge/networks'
import { RejectionError, reject } from '../../platform/errors'
import { bridgeToken, chainIdOf, type BridgeRequest } from './bridge_inputs'
import { QUOTE_VALIDITY_S, tokenName } from './inputs'
import type { SwapContext } from './context'
import { hubBridgeQuote } from './sandbox_bridge_quote'

type Hex = `0x${string}`
/** The address a public quote names as sender and recipient (nothing is ever sent from or to it). */
const QUOTE_PLACEHOLDER: Hex = '0x000000000000000000000000000000000000dEaD'
const BRIDGE_SLIPPAGE = 0.005

const unavailable = (message: string) => new RejectionError(reject('SWAP_UNAVAILABLE', message))

export function bridgeOrRefuse(): BridgeAdapter {
  const bridge = configuredBridge()
  if (!bridge) throw unavailable('cross-chain swaps need a bridge: no BRIDGE_API_URL is configured')
  return bridge
}

export async function quoteBridge(bridge: BridgeAdapter, r: BridgeRequest, from: Hex, to: Hex): Promise<BridgeQuote> {
  let quote: BridgeQuote | null
  try {
    quote = await bridge.quote({
      fromChainId: chainIdOf(r.from),
      toChainId: chainIdOf(r.to),
      fromToken: bridgeToken(r.tokenIn),
      toToken: bridgeToken(r.tokenOut),
      fromAmount: r.amountIn,
      fromAddress: from,
      toAddress: to,
      slippage: BRIDGE_SLIPPAGE,
    })
  } catch (error) {
    if (error instanceof BridgeUnavailable) throw unavailable(error.message)
    throw error
  }
  if (!quote) throw unavailable(`the bridge has no route from ${r.from} to ${r.to} for this pair and amount`)
  return quote
}

/** What a cross-chain quote answers, from the bridge or from hub prices (sandbox_bridge_quote.ts). */
export interface CrossQuote {
  readonly expected: bigint
  readonly minimum: bigint
  readonly fee: bigint
  readonly seconds: number
  readonly source: 'bridge' | 'hub_prices'
}

function crossQuoteView(r: BridgeRequest, q: CrossQuote, nowMs: number) {
  return {
    from_chain: r.from,
    to_chain: r.to,
    from_token: tokenName(r.tokenIn),
    to_token: tokenName(r.tokenOut),
    from_amount: r.amountIn.toString(),
    to_amount_expected: q.expected.toString(),
    to_amount_min: q.minimum.toString(),
    platform_fee: q.fee.toString(),
    estimated_seconds: q.seconds,
    expires_at: Math.floor(nowMs / 1000) + QUOTE_VALIDITY_S,
    source: q.source,
  }
}

function bridgeQuoteView(r: BridgeRequest, q: BridgeQuote, nowMs: number) {
  return crossQuoteView(r, { expected: q.toAmount, minimum: q.toAmountMin, fee: 0n, seconds: q.executionSeconds, source: 'bridge' }, nowMs)
}

/** The bridge's quote; without a configured bridge (the embedded default), the sandbox bridge's, from hub prices. */
export async function publicBridgeQuote(c: SwapContext, r: BridgeRequest) {
  if (!configuredBridge()) return crossQuoteView(r, await hubBridgeQuote(c, r), Date.now())
  const q = await quoteBridge(bridgeOrRefuse(), r, QUOTE_PLACEHOLDER, QUOTE_PLACEHOLDER)
  return bridgeQuoteView(r, q, Date.now())
}
