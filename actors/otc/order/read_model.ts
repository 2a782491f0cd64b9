/**
 * The order read model (migration 031): `otc_orders`, one row per order, for the history, the operators' review
 * list, the settlement workflow's scan (open: a received payment not yet credited), and matching a bank payment
 * to its order by reference (unique). The actor's version guards the upsert.
 */
import type { ReadModel } from '../../runtime/read_model'
import type { OtcOrderState } from './state'

interface OrderRow {
  readonly business_id: string
  readonly is_test: boolean
  readonly status: string
  readonly open: boolean
  readonly reference: string
  readonly created_at_ms: number
}

export const otcOrderReadModel: ReadModel<OtcOrderState, OrderRow> = {
  rows: (o) =>
    o.status === 'new'
      ? null
      : {
          business_id: o.businessId,
          is_test: o.isTest,
          status: o.status,
          open: o.status === 'payment_received',
          reference: o.reference,
          created_at_ms: o.createdAtMs,
        },
  ctes: (sql, entries) => [
    sql`rm_otc_orders AS (
      INSERT INTO otc_orders (id, shard, version, business_id, is_test, status, open, reference, created_at_ms)
      SELECT a.id, a.shard, a.expected + 1, x.business_id, x.is_test, x.status, x.open, x.reference, x.created_at_ms
      FROM jsonb_to_recordset(${JSON.stringify(entries.map((e) => ({ i: e.i, ...e.rows })))}::text::jsonb)
        AS x(i int, business_id text, is_test boolean, status text, open boolean, reference text, created_at_ms bigint)
      JOIN input a ON a.i = x.i
      WHERE x.i IN (SELECT i FROM written)
      ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version, status = EXCLUDED.status, open = EXCLUDED.open
      WHERE otc_orders.version < EXCLUDED.version
    )`,
  ],
}
