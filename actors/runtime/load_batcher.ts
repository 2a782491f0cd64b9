/**
 * Coalesces activations that start in the same tick into one query: when a
 * burst of messages wakes a thousand actors, Postgres sees a handful of
 * `unnest` lookups instead of a thousand round trips.
 */
import type { ActorRef } from './types'
import type { StoredSnapshot } from './store'

type Row = { kind: string; id: string; version: number; stateJson: string }
type Waiter = { ref: ActorRef; resolve: (s: StoredSnapshot | null) => void; reject: (e: unknown) => void }

const MAX_BATCH = 500

export class LoadBatcher {
  private pending: Waiter[] = []
  private scheduled = false

  constructor(private readonly fetch: (refs: ActorRef[]) => Promise<Row[]>) {}

  load(ref: ActorRef): Promise<StoredSnapshot | null> {
    return new Promise((resolve, reject) => {
      this.pending.push({ ref, resolve, reject })
      if (this.pending.length >= MAX_BATCH) this.flush()
      else if (!this.scheduled) {
        this.scheduled = true
        setImmediate(() => this.flush())
      }
    })
  }

  private flush(): void {
    this.scheduled = false
    const batch = this.pending
    if (batch.length === 0) return
    this.pending = []
    this.fetch(batch.map((w) => w.ref)).then(
      (rows) => {
        const byKey = new Map(rows.map((r) => [`${r.kind}\u0000${r.id}`, r]))
        for (const w of batch) {
          const row = byKey.get(`${w.ref.kind}\u0000${w.ref.id}`)
          w.resolve(row ? { version: row.version, stateJson: row.stateJson } : null)
        }
      },
      (error: unknown) => {
        for (const w of batch) w.reject(error)
      },
    )
  }
}
