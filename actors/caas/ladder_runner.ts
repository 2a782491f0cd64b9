/**
 * Runs the CaaS ladder (transfer_steps.ts) for one actor kind: kicked by the
 * records' own events (fast path) and by a periodic scan of the open records
 * on the shards this host leases (after a crash, and to poll settlement), so
 * no record waits on a lost kick. A record already advancing on this host is
 * not started twice; every step is safe to repeat across hosts.
 */
import type { Sql } from 'postgres'
import { Workflow } from '../runtime/workflow'
import type { CaasContext } from './context'
import { advanceTransfer, type LadderRecord, type Steps } from './transfer_steps'

/**
 * Open records of `kind` on the given shards, in id order after `afterId`. Limited to the shards this host
 * leases so that hosts do not all advance (and re-send) the same records; a record of a shard that moves is
 * picked up by its new owner.
 */
export async function openRecords(sql: Sql, kind: string, shards: readonly number[], afterId = '', limit = 500): Promise<string[]> {
  if (shards.length === 0) return []
  const rows = await sql<{ id: string }[]>`
    SELECT id FROM caas_ladder
    WHERE kind = ${kind} AND shard = ANY(${[...shards]}::int[]) AND status IN ('queued', 'submitting', 'submitted')
      AND id > ${afterId}
    ORDER BY id LIMIT ${limit}`
  return rows.map((r) => r.id)
}

/** The ladder of one CaaS record kind as a workflow: kicked by the records' `kicks` events, scanned while open. */
export function ladderWorkflow<R extends LadderRecord>(
  caas: CaasContext,
  kind: string,
  kicks: ReadonlySet<string>,
  steps: Steps<R>,
): Workflow {
  return new Workflow(
    {
      name: kind,
      kickedBy: (e) => (kicks.has(e.type) ? e.actorId : null),
      open: (shards, afterId, limit) => openRecords(caas.payments.sql, kind, shards, afterId, limit),
      step: (id) => advanceTransfer(steps, id),
    },
    { clock: caas.payments.clock, logger: caas.payments.logger, shards: () => caas.payments.host.leases.ownedShards() },
  )
}
