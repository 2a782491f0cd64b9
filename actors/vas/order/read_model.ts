/**
 * The VAS order read model (migration 025): `vas_orders`, one row per order
 * as its last committed decision left it, written by the order's own commit
 * (runtime/read_model.ts), for the merchant's order list (filters by step,
 * category and customer, newest first) and the executor's scan of the open
 * orders on a host's shards (`open`: a step of OPEN_STEPS). The actor's
 * version guards the upsert: an older row never overwrites a newer.
 */
import type { ReadModel } from '../../runtime/read_model'
import { OPEN_STEPS, type VasOrderState } from './state'

interface VasOrderRow {
  readonly business_id: string
  readonly is_test: boolean
  readonly step: string
  readonly open: boolean
  readonly category: string
  readonly customer_id: string | null
  readonly created_at_ms: number
}

export const vasOrderReadModel: ReadModel<VasOrderState, VasOrderRow> = {
  rows: (o) =>
    o.step === 'new'
      ? null
      : {
          business_id: o.businessId,
          is_test: o.isTest,
          step: o.step,
          open: OPEN_STEPS.includes(o.step),
          category: o.category,
          customer_id: o.customerId ?? null,
          created_at_ms: o.createdAtMs,
        },
  ctes: (sql, entries) => [
    sql`rm_vas_orders AS (
      INSERT INTO vas_orders (id, shard, version, business_id, is_test, step, open, category, customer_id, created_at_ms)
      SELECT a.id, a.shard, a.expected + 1, x.business_id, x.is_test, x.step, x.open, x.category, x.customer_id, x.created_at_ms
      FROM jsonb_to_recordset(${JSON.stringify(entries.map((e) => ({ i: e.i, ...e.rows })))}::text::jsonb)
        AS x(i int, business_id text, is_test boolean, step text, open boolean, category text, customer_id text, created_at_ms bigint)
      JOIN input a ON a.i = x.i
      WHERE x.i IN (SELECT i FROM written)
      ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version, step = EXCLUDED.step, open = EXCLUDED.open
      WHERE vas_orders.version < EXCLUDED.version
    )`,
  ],
}
