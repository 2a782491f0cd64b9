/**
 * One Redis connection that never makes a caller wait long. node-redis
 * queues commands while it reconnects, so by default they hang until Redis
 * returns: the offline queue is off here, and a command on a broken
 * connection fails at once. A command on a connection that is open but
 * silent (Redis stalled, packets dropped) is abandoned after the deadline.
 * Either failure opens the breaker: every command then fails at once,
 * without touching the socket, until a background PING is answered.
 * What an unavailable Redis means is each caller's decision.
 */
import { createClient, ErrorReply, type RedisClientType } from 'redis'
import { PlatformError } from '../errors'
import type { Logger } from '../log'

/** The longest any command waits for Redis. */
export const REDIS_DEADLINE_MS = 300
/** While the breaker is open, how often a PING checks whether Redis answers again. */
const PROBE_INTERVAL_MS = 500
/** A role starting while Redis is down waits this long, then starts degraded and connects in the background. */
const STARTUP_WAIT_MS = 1_000

export class RedisUnavailableError extends PlatformError {
  constructor(message: string, cause?: unknown) {
    super('redis_unavailable', message, { temporary: true, cause })
    this.name = 'RedisUnavailableError'
  }
}

export interface GuardedRedis {
  readonly client: RedisClientType
  /** False while the breaker is open (Redis failed and no probe has been answered since). */
  readonly available: boolean
  /** Runs one command within the deadline; RedisUnavailableError at once while the breaker is open. */
  run<T>(command: (client: RedisClientType) => Promise<T>): Promise<T>
  close(): Promise<void>
}

/** A client that fails fast rather than queueing: no offline queue, short connect timeout, reconnects forever with backoff. */
export function fastFailClient(url: string): RedisClientType {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 1_000, reconnectStrategy: (retries: number) => Math.min(50 * 2 ** retries, 2_000) },
  }) as RedisClientType
  // Connection errors surface through the commands (and the breaker); the client reconnects on its own.
  client.on('error', () => {})
  return client
}

/** Connects without blocking startup on a Redis that is down: waits briefly, then carries on and keeps connecting. */
export async function connectInBackground(client: RedisClientType, logger: Logger | undefined, name: string): Promise<void> {
  const connected = client.connect().then(
    () => true,
    () => false,
  )
  const timer = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), STARTUP_WAIT_MS).unref())
  if (await Promise.race([connected, timer])) return
  logger?.warn({ redis: name }, 'redis unreachable at startup; starting degraded, connecting in the background')
}

/** Settles with the command, or rejects after ms; the abandoned command keeps its handlers, so it never rejects unhandled. */
export function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RedisUnavailableError(`no answer from redis within ${ms} ms`)), ms)
    work.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    )
  })
}

export async function guardedRedis(url: string, options: { name: string; logger?: Logger; deadlineMs?: number }): Promise<GuardedRedis> {
  const { name, logger } = options
  const deadlineMs = options.deadlineMs ?? REDIS_DEADLINE_MS
  const client = fastFailClient(url)
  let open = false
  let probe: NodeJS.Timeout | undefined
  let closed = false

  const closeBreaker = () => {
    if (!open) return
    open = false
    if (probe) clearTimeout(probe)
    probe = undefined
    logger?.info({ redis: name }, 'redis answers again')
  }
  const scheduleProbe = (delayMs: number) => {
    if (probe || closed) return
    probe = setTimeout(() => {
      probe = undefined
      if (!client.isReady) return scheduleProbe(PROBE_INTERVAL_MS)
      withDeadline(client.ping(), deadlineMs).then(closeBreaker, () => scheduleProbe(PROBE_INTERVAL_MS))
    }, delayMs)
    probe.unref()
  }
  const trip = (error: unknown) => {
    if (!open) logger?.warn({ redis: name, err: error }, 'redis unavailable; failing fast until it answers again')
    open = true
    scheduleProbe(PROBE_INTERVAL_MS)
  }
  // A fresh connection is a reason to probe now rather than at the next interval.
  client.on('ready', () => {
    if (!open) return
    if (probe) clearTimeout(probe)
    probe = undefined
    scheduleProbe(0)
  })

  await connectInBackground(client, logger, name)
  if (!client.isReady) trip(new RedisUnavailableError('not connected at startup'))
  return {
    client,
    get available() {
      return !open
    },
    async run(command) {
      if (open) throw new RedisUnavailableError(`redis (${name}) is unavailable`)
      try {
        return await withDeadline(command(client), deadlineMs)
      } catch (error) {
        // Redis answered with an error: it is up, the command is wrong. Everything else is an outage.
        if (error instanceof ErrorReply) throw error
        trip(error)
        throw error instanceof RedisUnavailableError ? error : new RedisUnavailableError(`redis (${name}) failed`, error)
      }
    },
    async close() {
      closed = true
      if (probe) clearTimeout(probe)
      // quit() waits for Redis to answer; on a dead connection that is forever, so destroy.
      if (client.isReady) await withDeadline(client.quit(), deadlineMs).catch(() => client.destroy())
      else if (client.isOpen) client.destroy()
    },
  }
}
