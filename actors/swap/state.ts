/**
 * One swap of a customer's funds, as the spec's swap record.
 *
 *   new -> pending -> confirmed   (the swap transaction's receipt: amount_out from its Swapped log)
 *             \-> failed          (approve or swap refused, reverted, or its send can never land; with the reason)
 *
 * `pending` is written before anything is sent, so every transaction the
 * platform sends for a swap has a record naming it; the approve and swap
 * hashes are added as they are sent.
 */
import type { BridgeProgress } from './bridge_state'

type SwapStatus = 'pending' | 'confirmed' | 'failed'

export interface SwapRecord {
  readonly status: SwapStatus
  /** The spec's integer id, from a Postgres sequence; also the actor id. */
  readonly id: string
  /** Bumped by every accepted decision: the read model's ordering guard. */
  readonly revision: number
  readonly businessId: string
  readonly isTest: boolean
  readonly customerId: string
  readonly customerWalletId: number
  readonly type: 'dex' | 'bridge'
  readonly fromChain: string
  readonly toChain: string
  /** The router's name (`uniswap_v2`) or the bridge's. */
  readonly dex: string
  readonly routerAddress: string
  /** Token address or `native`. */
  readonly tokenIn: string
  readonly tokenOut: string
  readonly amountIn: bigint
  readonly amountOutMin: bigint
  readonly platformFee: bigint
  /** Set from the swap receipt's Swapped log, never from the quote. */
  readonly amountOut: bigint | null
  /** Unix seconds: the on-chain deadline. */
  readonly deadline: number
  readonly fromAddress: string
  readonly approveTxHash: string | null
  readonly swapTxHash: string | null
  readonly reason: string | null
  /** Which send failed it, so a keyed retry answers the same error. */
  readonly failedStep: 'approve' | 'swap' | null
  readonly createdAtMs: number
  readonly updatedAtMs: number
  readonly confirmedAtMs: number | null
  /** A cross-chain swap's bridge detail (bridge_state.ts); absent for `dex`. */
  readonly bridge?: BridgeProgress
}

/**
 * The durable timer set when a swap opens: if its swap transaction was not reported sent by then (the request's
 * process died), the send-event subscriber looks for the swap's chain send and records it, or fails the swap.
 * Ten minutes: far past anything a live request waits (node deadlines, the 60 s approve wait).
 */
export const UNSENT_TIMER = 'unsent'
export const UNSENT_CHECK_MS = 10 * 60_000

export type SwapState = { readonly status: 'new'; readonly id: string } | SwapRecord

/** What `open` takes: the record less what decide sets. */
export type SwapOpening = Omit<
  SwapRecord,
  | 'status'
  | 'id'
  | 'revision'
  | 'amountOut'
  | 'approveTxHash'
  | 'swapTxHash'
  | 'reason'
  | 'failedStep'
  | 'createdAtMs'
  | 'updatedAtMs'
  | 'confirmedAtMs'
>
