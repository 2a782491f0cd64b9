/** What a treasury move is told: its send's outcomes and its booking (decide.ts decides each). */
/** What the chain send (actors/chains/send) and the booking tell a move. */
export type MoveCommand =
  /** A node has the transaction; the hash is null while a sandbox ledger has not answered. */
  | { readonly type: 'submitted'; readonly txHash: string | null }
  | { readonly type: 'confirmed'; readonly txHash: string | null; readonly fee: bigint; readonly sent: bigint | null }
  /** `fee` when a mined transaction reverted (it paid one); null when nothing reached the chain. */
  | { readonly type: 'failed'; readonly txHash: string | null; readonly fee: bigint | null; readonly failure: string }
  | { readonly type: 'booked' }
