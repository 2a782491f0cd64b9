/**
 * Readiness (GET /readyz): can this gateway serve requests now? Each check
 * answers 'ok' or why not. A required check (the database, through the
 * payments role) that is not 'ok' makes the route 503, so a load balancer
 * stops sending traffic and sends it again within a cache window of its
 * return. A degradable check (the hub stream, Redis) is reported under
 * `degraded` but leaves the gateway ready: every gateway shares those
 * dependencies, so taking gateways out of rotation for them would turn a
 * market-data or Redis outage into an outage of payments, which still work
 * without them (per-node rate limits, bounded key caches). Liveness
 * (/healthz) is separate: it only says the process runs, so an outage never
 * gets gateways killed.
 */
import { createClient } from 'redis'
import { SYSTEM_CALLER } from '../../platform/caller'
import { cachedProbe, withDeadline } from '../../platform/deadline'
import type { PaymentsClient } from '../../platform/module'

/** Resolves 'ok' when the dependency can serve, otherwise a short reason; a throw counts as 'down'. */
export type ReadinessCheck = () => Promise<string>

export interface ReadinessReport {
  readonly ready: boolean
  readonly checks: Record<string, string>
  /** Degradable checks that are not 'ok': the gateway serves, with these features impaired. */
  readonly degraded: string[]
}

/** Each check may take this long; the answer is then reused this long (probes from many balancers cost one round). */
const CHECK_DEADLINE_MS = 1_500
const REPORT_CACHE_MS = 250

/** `degradable` names the checks whose failure impairs a feature but leaves the gateway ready. */
export function readinessReport(
  checks: Record<string, ReadinessCheck>,
  degradable: readonly string[] = [],
): () => Promise<ReadinessReport> {
  return cachedProbe(async () => {
    const results = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        const state = await withDeadline(check(), CHECK_DEADLINE_MS, name).catch(() => 'down')
        return [name, state] as const
      }),
    )
    const failing = results.filter(([, state]) => state !== 'ok').map(([name]) => name)
    return {
      ready: failing.every((name) => degradable.includes(name)),
      checks: Object.fromEntries(results),
      degraded: failing.filter((name) => degradable.includes(name)),
    }
  }, REPORT_CACHE_MS)
}

/** The payments role's own verdict (health.ready): Postgres reachable and shards held. */
export function paymentsCheck(payments: PaymentsClient): ReadinessCheck {
  return async () => {
    const answer = await payments.call<{ ready: boolean; checks: Record<string, string> }>('health.ready', {}, SYSTEM_CALLER)
    if (answer.ready) return 'ok'
    return Object.entries(answer.checks)
      .map(([name, state]) => `${name}: ${state}`)
      .join(', ')
  }
}

/** Redis answers PING. The client never queues commands while disconnected, so a dead Redis fails the check at once. */
export function redisCheck(url: string): { check: ReadinessCheck; close(): Promise<void> } {
  const client = createClient({ url, disableOfflineQueue: true })
  client.on('error', () => {})
  client.connect().catch(() => {})
  return {
    check: async () => (client.isReady && (await client.ping()) === 'PONG' ? 'ok' : 'unreachable'),
    close: async () => {
      client.destroy()
    },
  }
}
