/** The settings read model (migration 032): `fraud_rule_settings`, one row per rule a merchant moved, joined by the rule queries. */
import type { ReadModel } from '../../runtime/read_model'
import type { FraudSettings } from './decide'

type SettingRow = { readonly rule: string; readonly threshold: number; readonly enabled: boolean }

export const fraudSettingsReadModel: ReadModel<FraudSettings, SettingRow[]> = {
  rows: (s) => Object.entries(s.rules).map(([rule, v]) => ({ rule, threshold: v!.threshold, enabled: v!.enabled })),
  ctes: (sql, entries) => [
    sql`rm_fraud_rule_settings AS (
      INSERT INTO fraud_rule_settings (business_id, rule, threshold, enabled)
      SELECT a.id, x.rule, x.threshold, x.enabled
      FROM jsonb_to_recordset(${JSON.stringify(entries.flatMap((e) => e.rows.map((r) => ({ i: e.i, ...r }))))}::text::jsonb)
        AS x(i int, rule text, threshold int, enabled boolean)
      JOIN input a ON a.i = x.i
      WHERE x.i IN (SELECT i FROM written)
      ON CONFLICT (business_id, rule) DO UPDATE SET threshold = EXCLUDED.threshold, enabled = EXCLUDED.enabled, updated_at = now()
    )`,
  ],
}
