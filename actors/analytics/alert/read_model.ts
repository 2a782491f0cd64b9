/** The alert read model (migration 032): `fraud_alerts`, the merchant's list and the scan's "already raised" check. */
import type { ReadModel } from '../../runtime/read_model'
import type { FraudAlertState } from './state'

interface AlertRow {
  readonly business_id: string
  readonly is_test: boolean
  readonly rule: string
  readonly subject: string
  readonly status: string
  readonly score: number
  readonly opened_at_ms: number
}

export const fraudAlertReadModel: ReadModel<FraudAlertState, AlertRow> = {
  rows: (a) =>
    a.status === 'new'
      ? null
      : {
          business_id: a.businessId,
          is_test: a.isTest,
          rule: a.rule,
          subject: a.subject,
          status: a.status,
          score: a.score,
          opened_at_ms: a.openedAtMs,
        },
  ctes: (sql, entries) => [
    sql`rm_fraud_alerts AS (
      INSERT INTO fraud_alerts (id, shard, version, business_id, is_test, rule, subject, status, score, opened_at_ms)
      SELECT a.id, a.shard, a.expected + 1, x.business_id, x.is_test, x.rule, x.subject, x.status, x.score, x.opened_at_ms
      FROM jsonb_to_recordset(${JSON.stringify(entries.map((e) => ({ i: e.i, ...e.rows })))}::text::jsonb)
        AS x(i int, business_id text, is_test boolean, rule text, subject text, status text, score int, opened_at_ms bigint)
      JOIN input a ON a.i = x.i
      WHERE x.i IN (SELECT i FROM written)
      ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version, status = EXCLUDED.status
      WHERE fraud_alerts.version < EXCLUDED.version
    )`,
  ],
}
