/**
 * Publishes every committed domain event to a Redis stream, for consumers
 * outside the payments role (gateway nodes pushing live checkout status,
 * read models, analytics). Entries carry the outbox event id, so consumers
 * deduplicate the replays that at-least-once publishing allows. The stream
 * is capped (approximate MAXLEN) so Redis memory stays bounded.
 */
import { createClient } from 'redis'
import type { EventSubscriber } from '../runtime/outbox_relay'

export const EVENT_STREAM_KEY = 'platform:events'
const MAX_LEN = 100_000

export interface RedisEventStream {
  readonly subscriber: EventSubscriber
  close(): Promise<void>
}

export async function redisEventStream(url: string, key = EVENT_STREAM_KEY): Promise<RedisEventStream> {
  const client = createClient({ url })
  client.on('error', () => {
    // Reconnects on its own; a failed XADD fails the batch, which the outbox retries.
  })
  await client.connect()
  return {
    subscriber: async (events) => {
      const multi = client.multi()
      for (const e of events) {
        multi.xAdd(key, '*', {
          event_id: e.eventId, type: e.type, kind: e.kind, actor_id: e.actorId, actor_version: String(e.actorVersion), payload: e.payloadJson,
        }, { TRIM: { strategy: 'MAXLEN', strategyModifier: '~', threshold: MAX_LEN } })
      }
      await multi.exec()
    },
    close: async () => {
      await client.quit()
    },
  }
}
