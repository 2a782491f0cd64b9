/**
 * Rate limits shared by every gateway node. Sliding window over two fixed
 * windows (the previous window's count weighted by how much of it still
 * overlaps), kept in Redis and updated atomically by one Lua script, so two
 * nodes never both let the 121st request through. Without Redis an
 * in-process limiter with the same rule serves a single node.
 *
 * Redis down: a request never waits on it past the guard's deadline (and not
 * at all while the breaker is open); this node falls back to its own
 * in-process limiter with the full limit. A node does not know how many
 * nodes serve a merchant, so during an outage a merchant gets at most the
 * limit per node; the shared count resumes when Redis answers again.
 */
import type { Logger } from '../log'
import { guardedRedis, RedisUnavailableError } from './redis_guard'

interface RateDecision {
  readonly allowed: boolean
  readonly limit: number
  readonly remaining: number
  /** Seconds until the window has room again (Retry-After) or resets. */
  readonly resetSec: number
}

export interface RateLimiter {
  take(key: string, limit: number, windowMs: number, nowMs?: number): Promise<RateDecision>
  close(): Promise<void>
}

function decide(
  current: number,
  previous: number,
  limit: number,
  windowMs: number,
  nowMs: number,
): { allowed: boolean; used: number; resetSec: number } {
  const elapsed = nowMs % windowMs
  const weighted = previous * ((windowMs - elapsed) / windowMs) + current
  const allowed = weighted < limit
  return { allowed, used: Math.ceil(weighted) + (allowed ? 1 : 0), resetSec: Math.max(1, Math.ceil((windowMs - elapsed) / 1000)) }
}

const SCRIPT = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
local previous = tonumber(redis.call('GET', KEYS[2]) or '0')
local limit = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local elapsed = tonumber(ARGV[3])
local weighted = previous * ((window - elapsed) / window) + current
if weighted < limit then
  redis.call('INCR', KEYS[1])
  redis.call('PEXPIRE', KEYS[1], window * 2)
  return {1, math.ceil(weighted) + 1}
end
return {0, math.ceil(weighted)}
`

async function redisRateLimiter(url: string, options: { prefix?: string; logger?: Logger } = {}): Promise<RateLimiter> {
  const prefix = options.prefix ?? 'rl'
  const redis = await guardedRedis(url, { name: 'rate-limit', ...(options.logger ? { logger: options.logger } : {}) })
  const fallback = memoryRateLimiter()
  return {
    async take(key, limit, windowMs, nowMs = Date.now()) {
      const slot = Math.floor(nowMs / windowMs)
      const elapsed = nowMs % windowMs
      let reply: [number, number]
      try {
        reply = (await redis.run((client) =>
          client.eval(SCRIPT, {
            keys: [`${prefix}:${key}:${slot}`, `${prefix}:${key}:${slot - 1}`],
            arguments: [String(limit), String(windowMs), String(elapsed)],
          }),
        )) as [number, number]
      } catch (error) {
        if (error instanceof RedisUnavailableError) return fallback.take(key, limit, windowMs, nowMs)
        throw error
      }
      const [allowed, used] = reply
      return {
        allowed: allowed === 1,
        limit,
        remaining: Math.max(0, limit - used),
        resetSec: Math.max(1, Math.ceil((windowMs - elapsed) / 1000)),
      }
    },
    async close() {
      await redis.close()
    },
  }
}

function memoryRateLimiter(): RateLimiter {
  const counts = new Map<string, number>()
  let cleanedSlot = 0
  return {
    async take(key, limit, windowMs, nowMs = Date.now()) {
      const slot = Math.floor(nowMs / windowMs)
      const current = counts.get(`${key}:${slot}`) ?? 0
      const result = decide(current, counts.get(`${key}:${slot - 1}`) ?? 0, limit, windowMs, nowMs)
      if (result.allowed) counts.set(`${key}:${slot}`, current + 1)
      if (slot !== cleanedSlot) {
        cleanedSlot = slot
        for (const k of counts.keys()) if (Number(k.slice(k.lastIndexOf(':') + 1)) < slot - 1) counts.delete(k)
      }
      return { allowed: result.allowed, limit, remaining: Math.max(0, limit - result.used), resetSec: result.resetSec }
    },
    async close() {},
  }
}

export function rateLimiterFor(redisUrl: string | undefined, logger?: Logger): Promise<RateLimiter> {
  return redisUrl ? redisRateLimiter(redisUrl, logger ? { logger } : {}) : Promise.resolve(memoryRateLimiter())
}
