/**
 * The CaaS user read model (migration 025): `caas_users`, one row per user
 * with its mode and wallet address, written by the user's own commit
 * (runtime/read_model.ts), for the start-up sweep that has the watcher follow
 * every user's wallet (watch_sweep.ts). The row is rewritten only when the
 * address changes; the actor's version still guards it: an older row never
 * overwrites a newer.
 */
import type { ReadModel } from '../../runtime/read_model'
import type { CaasUserState } from './state'

interface CaasUserRow {
  readonly status: string
  readonly mode: string
  /** The wallet's address; null once the wallet moved to another number (status `moved`). */
  readonly address: string | null
}

export const caasUserReadModel: ReadModel<CaasUserState, CaasUserRow> = {
  rows: (u) => (u.status === 'new' ? null : { status: u.status, mode: u.mode, address: u.status === 'active' ? u.wallet.address : null }),
  ctes: (sql, entries) => [
    sql`rm_caas_users AS (
      INSERT INTO caas_users (id, version, status, mode, address)
      SELECT a.id, a.expected + 1, x.status, x.mode, x.address
      FROM jsonb_to_recordset(${JSON.stringify(entries.map((e) => ({ i: e.i, ...e.rows })))}::text::jsonb)
        AS x(i int, status text, mode text, address text)
      JOIN input a ON a.i = x.i
      WHERE x.i IN (SELECT i FROM written)
      ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version, status = EXCLUDED.status, mode = EXCLUDED.mode, address = EXCLUDED.address
      WHERE caas_users.version < EXCLUDED.version
        AND (caas_users.status, caas_users.mode, caas_users.address) IS DISTINCT FROM (EXCLUDED.status, EXCLUDED.mode, EXCLUDED.address)
    )`,
  ],
}
