/**
 * Fire-and-forget messages to every node (cache invalidation). Redis pub/sub
 * across processes when REDIS_URL is set; in one process an in-memory bus.
 * Roles in separate processes need REDIS_URL for invalidation to reach the
 * gateways; caches also expire on their own as a safety net.
 *
 * Redis down: publish waits at most the guard's deadline, logs and resolves
 * (the change it announces is committed already; the caches' bounded TTL
 * covers the lost message). Subscriptions survive: the client resubscribes
 * when Redis returns, and `onResume` tells subscribers that messages
 * published meanwhile were lost. `deliverLocally` reaches this node's
 * subscribers without Redis, so a node applies its own changes at once.
 */
import { EventEmitter } from 'node:events'
import type { Logger } from './log'
import { connectInBackground, fastFailClient, guardedRedis, withDeadline, REDIS_DEADLINE_MS } from './kv/redis_guard'

type Handler = (message: string) => void

export interface Broadcast {
  /** Best effort: resolves once Redis took the message or after the deadline; never rejects for an unavailable bus. */
  publish(channel: string, message: string): Promise<void>
  /** Resolves once live, or after the deadline while Redis is down (it goes live when Redis returns). */
  subscribe(channel: string, handler: Handler, onResume?: () => void): Promise<() => Promise<void>>
  /** Hands a message to this instance's subscribers only. */
  deliverLocally(channel: string, message: string): void
  close(): Promise<void>
}

const processBus = new EventEmitter().setMaxListeners(0)

const memoryBroadcast: Broadcast = {
  async publish(channel, message) {
    processBus.emit(channel, message)
  },
  async subscribe(channel, handler) {
    processBus.on(channel, handler)
    return async () => void processBus.off(channel, handler)
  },
  deliverLocally(channel, message) {
    processBus.emit(channel, message)
  },
  async close() {},
}

async function redisBroadcast(url: string, logger?: Logger): Promise<Broadcast> {
  const publisher = await guardedRedis(url, { name: 'broadcast', ...(logger ? { logger } : {}) })
  const subscriber = fastFailClient(url)
  const handlers = new Map<string, Set<Handler>>()
  const resumers = new Set<() => void>()
  const dispatch = (message: string, channel: string) => {
    for (const handler of handlers.get(channel) ?? []) handler(message)
  }
  // One Redis subscription per channel. Once confirmed, node-redis renews it on every reconnect;
  // one that failed (Redis down) is asked for again here, and subscribing twice is a no-op.
  const subscribeAll = async () => {
    await Promise.all([...handlers.keys()].map((channel) => subscriber.subscribe(channel, dispatch)))
  }
  // Every (re)connection may follow a gap in which messages were lost: subscribers hear of it once subscribed again.
  subscriber.on('ready', () => {
    subscribeAll().then(
      () => {
        for (const resume of resumers) resume()
      },
      () => {},
    )
  })
  await connectInBackground(subscriber, logger, 'broadcast-subscriber')
  return {
    async publish(channel, message) {
      await publisher
        .run((client) => client.publish(channel, message))
        .catch((error: unknown) => {
          logger?.warn({ err: error, channel }, 'broadcast not published (redis unavailable); caches expire on their own')
        })
    },
    async subscribe(channel, handler, onResume) {
      const set = handlers.get(channel) ?? new Set<Handler>()
      set.add(handler)
      handlers.set(channel, set)
      if (onResume) resumers.add(onResume)
      if (subscriber.isReady) await withDeadline(subscribeAll(), REDIS_DEADLINE_MS).catch(() => {})
      return async () => {
        set.delete(handler)
        if (onResume) resumers.delete(onResume)
        if (set.size === 0) {
          handlers.delete(channel)
          if (subscriber.isReady) await withDeadline(subscriber.unsubscribe(channel, dispatch), REDIS_DEADLINE_MS).catch(() => {})
        }
      }
    },
    deliverLocally(channel, message) {
      dispatch(message, channel)
    },
    async close() {
      await publisher.close()
      if (subscriber.isReady) await withDeadline(subscriber.quit(), REDIS_DEADLINE_MS).catch(() => subscriber.destroy())
      else if (subscriber.isOpen) subscriber.destroy()
    },
  }
}

export function broadcastFor(redisUrl: string | undefined, logger?: Logger): Promise<Broadcast> {
  return redisUrl ? redisBroadcast(redisUrl, logger) : Promise.resolve(memoryBroadcast)
}
