/**
 * A cross-chain swap's bridge detail, kept on its swap record: which bridge
 * carries it, where it pays out, and the bridge's last word (LI.FI's status
 * and sub-status, chains/bridge/adapter.ts), which the swap's own status
 * follows (`specStatus`). While the swap is pending a durable timer
 * (`bridge_poll`) fires every `pollMs`; each firing re-arms it and asks the
 * subscriber to read `/status` (bridge_events.ts). Only a final status
 * (done, failed, refunded) cancels it, so polling never stops while a
 * refund is in progress, nor because the bridge or this process was down.
 */
import type { BridgeStatus } from '../../chains/bridge/adapter'

type Hex = `0x${string}`

export interface BridgeProgress {
  readonly tool: string
  readonly fromChainId: number
  readonly toChainId: number
  /** The recipient on the destination chain. */
  readonly toAddress: string
  readonly pollMs: number
  /**
   * The bridge's source transaction as its quote gave it, and who must be approved to spend a token input: what
   * the swap's workflow sends (send_workflow.ts). Absent on swaps recorded before the workflow sent them.
   */
  readonly source?: { readonly to: Hex; readonly data: Hex; readonly value: bigint; readonly spender: Hex }
  /** NOT_FOUND until the bridge has seen the source transaction; then PENDING, DONE, FAILED or INVALID. */
  readonly status: string
  readonly substatus: string
  readonly message?: string
  /** The destination payout, or the refund on the source chain. */
  readonly receivingTxHash?: string
  readonly receivedToken?: string
}

export const BRIDGE_POLL_TIMER = 'bridge_poll'

export type BridgeCommand =
  /** The poll timer fired. */
  | { readonly type: 'bridge_poll_due' }
  /** What the bridge's `/status` answered. */
  | { readonly type: 'bridge_status'; readonly status: BridgeStatus }
