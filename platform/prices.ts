/**
 * What products need from market data: the latest price of a coin in USD
 * (the hub's quote asset), as an exact decimal string with its time. The
 * payments role implements it over the hub's gRPC service; amounts derived
 * from it use bigint arithmetic only.
 */
export interface UsdQuote {
  readonly symbol: string
  /** Decimal string, e.g. "3480.12". */
  readonly price: string
  readonly timeMs: number
}

export interface PriceOracle {
  /** Latest quotes for the symbols the hub knows; unknown symbols are absent from the map. Throws a temporary fault when the hub is down. */
  usdQuotes(symbols: readonly string[]): Promise<ReadonlyMap<string, UsdQuote>>
}
