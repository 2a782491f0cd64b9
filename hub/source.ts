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
  /** Sources that publish rolling 24 h statistics (exchanges) pass them through as-is. */
  readonly stats24h?: { readonly open: string; readonly high: string; readonly low: string; readonly volume: string }
}

export interface PriceSource {
  readonly name: string
  /** `onReset` means continuity was lost (reconnect without replay, replay loop): the hub starts a new epoch. */
  start(onTicks: (ticks: readonly SourceTick[]) => void, onReset?: () => void): Promise<void>
  stop(): Promise<void>
  /** Changes when the source restarts from scratch (replay rewinds, live reconnects without continuity). */
  readonly generation: number
}
