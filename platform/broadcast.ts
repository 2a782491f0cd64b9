/**
 * Fire-and-forget messages to every node (cache invalidation). Redis pub/sub
 * across processes when REDIS_URL is set; in one process an in-memory bus.
 * Roles in separate processes need REDIS_URL for invalidation to reach the
 * gateways; caches also expire on their own as a safety net.
 */
import { EventEmitter } from 'node:events'
import { createClient } from 'redis'

export interface Broadcast {
  publish(channel: string, message: string): Promise<void>
  subscribe(channel: string, handler: (message: string) => void): Promise<() => Promise<void>>
  close(): Promise<void>
}

const processBus = new EventEmitter().setMaxListeners(0)

export const memoryBroadcast: Broadcast = {
  async publish(channel, message) {
    processBus.emit(channel, message)
  },
  async subscribe(channel, handler) {
    processBus.on(channel, handler)
    return async () => void processBus.off(channel, handler)
  },
  async close() {},
}

export async function redisBroadcast(url: string): Promise<Broadcast> {
  const publisher = createClient({ url })
  const subscriber = publisher.duplicate()
  for (const c of [publisher, subscriber]) c.on('error', () => {})
  await Promise.all([publisher.connect(), subscriber.connect()])
  return {
    async publish(channel, message) {
      await publisher.publish(channel, message)
    },
    async subscribe(channel, handler) {
      await subscriber.subscribe(channel, handler)
      return async () => subscriber.unsubscribe(channel, handler)
    },
    async close() {
      await Promise.all([publisher.quit(), subscriber.quit()])
    },
  }
}

export function broadcastFor(redisUrl: string | undefined): Promise<Broadcast> {
  return redisUrl ? redisBroadcast(redisUrl) : Promise.resolve(memoryBroadcast)
}
