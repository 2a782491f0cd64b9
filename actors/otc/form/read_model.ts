/** The AML form read model (migration 031): `otc_forms` by status, for the operators' review list. */
import type { ReadModel } from '../../runtime/read_model'
import type { OtcForm } from './state'

interface FormRow {
  readonly status: string
  readonly submitted_at_ms: number | null
}

export const otcFormReadModel: ReadModel<OtcForm, FormRow> = {
  rows: (f) => ({ status: f.status, submitted_at_ms: f.submittedAtMs }),
  ctes: (sql, entries) => [
    sql`rm_otc_forms AS (
      INSERT INTO otc_forms (business_id, shard, version, status, submitted_at_ms)
      SELECT a.id, a.shard, a.expected + 1, x.status, x.submitted_at_ms
      FROM jsonb_to_recordset(${JSON.stringify(entries.map((e) => ({ i: e.i, ...e.rows })))}::text::jsonb)
        AS x(i int, status text, submitted_at_ms bigint)
      JOIN input a ON a.i = x.i
      WHERE x.i IN (SELECT i FROM written)
      ON CONFLICT (business_id) DO UPDATE SET version = EXCLUDED.version, status = EXCLUDED.status, submitted_at_ms = EXCLUDED.submitted_at_ms
      WHERE otc_forms.version < EXCLUDED.version
    )`,
  ],
}
