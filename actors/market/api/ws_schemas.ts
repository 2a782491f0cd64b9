/**
 * The frames of the market WebSocket (ws_protocol.ts, ws_frames.ts) as JSON
 * Schemas, for its AsyncAPI document (asyncapi_doc.ts). test/gateway/asyncapi.test.ts
 * validates the frames a live socket sends against them, so they cannot drift.
 * Draft-07 tuple form (`items` as a list) for the tick: AsyncAPI 3's default schema format.
 */
import { Type } from '@sinclair/typebox'
import { object } from '../../../platform/schema_object'
import { MAX_SYMBOLS_PER_SOCKET } from './ws_protocol'
import { QuoteView } from './schemas'

const Ticker = Type.String({ pattern: '^[A-Z0-9]{1,12}$' })
const Offset = Type.String({ pattern: '^[0-9]+$', description: 'The hub’s stream offset (decimal string)' })
const Decimal = Type.String({ pattern: '^-?[0-9]+(\\.[0-9]+)?$' })
const Symbols = Type.Union([Type.Literal('*'), Type.Array(Ticker, { minItems: 1, maxItems: MAX_SYMBOLS_PER_SOCKET })], {
  description: '"*" for every symbol, or a list of tickers (case-insensitive)',
})
const Position = object(
  { offset: Offset, epoch: Type.String({ description: 'Changes when the hub restarts; a resume from another epoch gets a snapshot' }) },
  { additionalProperties: false },
)
const closed = { additionalProperties: false } as const

export const SubscribeMessage = object(
  {
    op: Type.Literal('subscribe'),
    symbols: Symbols,
    resume: Type.Optional(Position),
  },
  { ...closed, description: 'Start (or widen) a subscription; with `resume`, continue after a reconnect from the last position seen' },
)
export const UnsubscribeMessage = object({ op: Type.Literal('unsubscribe'), symbols: Symbols }, closed)
export const PingMessage = object({ op: Type.Literal('ping'), id: Type.Optional(Type.Unknown()) }, closed)

export const SubscribedFrame = object(
  {
    type: Type.Literal('subscribed'),
    symbols: Symbols,
    unknown: Type.Array(Type.String(), { description: 'Requested symbols the hub does not quote (yet)' }),
  },
  closed,
)
export const UnsubscribedFrame = object({ type: Type.Literal('unsubscribed'), symbols: Type.Array(Type.String()) }, closed)

export const SnapshotFrame = object(
  {
    type: Type.Literal('snapshot'),
    quotes: Type.Array(QuoteView),
    position: Position,
    reset: Type.Optional(
      Type.Literal(true, { description: 'The hub restarted (new epoch) or a resume was from another epoch: replace all state' }),
    ),
  },
  { ...closed, description: 'Everything a new subscriber needs, once per subscribe' },
)

/** [symbol, price, change_24h_percent, volume_24h, offset]: every number a decimal string. */
const TickTupleSchema = Type.Tuple(
  [
    { ...Ticker, description: 'symbol' },
    { ...Decimal, description: 'price' },
    { ...Decimal, description: 'change_24h_percent' },
    { ...Decimal, description: 'volume_24h' },
    { ...Offset, description: 'offset' },
  ],
  { description: 'One quote: [symbol, price, change_24h_percent, volume_24h, offset]' },
)

export const TicksFrame = object(
  {
    type: Type.Literal('ticks'),
    hub_time: Type.Integer({ description: 'Milliseconds since the epoch of the hub batch' }),
    count: Type.Integer({ minimum: 0, description: 'Number of tuples in `q`' }),
    position: Position,
    resumed: Type.Optional(Type.Literal(true, { description: 'The changes since a resume position, not live ticks' })),
    conflated: Type.Optional(Type.Literal(true, { description: 'Latest value per symbol after the client fell behind' })),
    q: Type.Array(TickTupleSchema),
  },
  { ...closed, description: 'Price changes, 10+ times a second; compact tuples' },
)

export const PongFrame = object(
  { type: Type.Literal('pong'), id: Type.Optional(Type.Unknown()), time: Type.Integer({ description: 'Server time, ms' }) },
  closed,
)

export const ErrorFrame = object(
  {
    type: Type.Literal('error'),
    code: Type.Union([Type.Literal('BAD_REQUEST'), Type.Literal('ALREADY_SUBSCRIBED_ALL'), Type.Literal('TOO_MANY_SYMBOLS')]),
    message: Type.String(),
  },
  { ...closed, description: 'A message the server refused; the connection stays open' },
)
