/**
 * A gateway node's copy of the hub's latest quotes, fed by the tick stream:
 * snapshots for new WebSocket subscribers and resumes are served from here
 * without asking the hub.
 */
import type { Quote, TickBatch } from '../../proto/gen/market'

export class LocalBook {
  readonly quotes = new Map<string, Quote>()
  offset = 0n
  epoch = ''

  apply(batch: TickBatch): void {
    if (batch.snapshot || batch.position?.epoch !== this.epoch) {
      if (batch.snapshot) this.quotes.clear()
    }
    for (const q of batch.quotes) this.quotes.set(q.symbol, q)
    this.offset = batch.position?.offset ?? this.offset
    this.epoch = batch.position?.epoch ?? this.epoch
  }

  select(symbols: readonly string[] | '*'): Quote[] {
    if (symbols === '*') return [...this.quotes.values()]
    return symbols.flatMap((s) => {
      const q = this.quotes.get(s)
      return q ? [q] : []
    })
  }
}
