/**
 * The hub's latest snapshot per symbol with a stream position {offset,
 * epoch}: offset grows by one per changed quote; epoch is new for every hub
 * start (and source reset), so a client resuming from an offset of another
 * epoch knows it must take a fresh snapshot.
 */
import { randomBytes } from 'node:crypto'
import type { SourceTick } from './source'

export interface QuoteState {
  readonly symbol: string
  price: string
  open24h: string
  high24h: string
  low24h: string
  volume24h: number
  timeMs: number
  offset: bigint
}

export class SnapshotBook {
  private readonly quotes = new Map<string, QuoteState>()
  private offsetValue = 0n
  private epochValue = randomBytes(6).toString('hex')
  lastTickMs = 0

  get offset(): bigint {
    return this.offsetValue
  }

  get epoch(): string {
    return this.epochValue
  }

  /** Starts a new epoch (source reset): offsets restart and old positions become invalid. */
  resetEpoch(): void {
    this.epochValue = randomBytes(6).toString('hex')
    this.offsetValue = 0n
    this.quotes.clear()
  }

  apply(ticks: readonly SourceTick[]): QuoteState[] {
    const changed: QuoteState[] = []
    for (const tick of ticks) {
      const offset = ++this.offsetValue
      let quote = this.quotes.get(tick.symbol)
      if (!quote) {
        quote = {
          symbol: tick.symbol,
          price: tick.price,
          open24h: tick.price,
          high24h: tick.price,
          low24h: tick.price,
          volume24h: 0,
          timeMs: tick.timeMs,
          offset,
        }
        this.quotes.set(tick.symbol, quote)
      }
      quote.price = tick.price
      if (tick.stats24h) {
        quote.open24h = tick.stats24h.open
        quote.high24h = tick.stats24h.high
        quote.low24h = tick.stats24h.low
        quote.volume24h = Number(tick.stats24h.volume)
      } else {
        if (Number(tick.price) > Number(quote.high24h)) quote.high24h = tick.price
        if (Number(tick.price) < Number(quote.low24h)) quote.low24h = tick.price
        quote.volume24h += Number(tick.volume)
      }
      quote.timeMs = tick.timeMs
      quote.offset = offset
      changed.push(quote)
      this.lastTickMs = Math.max(this.lastTickMs, tick.timeMs)
    }
    return changed
  }

  get(symbol: string): QuoteState | undefined {
    return this.quotes.get(symbol)
  }

  all(): QuoteState[] {
    return [...this.quotes.values()]
  }

  symbols(): string[] {
    return [...this.quotes.keys()].sort()
  }
}
