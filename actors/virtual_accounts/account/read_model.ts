/**
 * The virtual account read model (migration 027): `virtual_accounts`, one row per account as its last committed
 * decision left it, for the merchant's list and the inbound path's look-up by the partner's account id. The
 * actor's version guards the upsert: an older row never overwrites a newer.
 */
import type { ReadModel } from '../../runtime/read_model'
import type { VirtualAccountState } from './state'

interface AccountRow {
  readonly business_id: string
  readonly is_test: boolean
  readonly currency: string
  readonly customer_reference: string
  readonly status: string
  readonly partner_account_id: string | null
  readonly created_at_ms: number
}

export const virtualAccountReadModel: ReadModel<VirtualAccountState, AccountRow> = {
  rows: (a) =>
    a.status === 'new'
      ? null
      : {
          business_id: a.businessId,
          is_test: a.isTest,
          currency: a.currency,
          customer_reference: a.customerReference,
          status: a.status,
          partner_account_id: a.status === 'opening' ? null : a.partnerAccountId,
          created_at_ms: a.createdAtMs,
        },
  ctes: (sql, entries) => [
    sql`rm_virtual_accounts AS (
      INSERT INTO virtual_accounts (id, version, business_id, is_test, currency, customer_reference, status, partner_account_id, created_at_ms)
      SELECT a.id, a.expected + 1, x.business_id, x.is_test, x.currency, x.customer_reference, x.status, x.partner_account_id, x.created_at_ms
      FROM jsonb_to_recordset(${JSON.stringify(entries.map((e) => ({ i: e.i, ...e.rows })))}::text::jsonb)
        AS x(i int, business_id text, is_test boolean, currency text, customer_reference text, status text, partner_account_id text, created_at_ms bigint)
      JOIN input a ON a.i = x.i
      WHERE x.i IN (SELECT i FROM written)
      ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version, status = EXCLUDED.status, partner_account_id = EXCLUDED.partner_account_id
      WHERE virtual_accounts.version < EXCLUDED.version
    )`,
  ],
}
