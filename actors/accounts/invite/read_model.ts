/**
 * The invitation read model (migration 025): `invites`, one row per
 * invitation as its last committed decision left it, written by the
 * invitation's own commit (runtime/read_model.ts), for the business's list
 * and the revocation of what a leaving inviter sent. The actor's version
 * guards the upsert: an older row never overwrites a newer.
 */
import type { ReadModel } from '../../runtime/read_model'
import type { InviteState } from './state'

interface InviteRow {
  readonly business_id: string
  readonly status: string
  readonly invited_by: string
}

export const inviteReadModel: ReadModel<InviteState, InviteRow> = {
  rows: (v) => (v.status === 'new' ? null : { business_id: v.businessId, status: v.status, invited_by: v.invitedBy }),
  ctes: (sql, entries) => [
    sql`rm_invites AS (
      INSERT INTO invites (id, version, business_id, status, invited_by)
      SELECT a.id, a.expected + 1, x.business_id, x.status, x.invited_by
      FROM jsonb_to_recordset(${JSON.stringify(entries.map((e) => ({ i: e.i, ...e.rows })))}::text::jsonb)
        AS x(i int, business_id text, status text, invited_by text)
      JOIN input a ON a.i = x.i
      WHERE x.i IN (SELECT i FROM written)
      ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version, status = EXCLUDED.status
      WHERE invites.version < EXCLUDED.version
    )`,
  ],
}
