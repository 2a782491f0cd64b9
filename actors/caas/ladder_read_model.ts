/**
 * The CaaS ladder's read model (migration 025): `caas_ladder`, one row per
 * record of a ladder kind (caas_transfer, caas_swap) with its status and
 * shard, written by the record's own commit (runtime/read_model.ts), so the
 * ladder's scan of the open records on a host's shards (ladder_runner.ts)
 * reads a partial index of the open ones. The actor's version guards the
 * upsert: an older row never overwrites a newer.
 */
import type { ReadModel } from '../runtime/read_model'
import type { CaasTransferStatus } from './transfer/state'

/** The record's status: open while queued, submitting or submitted (the index caas_ladder_open). */
interface LadderRow {
  readonly status: CaasTransferStatus
}

export function ladderReadModel<S extends { readonly status: CaasTransferStatus | 'new' }>(kind: string): ReadModel<S, LadderRow> {
  return {
    rows: (r) => (r.status === 'new' ? null : { status: r.status }),
    ctes: (sql, entries) => [
      sql`${sql(`rm_${kind}`)} AS (
        INSERT INTO caas_ladder (kind, id, shard, version, status)
        SELECT a.kind, a.id, a.shard, a.expected + 1, x.status
        FROM jsonb_to_recordset(${JSON.stringify(entries.map((e) => ({ i: e.i, status: e.rows.status })))}::text::jsonb) AS x(i int, status text)
        JOIN input a ON a.i = x.i
        WHERE x.i IN (SELECT i FROM written)
        ON CONFLICT (kind, id) DO UPDATE SET version = EXCLUDED.version, status = EXCLUDED.status
        WHERE caas_ladder.version < EXCLUDED.version AND caas_ladder.status <> EXCLUDED.status
      )`,
    ],
  }
}
