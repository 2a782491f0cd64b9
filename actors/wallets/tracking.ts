/**
 * Keeps the `tracking` flag (the tracker's index) in step with the transactions: a send being sent or
 * awaiting confirmation, a fee due or being collected. Pure.
 */
import type { ActiveWallet } from './state'

export function withTracking(w: ActiveWallet): ActiveWallet {
  const tracking = w.transactions.some(
    (t) =>
      t.type === 'send' && (t.status === 'submitting' || t.status === 'pending' || t.fee?.status === 'due' || t.fee?.status === 'sending'),
  )
  return tracking === w.tracking ? w : { ...w, tracking }
}
