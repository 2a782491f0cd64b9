/**
 * Where prices come from. The hub runs exactly one source; each emits
 * trades/quotes as decimal strings so no source leaks floats downstream.
 */
export interface SourceTick {
  readonly symbol: string
  readonly price: string
  /** Base-asset volume traded since the previous tick of this symbol, decimal string. */
  readonly volume: string
  readonly timeMs: number
}

export interface PriceSource {
  readonly name: string
  start(onTicks: (ticks: readonly SourceTick[]) => void): Promise<void>
  stop(): Promise<void>
  /** Changes when the source restarts from scratch (replay rewinds, live reconnects without continuity). */
  readonly generation: number
}
