/** What the swap actor is asked to do. */
import type { SwapOpening } from './state'
import type { BridgeCommand } from './bridge_state'

export type SwapCommand =
  | { readonly type: 'get' }
  /** Before the first transaction is sent. */
  | { readonly type: 'open'; readonly swap: SwapOpening }
  /** A transaction of the swap was sent (or its broadcast outcome is unknown): its hash. */
  | { readonly type: 'sent'; readonly step: 'approve' | 'swap'; readonly txHash: string }
  /** The swap transaction's receipt: what the recipient really received. */
  | { readonly type: 'confirm'; readonly txHash: string; readonly amountOut: bigint; readonly platformFee: bigint }
  /** The unsent timer fired. */
  | { readonly type: 'unsent_due' }
  | { readonly type: 'fail'; readonly step: 'approve' | 'swap'; readonly reason: string }
  | BridgeCommand
