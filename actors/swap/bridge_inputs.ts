/**
 * A cross-chain swap request: two different bridge chains (chains/bridge/
 * networks.ts: the spec's aliases, ETH, ARB, OP, AVAX, BASE). The spec's
 * presence and amount messages come first, as for a same-chain swap; the
 * same token address on both sides is allowed (native to native is what
 * most bridges carry). A pair that is not cross-chain answers null and the
 * same-chain parser (inputs.ts) reads it.
 */
import { viem } from '../../chains/esm_deps'
import { BRIDGE_CHAIN_IDS, bridgeChainOf, type BridgeChain } from '../../chains/bridge/networks'
import { RejectionError, reject } from '../../platform/errors'
import { BAD_AMOUNT, REQUIRED, tokenOf, type RawSwapFields, type Token } from './inputs'

export interface BridgeRequest {
  readonly from: BridgeChain
  readonly to: BridgeChain
  readonly tokenIn: Token
  readonly tokenOut: Token
  readonly amountIn: bigint
}

const invalid = (message: string, field?: string) => new RejectionError(reject('SWAP_INVALID_REQUEST', message, field))

export function bridgeRequestOf(b: RawSwapFields): BridgeRequest | null {
  const from = bridgeChainOf(b.from_chain)
  const to = bridgeChainOf(b.to_chain)
  if (!from || !to || from === to) return null
  if (b.from_token === undefined || b.to_token === undefined || !b.amount_in) throw invalid(REQUIRED)
  if (!/^[0-9]+$/.test(b.amount_in) || BigInt(b.amount_in) <= 0n) throw invalid(BAD_AMOUNT, 'amount_in')
  return {
    from,
    to,
    tokenIn: tokenOf(b.from_token, 'from_token'),
    tokenOut: tokenOf(b.to_token, 'to_token'),
    amountIn: BigInt(b.amount_in),
  }
}

/** LI.FI names the native coin by the zero address. */
export const bridgeToken = (t: Token): `0x${string}` => t ?? viem.zeroAddress

export const chainIdOf = (c: BridgeChain): number => BRIDGE_CHAIN_IDS[c]

/** A bridge minimum below the caller's amount_out_min (default 1) is refused before anything is recorded. */
export function refuseMinimum(minimum: bigint, amountOutMin: string | undefined): void {
  const wanted = amountOutMin !== undefined ? BigInt(amountOutMin) : 1n
  if (minimum < wanted)
    throw new RejectionError(
      reject('SWAP_TRANSACTION_FAILED', `swap transaction failed: the bridge's minimum ${minimum} is below amount_out_min ${wanted}`),
    )
}
