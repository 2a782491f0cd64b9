/**
 * The webhook endpoint read model (migration 025): `webhook_endpoints`, one
 * row per endpoint as its last committed decision left it, written by the
 * endpoint's own commit (runtime/read_model.ts), for the directory's look-up
 * of the active endpoints of a business and product and the CaaS list. The
 * actor's version guards the upsert: an older row never overwrites a newer.
 */
import type { ReadModel } from '../../runtime/read_model'
import type { EndpointState } from './state'

interface EndpointRow {
  readonly business_id: string
  readonly product: string
  readonly status: string
  readonly created_at_ms: number
}

export const endpointReadModel: ReadModel<EndpointState, EndpointRow> = {
  rows: (e) =>
    e.status === 'new' ? null : { business_id: e.businessId, product: e.product, status: e.status, created_at_ms: e.createdAtMs },
  ctes: (sql, entries) => [
    sql`rm_webhook_endpoints AS (
      INSERT INTO webhook_endpoints (id, version, business_id, product, status, created_at_ms)
      SELECT a.id, a.expected + 1, x.business_id, x.product, x.status, x.created_at_ms
      FROM jsonb_to_recordset(${JSON.stringify(entries.map((e) => ({ i: e.i, ...e.rows })))}::text::jsonb)
        AS x(i int, business_id text, product text, status text, created_at_ms bigint)
      JOIN input a ON a.i = x.i
      WHERE x.i IN (SELECT i FROM written)
      ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version, business_id = EXCLUDED.business_id, product = EXCLUDED.product,
        status = EXCLUDED.status, created_at_ms = EXCLUDED.created_at_ms
      WHERE webhook_endpoints.version < EXCLUDED.version
    )`,
  ],
}
