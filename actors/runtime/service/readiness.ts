/**
 * Whether this payments host can serve requests now: Postgres answers a
 * `SELECT 1` within a short deadline and the host holds shard leases. The
 * `health.ready` method (asked by every gateway's /readyz) and this role's
 * own /healthz share one cached probe, so a load balancer probing often
 * costs Postgres one query per window and never waits on a dead database.
 */
import type { Sql } from 'postgres'
import { cachedProbe, withDeadline } from '../../../platform/deadline'
import { PlatformError } from '../../../platform/errors'
import type { ActorHost } from '../host'

export interface Readiness {
  readonly ready: boolean
  /** Each check's state: 'ok', a count, or why it is down. */
  readonly checks: Record<string, string>
}

const PROBE_DEADLINE_MS = 1_000
const PROBE_CACHE_MS = 250

export function paymentsReadiness(sql: Sql, host: ActorHost): () => Promise<Readiness> {
  return cachedProbe(async () => {
    const shards = host.leases.ownedShards().length
    try {
      await withDeadline(sql`SELECT 1`, PROBE_DEADLINE_MS, 'postgres')
    } catch (error) {
      // The reason only, never the driver's message (it names hosts and ports): /readyz is public.
      const postgres = error instanceof PlatformError && error.code === 'deadline_exceeded' ? 'timeout' : 'unreachable'
      return { ready: false, checks: { postgres, shards: String(shards) } }
    }
    return { ready: shards > 0, checks: { postgres: 'ok', shards: String(shards) } }
  }, PROBE_CACHE_MS)
}
