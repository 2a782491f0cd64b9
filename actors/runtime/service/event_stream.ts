/**
 * Publishes every committed domain event to a Redis stream, for consumers
 * outside the payments role (gateway nodes pushing live checkout status,
 * read models, analytics). Entries carry the outbox event id, so consumers
 * deduplicate the replays that at-least-once publishing allows. The stream
 * is capped (approximate MAXLEN) so Redis memory stays bounded.
 *
 * Redis down: an XADD fails within the guard's deadline (at once while the
 * breaker is open); the batch stays unpublished and the outbox recovery scan
 * delivers it again, so the stream catches up when Redis returns. Commits
 * and requests never wait on it: delivery runs after the commit.
 */
import type { Logger } from '../../../platform/log'
import { guardedRedis } from '../../../platform/kv/redis_guard'
import type { EventSubscriber } from '../outbox_relay'

const EVENT_STREAM_KEY = 'platform:events'
const MAX_LEN = 100_000

export interface RedisEventStream {
  readonly subscriber: EventSubscriber
  close(): Promise<void>
}

export async function redisEventStream(url: string, key = EVENT_STREAM_KEY, logger?: Logger): Promise<RedisEventStream> {
  // Nobody waits on a delivery, so a large batch gets more time than a request's command.
  const redis = await guardedRedis(url, { name: 'event-stream', deadlineMs: 1_000, ...(logger ? { logger } : {}) })
  return {
    subscriber: (events) =>
      redis.run(async (client) => {
        const multi = client.multi()
        for (const e of events) {
          multi.xAdd(
            key,
            '*',
            {
              event_id: e.eventId,
              type: e.type,
              kind: e.kind,
              actor_id: e.actorId,
              actor_version: String(e.actorVersion),
              payload: e.payloadJson,
            },
            { TRIM: { strategy: 'MAXLEN', strategyModifier: '~', threshold: MAX_LEN } },
          )
        }
        await multi.exec()
      }),
    close: () => redis.close(),
  }
}
