/**
 * The balance read model (migration 025): `balances`, one row per merchant
 * balance with its number of top-up addresses, written by the balance's own
 * commit (runtime/read_model.ts), so the treasury's sweep pass finds the
 * balances with top-up addresses in a partial index. A balance commits on
 * every booking, so the row is rewritten only when that number changes; the
 * actor's version still guards it: an older row never overwrites a newer.
 */
import type { ReadModel } from '../runtime/read_model'
import type { BalanceState } from './state'

interface BalanceRow {
  readonly business_id: string
  readonly is_test: boolean
  readonly top_ups: number
}

export const balanceReadModel: ReadModel<BalanceState, BalanceRow> = {
  rows: (b) => ({ business_id: b.businessId, is_test: b.isTest, top_ups: b.topUps.length }),
  ctes: (sql, entries) => [
    sql`rm_balances AS (
      INSERT INTO balances (id, version, business_id, is_test, top_ups)
      SELECT a.id, a.expected + 1, x.business_id, x.is_test, x.top_ups
      FROM jsonb_to_recordset(${JSON.stringify(entries.map((e) => ({ i: e.i, ...e.rows })))}::text::jsonb)
        AS x(i int, business_id text, is_test boolean, top_ups int)
      JOIN input a ON a.i = x.i
      WHERE x.i IN (SELECT i FROM written)
      ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version, top_ups = EXCLUDED.top_ups
      WHERE balances.version < EXCLUDED.version AND balances.top_ups <> EXCLUDED.top_ups
    )`,
  ],
}
