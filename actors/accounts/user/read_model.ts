/**
 * The team member read model (migration 025): `users`, one row per dashboard
 * user, written by the user's own commit (runtime/read_model.ts), for the
 * business's member list. `created_at` is the commit that created the user
 * (the same now() as its actor row), the list's order. A user commits on
 * every sign-in, so the row is rewritten only when its status changes; the
 * actor's version still guards it: an older row never overwrites a newer.
 */
import type { ReadModel } from '../../runtime/read_model'
import type { UserState } from './state'

interface UserRow {
  readonly business_id: string
  readonly status: string
}

export const userReadModel: ReadModel<UserState, UserRow> = {
  rows: (u) => (u.status === 'new' ? null : { business_id: u.businessId, status: u.status }),
  ctes: (sql, entries) => [
    sql`rm_users AS (
      INSERT INTO users (id, version, business_id, status)
      SELECT a.id, a.expected + 1, x.business_id, x.status
      FROM jsonb_to_recordset(${JSON.stringify(entries.map((e) => ({ i: e.i, ...e.rows })))}::text::jsonb)
        AS x(i int, business_id text, status text)
      JOIN input a ON a.i = x.i
      WHERE x.i IN (SELECT i FROM written)
      ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version, business_id = EXCLUDED.business_id, status = EXCLUDED.status
      WHERE users.version < EXCLUDED.version AND (users.business_id, users.status) IS DISTINCT FROM (EXCLUDED.business_id, EXCLUDED.status)
    )`,
  ],
}
