/**
 * The activity backfill: counts the facts of states stored before their kind counted activity (or before a new
 * ACTIVITY_VERSION), once per kind and version per deployment, in the background after a payments host starts.
 * Idempotent by the facts' keys: two hosts running it at once, or a crash half way and a rerun, count each fact
 * once (actors/runtime/activity.ts).
 */
import type { Sql } from 'postgres'
import type { Logger } from '../../platform/log'
import { activityOf, backfillActivity, type ActivitySource } from '../runtime/activity'
import type { ActorHost } from '../runtime/host'

/** Raise when a product's activity function changes what it counts: the stored states are counted again. */
const ACTIVITY_VERSION = 1

export function activitySources(host: ActorHost): ActivitySource[] {
  return host.registeredKinds().flatMap((k) => {
    const counter = activityOf(k.readModel)
    return counter ? [{ kind: k.kind, counter }] : []
  })
}

/** Backfills the kinds not yet done at this version; returns the facts added. */
export async function backfillPending(sql: Sql, sources: readonly ActivitySource[], logger: Logger): Promise<number> {
  let added = 0
  for (const source of sources) {
    const [done] = await sql`SELECT 1 FROM activity_backfills WHERE kind = ${source.kind} AND version = ${ACTIVITY_VERSION}`
    if (done) continue
    const n = await backfillActivity(sql, [source])
    await sql`INSERT INTO activity_backfills (kind, version, facts) VALUES (${source.kind}, ${ACTIVITY_VERSION}, ${n}) ON CONFLICT DO NOTHING`
    if (n > 0) logger.info({ kind: source.kind, facts: n }, 'activity backfilled')
    added += n
  }
  return added
}
