/**
 * The API key read model (migration 025): `api_keys`, one row per key as its
 * last committed decision left it, written by the key's own commit
 * (runtime/read_model.ts). It serves the key list, the look-up by hash on a
 * gateway's cache miss and the revocation of what a leaving creator made.
 * The actor's version guards the upsert: an older row never overwrites a newer.
 */
import type { ReadModel } from '../../runtime/read_model'
import type { ApiKeyState } from './state'

interface ApiKeyRow {
  readonly business_id: string
  readonly status: string
  readonly hash: string
  readonly created_by: string | null
  readonly created_at_ms: number
}

export const apiKeyReadModel: ReadModel<ApiKeyState, ApiKeyRow> = {
  rows: (k) =>
    k.status === 'new'
      ? null
      : { business_id: k.businessId, status: k.status, hash: k.hash, created_by: k.createdBy ?? null, created_at_ms: k.createdAtMs },
  ctes: (sql, entries) => [
    sql`rm_api_keys AS (
      INSERT INTO api_keys (id, version, business_id, status, hash, created_by, created_at_ms)
      SELECT a.id, a.expected + 1, x.business_id, x.status, x.hash, x.created_by, x.created_at_ms
      FROM jsonb_to_recordset(${JSON.stringify(entries.map((e) => ({ i: e.i, ...e.rows })))}::text::jsonb)
        AS x(i int, business_id text, status text, hash text, created_by text, created_at_ms bigint)
      JOIN input a ON a.i = x.i
      WHERE x.i IN (SELECT i FROM written)
      ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version, status = EXCLUDED.status, hash = EXCLUDED.hash
      WHERE api_keys.version < EXCLUDED.version
    )`,
  ],
}
