/** The payments role's PriceOracle: a unary GetPrices call to the hub per lookup (checkout selections are rare next to ticks). */
import type { HubClient } from '../../../proto/market/hub_client'
import type { PriceOracle, UsdQuote } from '../../../platform/prices'

export function hubPriceOracle(hub: HubClient): PriceOracle {
  return {
    async usdQuotes(symbols) {
      const reply = await hub.prices([...symbols])
      return new Map(
        reply.quotes.map((q): [string, UsdQuote] => [q.symbol, { symbol: q.symbol, price: q.price, timeMs: Number(q.timeMs) }]),
      )
    },
  }
}
