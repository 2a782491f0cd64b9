/**
 * The inbound payment read model (migration 027): `va_payments`, one row per payment, for the workflow's scan of
 * the open ones on a host's shards (open: work left for the ledger or the partner) and the operators' list of
 * payments in suspense. The actor's version guards the upsert.
 */
import type { ReadModel } from '../../runtime/read_model'
import { hasWorkLeft } from './work'
import type { BankPaymentState } from './state'

interface PaymentRow {
  readonly status: string
  readonly open: boolean
  readonly business_id: string | null
  readonly account_id: string | null
  readonly is_test: boolean
  readonly currency: string
  readonly received_at_ms: number
}

export const bankPaymentReadModel: ReadModel<BankPaymentState, PaymentRow> = {
  rows: (p) =>
    p.status === 'new'
      ? null
      : {
          status: p.status,
          open: hasWorkLeft(p),
          business_id: p.target?.businessId ?? null,
          account_id: p.target?.accountId ?? null,
          is_test: p.isTest,
          currency: p.currency,
          received_at_ms: p.receivedAtMs,
        },
  ctes: (sql, entries) => [
    sql`rm_va_payments AS (
      INSERT INTO va_payments (id, shard, version, status, open, business_id, account_id, is_test, currency, received_at_ms)
      SELECT a.id, a.shard, a.expected + 1, x.status, x.open, x.business_id, x.account_id, x.is_test, x.currency, x.received_at_ms
      FROM jsonb_to_recordset(${JSON.stringify(entries.map((e) => ({ i: e.i, ...e.rows })))}::text::jsonb)
        AS x(i int, status text, open boolean, business_id text, account_id text, is_test boolean, currency text, received_at_ms bigint)
      JOIN input a ON a.i = x.i
      WHERE x.i IN (SELECT i FROM written)
      ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version, status = EXCLUDED.status, open = EXCLUDED.open,
        business_id = EXCLUDED.business_id, account_id = EXCLUDED.account_id
      WHERE va_payments.version < EXCLUDED.version
    )`,
  ],
}
