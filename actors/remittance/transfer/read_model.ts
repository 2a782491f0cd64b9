/**
 * The transfer read model (migration 030): `remit_transfers`, one row per transfer, for the merchant's list, the
 * workflow's scan of the open ones on a host's shards, and finding a transfer by the partner's id when its
 * webhook arrives. A transfer the balance could not hold is not listed. The actor's version guards the upsert.
 */
import type { ReadModel } from '../../runtime/read_model'
import type { RemitTransferState } from './state'
import { hasWorkLeft } from './status'

interface TransferRow {
  readonly business_id: string
  readonly is_test: boolean
  readonly status: string
  readonly open: boolean
  readonly partner_transfer_id: string | null
  readonly created_at_ms: number
}

export const remitTransferReadModel: ReadModel<RemitTransferState, TransferRow> = {
  rows: (t) =>
    t.status === 'new'
      ? null
      : {
          business_id: t.businessId,
          is_test: t.isTest,
          status: t.hold === 'refused' ? 'refused' : t.status,
          open: hasWorkLeft(t),
          partner_transfer_id: t.partnerTransferId,
          created_at_ms: t.createdAtMs,
        },
  ctes: (sql, entries) => [
    sql`rm_remit_transfers AS (
      INSERT INTO remit_transfers (id, shard, version, business_id, is_test, status, open, partner_transfer_id, created_at_ms)
      SELECT a.id, a.shard, a.expected + 1, x.business_id, x.is_test, x.status, x.open, x.partner_transfer_id, x.created_at_ms
      FROM jsonb_to_recordset(${JSON.stringify(entries.map((e) => ({ i: e.i, ...e.rows })))}::text::jsonb)
        AS x(i int, business_id text, is_test boolean, status text, open boolean, partner_transfer_id text, created_at_ms bigint)
      JOIN input a ON a.i = x.i
      WHERE x.i IN (SELECT i FROM written)
      ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version, status = EXCLUDED.status, open = EXCLUDED.open,
        partner_transfer_id = EXCLUDED.partner_transfer_id
      WHERE remit_transfers.version < EXCLUDED.version
    )`,
  ],
}
