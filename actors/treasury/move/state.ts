/**
 * The state machine of a treasury move (its row in treasury_moves, moves.ts):
 *
 *   recorded -> submitted -> confirmed | failed      (recorded may settle at once: the send was already settled,
 *                                                     or nothing was signed)
 *   confirmed | failed: booked false -> true          (its ledger transfers are in, book.ts)
 *
 * Only a settled move may be booked, which the union below says in its types.
 */
import type { MoveRejection } from './rejections'

export type MoveStatus = 'recorded' | 'submitted' | 'confirmed' | 'failed'

/** What the chain told about the move so far; each fact, once known, is kept by every later state. */
export interface MoveFacts {
  readonly txHash: string | null
  /** The network fee actually paid (native base units), once known. */
  readonly fee: bigint | null
  /** What left the address as principal when not `amount` (a native send paying its fee out of the amount). */
  readonly sent: bigint | null
  readonly failure: string | null
}

export type MoveState =
  | (MoveFacts & { readonly status: 'recorded' | 'submitted'; readonly booked: false })
  | (MoveFacts & { readonly status: 'confirmed' | 'failed'; readonly booked: boolean })

/**
 * `accepted` carries the state it was decided on, so the writer can require
 * the row still holds it (moves.ts); `unchanged` is news the move already has.
 */
export type MoveDecision =
  | { readonly kind: 'accepted'; readonly from: MoveState; readonly state: MoveState }
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'rejected'; readonly code: MoveRejection }
