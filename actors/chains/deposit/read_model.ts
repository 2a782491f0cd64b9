/**
 * The deposit read model (migration 025): `chain_deposits`, one row per
 * deposit, written by the deposit's own commit (runtime/read_model.ts), for
 * the deposits to one address and the watcher's recheck of the open and the
 * lately reversed ones. A deposit commits on every new confirmation count, so
 * the row is rewritten only when its status or settlement time changes; the
 * actor's version still guards it: an older row never overwrites a newer.
 */
import type { ReadModel } from '../../runtime/read_model'
import type { DepositState } from './state'

interface DepositRow {
  readonly network: string
  readonly address: string
  readonly sandbox: boolean
  readonly status: string
  readonly settled_at_ms: number | null
}

export const depositReadModel: ReadModel<DepositState, DepositRow> = {
  rows: (d) =>
    d.status === 'new'
      ? null
      : { network: d.network, address: d.address, sandbox: d.sandbox, status: d.status, settled_at_ms: d.settledAtMs },
  ctes: (sql, entries) => [
    sql`rm_chain_deposits AS (
      INSERT INTO chain_deposits (id, version, network, address, sandbox, status, settled_at_ms)
      SELECT a.id, a.expected + 1, x.network, x.address, x.sandbox, x.status, x.settled_at_ms
      FROM jsonb_to_recordset(${JSON.stringify(entries.map((e) => ({ i: e.i, ...e.rows })))}::text::jsonb)
        AS x(i int, network text, address text, sandbox boolean, status text, settled_at_ms bigint)
      JOIN input a ON a.i = x.i
      WHERE x.i IN (SELECT i FROM written)
      ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version, status = EXCLUDED.status, settled_at_ms = EXCLUDED.settled_at_ms
      WHERE chain_deposits.version < EXCLUDED.version
        AND (chain_deposits.status, chain_deposits.settled_at_ms) IS DISTINCT FROM (EXCLUDED.status, EXCLUDED.settled_at_ms)
    )`,
  ],
}
