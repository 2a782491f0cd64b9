/**
 * The AsyncAPI 3.0 document of the market WebSocket `/v1/market/ws`, served
 * at /asyncapi.json beside /openapi.json. Its message schemas are the ones
 * ws_schemas.ts declares for the frames ws_server.ts sends.
 */
import type { Static, TSchema } from '@sinclair/typebox'
import type { AsyncApiDocument } from '../../../gateway/core/builtin_schemas'
import * as ws from './ws_schemas'
import { isJsonObject } from '../../../platform/json_object'

type Json = Record<string, unknown>

/** The schema as the JSON the document serves (TypeBox's symbol keys dropped). */
function plain(schema: TSchema): Json {
  const json: unknown = JSON.parse(JSON.stringify(schema))
  if (!isJsonObject(json)) throw new Error('a schema is not an object')
  return json
}

interface Message {
  readonly name: string
  readonly title: string
  readonly summary: string
  readonly schema: TSchema
  readonly example?: unknown
}

const EPOCH = 'f3a9c1'
const SENT: readonly Message[] = [
  {
    name: 'subscribe',
    title: 'Subscribe',
    summary:
      'Subscribe to symbols, or "*"; answered by `subscribed`, then a snapshot (or, with a resume of the current epoch, a `resumed` ticks frame)',
    schema: ws.SubscribeMessage,
    example: { op: 'subscribe', symbols: ['BTC', 'ETH'], resume: { offset: '1042', epoch: EPOCH } },
  },
  { name: 'unsubscribe', title: 'Unsubscribe', summary: 'Stop receiving symbols, or "*"', schema: ws.UnsubscribeMessage },
  { name: 'ping', title: 'Ping', summary: 'Application-level ping; answered by `pong` with the same id', schema: ws.PingMessage },
]

const RECEIVED: readonly Message[] = [
  { name: 'subscribed', title: 'Subscribed', summary: 'The subscription took effect', schema: ws.SubscribedFrame },
  { name: 'unsubscribed', title: 'Unsubscribed', summary: 'The symbols were dropped', schema: ws.UnsubscribedFrame },
  {
    name: 'snapshot',
    title: 'Snapshot',
    summary: 'Full quotes of the subscribed symbols and the stream position',
    schema: ws.SnapshotFrame,
    example: {
      type: 'snapshot',
      quotes: [
        {
          symbol: 'BTC',
          price: '64000.12',
          change_24h: '1200.02',
          change_24h_percent: '1.91',
          open_24h: '62800.10',
          high_24h: '64500',
          low_24h: '62000',
          volume_24h: '18234.5',
          time: '2026-01-01T00:00:00.000Z',
          offset: '1042',
        },
      ],
      position: { offset: '1042', epoch: EPOCH },
    },
  },
  {
    name: 'ticks',
    title: 'Ticks',
    summary: 'Price changes as tuples [symbol, price, change_24h_percent, volume_24h, offset]',
    schema: ws.TicksFrame,
    example: {
      type: 'ticks',
      hub_time: 1767225600123,
      count: 1,
      position: { offset: '1043', epoch: EPOCH },
      q: [['BTC', '64001.00', '1.91', '18235.1', '1043']],
    },
  },
  { name: 'pong', title: 'Pong', summary: 'Answer to ping', schema: ws.PongFrame },
  {
    name: 'error',
    title: 'Error',
    summary: 'A refused message; the connection stays open',
    schema: ws.ErrorFrame,
    example: { type: 'error', code: 'BAD_REQUEST', message: 'symbols must be "*" or 1 to 500 tickers' },
  },
]

const message = (m: Message): Json => ({
  name: m.name,
  title: m.title,
  summary: m.summary,
  contentType: 'application/json',
  payload: plain(m.schema),
  ...(m.example ? { examples: [{ name: m.name, payload: m.example }] } : {}),
})

export function buildAsyncApi(info: { version: string; serverUrl: string }): Static<typeof AsyncApiDocument> {
  const url = new URL(info.serverUrl)
  const secure = url.protocol === 'https:'
  const ref = (m: Message) => ({ $ref: `#/channels/market/messages/${m.name}` })
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Market data WebSocket',
      version: info.version,
      description: [
        'Live prices over one WebSocket. Connect with `?key=<API_KEY>` (or an `X-API-Key` header); a missing or invalid key is refused in the upgrade with HTTP 401 `{error, code: "UNAUTHORIZED"}`.',
        'Send `subscribe`; receive `subscribed`, a `snapshot`, then `ticks` as prices change. Keep the last `position` you saw: after a reconnect, subscribe with `resume` set to it. With the same epoch you get one `ticks` frame flagged `resumed` holding the latest value of each symbol that changed since (nothing older is replayed); with another epoch (the hub restarted) you get a `snapshot` with `reset: true`.',
        'A client that reads too slowly is conflated (one `ticks` frame flagged `conflated` with the latest value per symbol once it drains), and closed past 1 MiB of unsent data.',
      ].join('\n\n'),
    },
    defaultContentType: 'application/json',
    servers: {
      gateway: {
        host: url.host,
        protocol: secure ? 'wss' : 'ws',
        description: 'The gateway; the same host serves /openapi.json',
        security: [{ $ref: '#/components/securitySchemes/apiKeyQuery' }],
      },
    },
    channels: {
      market: {
        address: '/v1/market/ws',
        title: 'Market prices',
        messages: Object.fromEntries([...SENT, ...RECEIVED].map((m) => [m.name, { $ref: `#/components/messages/${m.name}` }])),
        bindings: {
          ws: {
            method: 'GET',
            query: { type: 'object', properties: { key: { type: 'string', description: 'A payments API key' } } },
          },
        },
      },
    },
    operations: {
      ...Object.fromEntries(
        SENT.map((m) => [m.name, { action: 'send', channel: { $ref: '#/channels/market' }, summary: m.summary, messages: [ref(m)] }]),
      ),
      ...Object.fromEntries(
        RECEIVED.map((m) => [
          `on${m.title}`,
          { action: 'receive', channel: { $ref: '#/channels/market' }, summary: m.summary, messages: [ref(m)] },
        ]),
      ),
    },
    components: {
      messages: Object.fromEntries([...SENT, ...RECEIVED].map((m) => [m.name, message(m)])),
      securitySchemes: {
        apiKeyQuery: { type: 'httpApiKey', name: 'key', in: 'query', description: 'A payments API key (`test_sk_…` or `live_sk_…`)' },
      },
    },
  }
}
