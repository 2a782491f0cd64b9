/** Keeps the `tracking` flag (the tracker's index) in step with the transactions. Pure. */
import type { ActiveWallet } from './state'

export function withTracking(w: ActiveWallet): ActiveWallet {
  const tracking = w.transactions.some((t) => t.type === 'send' && (t.status === 'pending' || t.fee?.status === 'due'))
  return tracking === w.tracking ? w : { ...w, tracking }
}
