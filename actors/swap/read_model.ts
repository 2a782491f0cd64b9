/**
 * The swap read models (migration 018), written by the swap's own commit:
 * `swaps` holds the spec record as the last committed decision left it
 * (a revision guard keeps an older snapshot from overwriting a newer one)
 * with its actor's shard and its dex (migration 025: the sandbox settler's
 * scan of the pending swaps on a host's shards),
 * and `swap_daily` counts the swap once, in the commit that opens it
 * (revision 1 is written exactly once: a stale writer's commit writes nothing).
 */
import type { ReadModel } from '../runtime/read_model'
import type { SwapState } from './state'
import { swapView, type SwapView } from './views'

export interface SwapRow {
  i: number
  id: string
  business_id: string
  is_test: boolean
  customer_id: string
  revision: number
  status: string
  type: string
  from_chain: string
  dex: string
  created_at: number
  day: string
  record: SwapView
}

export const swapReadModel: ReadModel<SwapState, SwapRow> = {
  rows: (s) =>
    s.status === 'new'
      ? null
      : {
          i: -1,
          id: s.id,
          business_id: s.businessId,
          is_test: s.isTest,
          customer_id: s.customerId,
          revision: s.revision,
          status: s.status,
          type: s.type,
          from_chain: s.fromChain,
          dex: s.dex,
          created_at: s.createdAtMs,
          day: new Date(s.createdAtMs).toISOString().slice(0, 10),
          record: swapView(s),
        },
  ctes: (sql, entries) => {
    for (const e of entries) e.rows.i = e.i
    const rows = JSON.stringify(entries.map((e) => e.rows))
    return [
      sql`rm_swaps AS (
        INSERT INTO swaps (id, business_id, is_test, customer_id, revision, status, type, from_chain, created_at, record, shard, dex)
        SELECT x.id, x.business_id, x.is_test, x.customer_id, x.revision, x.status, x.type, x.from_chain, ms_ts(x.created_at), x.record,
          a.shard, x.dex
        FROM jsonb_to_recordset(${rows}::text::jsonb) AS x(i int, id bigint, business_id text, is_test boolean, customer_id text,
          revision integer, status text, type text, from_chain text, created_at bigint, record jsonb, dex text)
        JOIN input a ON a.i = x.i
        WHERE x.i IN (SELECT i FROM written)
        ON CONFLICT (id) DO UPDATE SET revision = EXCLUDED.revision, status = EXCLUDED.status, record = EXCLUDED.record
        WHERE swaps.revision < EXCLUDED.revision
      )`,
      sql`rm_swap_daily AS (
        INSERT INTO swap_daily (business_id, is_test, day, type, swaps)
        SELECT x.business_id, x.is_test, x.day, x.type, count(*)
        FROM jsonb_to_recordset(${rows}::text::jsonb) AS x(i int, business_id text, is_test boolean, day date, type text, revision integer)
        WHERE x.i IN (SELECT i FROM written) AND x.revision = 1
        GROUP BY x.business_id, x.is_test, x.day, x.type
        ON CONFLICT (business_id, is_test, day, type) DO UPDATE SET swaps = swap_daily.swaps + EXCLUDED.swaps
      )`,
    ]
  },
}
