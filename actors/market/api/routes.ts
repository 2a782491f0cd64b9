/**
 * Market data REST (`/v1/market/*`, routed to the hub component):
 *   GET /v1/market/prices?symbols=BTC,ETH   API key (X-API-Key or Authorization: Bearer <key>)
 *   GET /v1/market/symbols                  public
 *   GET /v1/market/health                   public; 503 when the source is stale or down
 * Prices body: { prices: { BTC: {symbol, price, change_24h, change_24h_percent,
 * open_24h, high_24h, low_24h, volume_24h, time, offset} }, unknown: [..],
 * position: {offset, epoch} }. Every number is a decimal string.
 */
import { Type, type Static } from '@sinclair/typebox'
import { object } from '../../../platform/schema_object'
import { percentChange, subtractDecimal } from '../../../platform/decimal'
import type { Quote } from '../../../proto/gen/market'
import { route, type RouteSpec } from '../../../gateway/http/route'
import { HttpError } from '../../../gateway/core/failures'
import type { RateLimiter } from '../../../platform/kv/rate_limit'
import { policyField } from '../../../gateway/core/request_limits'
import type { HubClient } from '../../../proto/market/hub_client'
import { checkedReply } from '../../../gateway/core/checked_reply'
import { HubUnreachable, MarketHealth, Prices, QuoteView, Symbols } from './schemas'

const MAX_SYMBOLS = 200
const SYMBOL = /^[A-Z0-9]{1,12}$/

export function quoteView(q: Quote): Static<typeof QuoteView> {
  return {
    symbol: q.symbol,
    price: q.price,
    change_24h: subtractDecimal(q.price, q.open24h),
    change_24h_percent: percentChange(q.price, q.open24h),
    open_24h: q.open24h,
    high_24h: q.high24h,
    low_24h: q.low24h,
    volume_24h: q.volume24h,
    time: new Date(Number(q.timeMs)).toISOString(),
    offset: q.offset.toString(),
  }
}

/** Spec limit: 120 market REST requests per merchant per minute, across all gateway nodes. */
const MARKET_LIMIT_PER_MINUTE = 120

const MARKET_POLICY = policyField({ name: 'market', quota: MARKET_LIMIT_PER_MINUTE, windowSec: 60 })

/** Counts one market request of the merchant across every gateway node; the IETF fields name the `market` policy. */
async function limited(limiter: RateLimiter, businessId: string): Promise<Record<string, string>> {
  const decision = await limiter.take(`market:${businessId}`, MARKET_LIMIT_PER_MINUTE, 60_000)
  const headers = {
    'ratelimit-policy': MARKET_POLICY,
    ratelimit: `"market";r=${decision.remaining};t=${decision.resetSec}`,
  }
  if (!decision.allowed)
    throw new HttpError(429, 'RATE_LIMITED', `market data is limited to ${decision.limit} requests per minute`, {
      ...headers,
      'retry-after': String(decision.resetSec),
    })
  return headers
}

export function marketRoutes(hub: HubClient, limiter: RateLimiter): RouteSpec[] {
  return [
    route({
      method: 'GET',
      path: '/v1/market/prices',
      operationId: 'market.prices',
      summary: 'Latest price, 24 h change and volume per symbol; unknown symbols are listed, not dropped',
      tags: ['market'],
      auth: { kind: 'apiKey', product: 'payments', permission: 'any_key' },
      query: object({
        symbols: Type.Optional(Type.String({ maxLength: 2_000, description: 'Comma-separated tickers, e.g. BTC,ETH; all when omitted' })),
      }),
      responses: { 200: Prices },
      errors: ['RATE_LIMITED'],
      handler: async (req) => {
        const headers = await limited(limiter, req.principal.kind === 'apiKey' ? req.principal.businessId : 'anonymous')
        const raw = req.query.symbols
        const wanted = raw
          ? [
              ...new Set(
                raw
                  .split(',')
                  .map((s) => s.trim().toUpperCase())
                  .filter((s) => s !== ''),
              ),
            ]
          : (await hub.symbols()).symbols
        if (wanted.length > MAX_SYMBOLS) throw new HttpError(400, 'VALIDATION_FAILED', `symbols: at most ${MAX_SYMBOLS} per request`)
        const invalid = wanted.filter((s) => !SYMBOL.test(s))
        const reply = await hub.prices(wanted.filter((s) => SYMBOL.test(s)))
        const prices: Record<string, Static<typeof QuoteView>> = {}
        for (const q of reply.quotes) prices[q.symbol] = quoteView(q)
        return checkedReply(Prices, {
          status: 200,
          headers,
          body: {
            prices,
            unknown: [...reply.unknown, ...invalid],
            position: { offset: reply.position?.offset.toString() ?? '0', epoch: reply.position?.epoch ?? '' },
          },
        })
      },
    }),
    {
      method: 'GET',
      path: '/v1/market/symbols',
      operationId: 'market.symbols',
      summary: 'Every symbol the hub quotes',
      tags: ['market'],
      auth: { kind: 'public' },
      responses: { 200: Symbols },
      handler: async () => {
        const { symbols } = await hub.symbols()
        return checkedReply(Symbols, { status: 200, body: { symbols, total: symbols.length } })
      },
    },
    {
      method: 'GET',
      path: '/v1/market/health',
      operationId: 'market.health',
      summary: 'Price source status and staleness',
      tags: ['market'],
      auth: { kind: 'public' },
      responses: { 200: MarketHealth, 503: Type.Union([MarketHealth, HubUnreachable]) },
      handler: async () => {
        const h = await hub.health().catch(() => undefined)
        if (!h)
          return checkedReply(HubUnreachable, {
            status: 503,
            body: { status: 'down', source: 'unknown', error: 'hub unreachable', code: 'HUB_UNAVAILABLE' },
          })
        return checkedReply(MarketHealth, {
          status: h.status === 'ok' ? 200 : 503,
          body: {
            status: h.status,
            source: h.source,
            symbols: h.symbols,
            // Before the first tick there is no time to report: the fields are absent, not null.
            ...(h.lastTickMs > 0n
              ? { last_tick_at: new Date(Number(h.lastTickMs)).toISOString(), staleness_ms: Number(h.stalenessMs) }
              : {}),
            position: { offset: h.position?.offset.toString() ?? '0', epoch: h.position?.epoch ?? '' },
          },
        })
      },
    },
  ]
}
