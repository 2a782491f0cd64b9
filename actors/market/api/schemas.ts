/**
 * The wire shapes of market data REST (actors/market/api/routes.ts). Every
 * number is a decimal string; a field that does not apply is absent.
 */
import { Type } from '@sinclair/typebox'
import { object } from '../../../platform/schema_object'
import { named } from '../../../platform/schema_name'

const Decimal = Type.String({ pattern: '^-?[0-9]+(\\.[0-9]+)?$' })
const Time = Type.String({ format: 'date-time' })

/** A stream position: the hub's offset in its epoch (the epoch changes when the hub restarts). */
const Position = object({ offset: Type.String({ pattern: '^[0-9]+$' }), epoch: Type.String() })

/** One symbol's latest price and 24 h figures (also the WebSocket's quote). */
export const QuoteView = named('MarketQuote').Object({
  symbol: Type.String(),
  price: Decimal,
  change_24h: Decimal,
  change_24h_percent: Decimal,
  open_24h: Decimal,
  high_24h: Decimal,
  low_24h: Decimal,
  volume_24h: Decimal,
  time: Time,
  offset: Type.String({ pattern: '^[0-9]+$' }),
})

export const Prices = named('MarketPrices').Object({
  prices: Type.Record(Type.String(), QuoteView, { description: 'By symbol' }),
  unknown: Type.Array(Type.String(), { description: 'Requested symbols the hub does not quote, or not valid tickers' }),
  position: Position,
})

export const Symbols = named('MarketSymbols').Object({ symbols: Type.Array(Type.String()), total: Type.Integer({ minimum: 0 }) })

/** The source's state; 200 when `status` is ok, 503 otherwise. */
export const MarketHealth = named('MarketHealth').Object({
  status: Type.String({ description: 'ok | stale | down' }),
  source: Type.String(),
  symbols: Type.Integer({ minimum: 0 }),
  last_tick_at: Type.Optional({ ...Time, description: 'Absent before the first tick' }),
  staleness_ms: Type.Optional(Type.Integer({ minimum: 0, description: 'Absent before the first tick' })),
  position: Position,
})

/** 503 when the hub itself does not answer. */
export const HubUnreachable = object({
  status: Type.Literal('down'),
  source: Type.Literal('unknown'),
  error: Type.String(),
  code: Type.Literal('HUB_UNAVAILABLE'),
})

/** GET /v1/market/live: an HTML page that follows the market WebSocket. */
export const LivePage = Type.String({ contentMediaType: 'text/html; charset=utf-8' })
