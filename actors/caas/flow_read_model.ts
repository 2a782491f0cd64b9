/**
 * The read model of the CaaS flows made of legs (caas_withdrawal, caas_deposit; migration 029): `caas_flows`, one
 * row per flow with its status and whether a pass still has work in it, written by the flow's own commit, so
 * its workflow's scan reads a partial index of the open ones. The actor's version guards the upsert.
 */
import type { Sql } from 'postgres'
import type { ReadModel } from '../runtime/read_model'

interface FlowRow {
  readonly status: string
  readonly open: boolean
}

/** `open`: whether a pass still has work in a record of this status. */
export function flowReadModel<S extends { readonly status: string }>(kind: string, open: (s: S) => boolean): ReadModel<S, FlowRow> {
  return {
    rows: (r) => (r.status === 'new' ? null : { status: r.status, open: open(r) }),
    ctes: (sql, entries) => [
      sql`${sql(`rm_${kind}`)} AS (
        INSERT INTO caas_flows (kind, id, shard, version, status, open)
        SELECT a.kind, a.id, a.shard, a.expected + 1, x.status, x.open
        FROM jsonb_to_recordset(${JSON.stringify(entries.map((e) => ({ i: e.i, ...e.rows })))}::text::jsonb) AS x(i int, status text, open boolean)
        JOIN input a ON a.i = x.i
        WHERE x.i IN (SELECT i FROM written)
        ON CONFLICT (kind, id) DO UPDATE SET version = EXCLUDED.version, status = EXCLUDED.status, open = EXCLUDED.open
        WHERE caas_flows.version < EXCLUDED.version
      )`,
    ],
  }
}

/** Open flows of `kind` on the given shards, in id order after `afterId` (the workflow's scan). */
export async function openFlows(sql: Sql, kind: string, shards: readonly number[], afterId: string, limit: number): Promise<string[]> {
  if (shards.length === 0) return []
  const rows = await sql<{ id: string }[]>`
    SELECT id FROM caas_flows WHERE kind = ${kind} AND open AND shard = ANY(${[...shards]}::int[]) AND id > ${afterId}
    ORDER BY id LIMIT ${limit}`
  return rows.map((r) => r.id)
}
