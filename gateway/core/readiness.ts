/**
 * Readiness (GET /readyz): can this gateway serve requests now? Each check
 * answers 'ok' or why not; the route is 200 only when all are 'ok', so a
 * load balancer stops sending traffic while the database (through the
 * payments role), the hub stream or Redis is gone, and sends it again
 * within a cache window of their return. Liveness (/healthz) is separate:
 * it only says the process runs, so an outage never gets gateways killed.
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
}

/** Each check may take this long; the answer is then reused this long (probes from many balancers cost one round). */
const CHECK_DEADLINE_MS = 1_500
const REPORT_CACHE_MS = 250

export function readinessReport(checks: Record<string, ReadinessCheck>): () => Promise<ReadinessReport> {
  return cachedProbe(async () => {
    const results = await Promise.all(Object.entries(checks).map(async ([name, check]) => {
      const state = await withDeadline(check(), CHECK_DEADLINE_MS, name).catch(() => 'down')
      return [name, state] as const
    }))
    return { ready: results.every(([, state]) => state === 'ok'), checks: Object.fromEntries(results) }
  }, REPORT_CACHE_MS)
}

/** The payments role's own verdict (health.ready): Postgres reachable and shards held. */
export function paymentsCheck(payments: PaymentsClient): ReadinessCheck {
  return async () => {
    const answer = await payments.call<{ ready: boolean; checks: Record<string, string> }>('health.ready', {}, SYSTEM_CALLER)
    if (answer.ready) return 'ok'
    return Object.entries(answer.checks).map(([name, state]) => `${name}: ${state}`).join(', ')
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
