/**
 * GET /api/v1/swap/quote: platform_fee = 0.3% of amount_in, deducted first;
 * to_amount_expected = the router's getAmountsOut on what remains (computed
 * from this block's reserves, equal to the router's call); to_amount_min
 * 0.5% below; expires_at 30 s after issue, which execute uses as the
 * on-chain deadline. Without a node and swap contract for the network the
 * same arithmetic runs on hub prices, and `source` says so.
 */
import { NoPool } from '../../chains/swap/amounts_out'
import { RejectionError, reject } from '../../platform/errors'
import type { SwapContext } from './context'
import { QUOTE_VALIDITY_S, minimumOf, pathOf, platformFeeOf, tokenName, type SwapRequest } from './inputs'
import { hubAmountOut } from './hub_quote'

export interface Quote {
  readonly fee: bigint
  readonly expected: bigint
  readonly minimum: bigint
  readonly expiresAt: number
  readonly source: 'chain' | 'hub_prices'
}

/** The expected output of `amountIn - fee`, from the chain when it is configured, else from hub prices. */
export async function quoteSwap(c: SwapContext, r: SwapRequest, nowMs: number): Promise<Quote> {
  const fee = platformFeeOf(r.amountIn)
  const net = r.amountIn - fee
  const live = await c.live(r.network)
  let expected: bigint
  if (live) {
    try {
      expected = (await live.reserves.amountsOut(net, pathOf(r, live.deployment.wrapped))).out
    } catch (error) {
      if (error instanceof NoPool) throw new RejectionError(reject('SWAP_UNAVAILABLE', error.message))
      throw error
    }
  } else expected = await hubAmountOut(c.payments.prices, r.network, r.tokenIn, r.tokenOut, net)
  return {
    fee,
    expected,
    minimum: minimumOf(expected),
    expiresAt: Math.floor(nowMs / 1000) + QUOTE_VALIDITY_S,
    source: live ? 'chain' : 'hub_prices',
  }
}

export function quoteView(r: SwapRequest, q: Quote) {
  return {
    from_chain: r.network,
    to_chain: r.network,
    from_token: tokenName(r.tokenIn),
    to_token: tokenName(r.tokenOut),
    from_amount: r.amountIn.toString(),
    to_amount_expected: q.expected.toString(),
    to_amount_min: q.minimum.toString(),
    platform_fee: q.fee.toString(),
    // A same-chain swap settles in the next block or two.
    estimated_seconds: r.network === 'BSC' ? 6 : 5,
    expires_at: q.expiresAt,
    source: q.source,
  }
}
