/**
 * A swap of a CaaS user's funds: a user operation of the user's smart
 * account calling the platform swap contract (live: approve and swap in one
 * executeBatch for a token input), or a sandbox-ledger swap at hub prices
 * (test keys). The lifecycle is the CaaS transfer's, and the executor's
 * ladder (actors/caas/transfer_steps.ts) drives both:
 *
 *   queued -> [submitting] -> submitted -> settled | failed
 *
 * `submitting` records the signed operation and its hash before its first
 * send, so an unknown outcome is settled by that hash (receipt, nonce),
 * never by building and sending another operation.
 */
import type { Network } from '../../../chains/networks'
import type { Lifecycle, TransferSender } from '../transfer/state'
import type { CaasMode } from '../user/state'

export interface SwapOrder {
  readonly businessId: string
  readonly mode: CaasMode
  readonly network: Network
  /** The user whose smart account swaps. */
  readonly user: TransferSender
  /** Token address or `native`. */
  readonly tokenIn: string
  readonly tokenOut: string
  /** Base units of tokenIn. */
  readonly amountIn: bigint
  /** tokenIn's decimals, for the 6-place `amount_in` of the API and webhooks (absent on swaps recorded before it: base units then). */
  readonly decimalsIn?: number
  readonly amountOutMin: bigint
  /** 0.3% of amountIn, deducted first. */
  readonly platformFee: bigint
  /** Unix seconds: the swap's on-chain deadline (the quote's expires_at). */
  readonly deadline: number
  /** Digest of the request: a replay under the same idempotency key with other content is refused. */
  readonly requestHash: string
}

export type SwapRecord = SwapOrder & Lifecycle

export type CaasSwapState = { readonly status: 'new'; readonly id: string } | SwapRecord
