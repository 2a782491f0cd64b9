/**
 * The accounts of the pending transfers this process created, so a post or
 * void (which names only the pending id) can be kept out of a batch in
 * flight on the same accounts (batcher.ts). A hint: a pending transfer
 * another process created is unknown here, and its post then waits on the
 * row locks in Postgres, as it would without the hint.
 */
import { TRANSFER_FLAG, type TransferItem } from './encode'
import type { CreateTransferResult } from './types'
import { BoundedMap } from '../bounded'

/** Enough for the pending transfers of a busy minute; the oldest are forgotten first. */
const REMEMBERED_MAX = 100_000

export class PendingAccounts {
  private readonly accounts = new BoundedMap<string, readonly [string, string]>(REMEMBERED_MAX)

  /** The keys a batch of these items holds while in flight: its accounts and the pending ids it resolves. */
  keys(items: readonly TransferItem[]): string[] {
    const keys: string[] = []
    for (const t of items) {
      if (t.d !== null) keys.push(t.d)
      if (t.c !== null) keys.push(t.c)
      if (t.p !== null) keys.push(`pending:${t.p}`, ...(this.accounts.get(t.p) ?? []))
    }
    return keys
  }

  learn(items: readonly TransferItem[], results: readonly CreateTransferResult[]): void {
    items.forEach((t, i) => {
      if (results[i] !== 'OK') return
      if ((t.f & TRANSFER_FLAG.pending) !== 0 && t.d !== null && t.c !== null) {
        this.accounts.set(t.i, [t.d, t.c])
      } else if (t.p !== null) this.accounts.delete(t.p)
    })
  }
}
