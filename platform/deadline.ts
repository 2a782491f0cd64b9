/**
 * A bound on how long one piece of work may keep its caller waiting. The
 * work itself is not cancelled (a query already sent runs on); the caller
 * gets a temporary `deadline_exceeded` fault instead of an answer.
 */
import { PlatformError } from './errors'

/** Resolves as `work` does, or rejects with a temporary `deadline_exceeded` after `ms`. */
export function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new PlatformError('deadline_exceeded', `${what} did not answer within ${ms} ms`, { temporary: true })),
      ms,
    )
  })
  return Promise.race([work, expired]).finally(() => clearTimeout(timer))
}

/**
 * `probe`, at most once per `cacheMs`: callers within that window (a load
 * balancer's probes from several nodes) share one answer or one probe in flight.
 */
export function cachedProbe<T>(probe: () => Promise<T>, cacheMs: number): () => Promise<T> {
  let last: { atMs: number; value: T } | undefined
  let running: Promise<T> | undefined
  return () => {
    if (last && Date.now() - last.atMs < cacheMs) return Promise.resolve(last.value)
    running ??= probe()
      .then((value) => (last = { atMs: Date.now(), value }).value)
      .finally(() => (running = undefined))
    return running
  }
}
