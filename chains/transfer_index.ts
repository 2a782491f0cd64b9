/**
 * Numbers the transfers of one transaction that share an address and a
 * currency (two token Transfer logs, two instructions to one account): the
 * first is 0, the next 1, in the order the chain lists them. The order comes
 * from the transaction's own execution, not from the block it landed in, so
 * the numbers survive a re-scan and a re-mining after a reorg, where a
 * block-wide log index would not. Callers pass every transfer of a
 * transaction to that address in one call.
 */
import type { IncomingTransfer } from './adapter'

export function numberTransfers(transfers: ReadonlyArray<Omit<IncomingTransfer, 'index'>>): IncomingTransfer[] {
  const seen = new Map<string, number>()
  return transfers.map((t) => {
    const key = `${t.txHash}\u0000${t.toAddress}\u0000${t.currency}`
    const index = seen.get(key) ?? 0
    seen.set(key, index + 1)
    return { ...t, index }
  })
}
