/**
 * The wallet read models (migration 025), written by the wallet's own commit
 * (runtime/read_model.ts): `wallets`, one row per wallet (the customer list,
 * the usage count, the tracker's index and the Idempotency-Key look-up),
 * `wallet_addresses`, one row per derived address (the global address
 * search), and `wallet_sends`, one row per send (the earnings). Each row
 * carries the actor's version: an upsert never lets an older one overwrite
 * a newer, and a send the wallet dropped (a send that never left) is
 * deleted in the commit that drops it, so the tables equal the state after
 * every commit.
 */
import { encodeJson } from '../../platform/json'
import type { ReadModel } from '../runtime/read_model'
import type { WalletState } from './state'

// Bigints travel as decimal strings (the rows are JSON) and become numeric in SQL.

interface WalletRows {
  readonly wallet: {
    readonly business_id: string
    readonly mode: string
    readonly wallet_id: number
    readonly customer_id: string
    readonly created_at_ms: number
    readonly tracking: boolean
    readonly key_id: string | null
    /** The sends' seqs: a send row of this wallet not among them is deleted. */
    readonly send_seqs: readonly number[]
  }
  readonly addresses: ReadonlyArray<{ readonly seq: number; readonly network: string; readonly address: string }>
  readonly sends: ReadonlyArray<{
    readonly seq: number
    readonly network: string
    readonly currency: string
    readonly status: string
    readonly fee_status: string | null
    readonly fee_amount: string | null
    readonly fee_settled_at_ms: number | null
    /** The transaction as the state stores it (bigints tagged), for the earnings' latest collections. */
    readonly record: string
  }>
}

export const walletReadModel: ReadModel<WalletState, WalletRows> = {
  rows: (w) => {
    if (w.status === 'new') return null
    const sends = w.transactions.filter((t) => t.type === 'send')
    return {
      wallet: {
        business_id: w.businessId,
        mode: w.mode,
        wallet_id: w.walletId,
        customer_id: w.customerId,
        created_at_ms: w.createdAtMs,
        tracking: w.tracking,
        key_id: w.createdWith?.keyId ?? null,
        send_seqs: sends.map((t) => t.seq),
      },
      addresses: w.addresses.map((a) => ({ seq: a.seq, network: a.network, address: a.address })),
      sends: sends.map((t) => ({
        seq: t.seq,
        network: t.network,
        currency: t.currency,
        status: t.status,
        fee_status: t.fee?.status ?? null,
        fee_amount: t.fee ? t.fee.amount.toString() : null,
        fee_settled_at_ms: t.fee?.settledAtMs ?? null,
        record: encodeJson(t),
      })),
    }
  },
  ctes: (sql, entries) => {
    const wallets = JSON.stringify(entries.map((e) => ({ i: e.i, ...e.rows.wallet })))
    const addresses = JSON.stringify(entries.flatMap((e) => e.rows.addresses.map((a) => ({ i: e.i, ...a }))))
    const sends = JSON.stringify(entries.flatMap((e) => e.rows.sends.map((s) => ({ i: e.i, ...s }))))
    return [
      sql`rm_wallets AS (
        INSERT INTO wallets (id, shard, version, business_id, mode, wallet_id, customer_id, created_at_ms, tracking, key_id)
        SELECT a.id, a.shard, a.expected + 1, x.business_id, x.mode, x.wallet_id, x.customer_id, x.created_at_ms, x.tracking, x.key_id
        FROM jsonb_to_recordset(${wallets}::text::jsonb) AS x(i int, business_id text, mode text, wallet_id bigint, customer_id text,
          created_at_ms bigint, tracking boolean, key_id text)
        JOIN input a ON a.i = x.i
        WHERE x.i IN (SELECT i FROM written)
        ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version, tracking = EXCLUDED.tracking, key_id = EXCLUDED.key_id
        WHERE wallets.version < EXCLUDED.version
      )`,
      sql`rm_wallet_addresses AS (
        INSERT INTO wallet_addresses (wallet, seq, version, business_id, mode, wallet_id, customer_id, network, address)
        SELECT a.id, x.seq, a.expected + 1, w.business_id, w.mode, w.wallet_id, w.customer_id, x.network, x.address
        FROM jsonb_to_recordset(${addresses}::text::jsonb) AS x(i int, seq int, network text, address text)
        JOIN jsonb_to_recordset(${wallets}::text::jsonb) AS w(i int, business_id text, mode text, wallet_id bigint, customer_id text) ON w.i = x.i
        JOIN input a ON a.i = x.i
        WHERE x.i IN (SELECT i FROM written)
        ON CONFLICT (wallet, seq) DO UPDATE SET version = EXCLUDED.version, network = EXCLUDED.network, address = EXCLUDED.address
        WHERE wallet_addresses.version < EXCLUDED.version
          AND (wallet_addresses.network, wallet_addresses.address) IS DISTINCT FROM (EXCLUDED.network, EXCLUDED.address)
      )`,
      sql`rm_wallet_sends AS (
        INSERT INTO wallet_sends (wallet, seq, version, business_id, mode, customer_id, network, currency, status, fee_status, fee_amount,
                                  fee_settled_at_ms, record)
        SELECT a.id, x.seq, a.expected + 1, w.business_id, w.mode, w.customer_id, x.network, x.currency, x.status, x.fee_status, x.fee_amount,
               x.fee_settled_at_ms, x.record::jsonb
        FROM jsonb_to_recordset(${sends}::text::jsonb) AS x(i int, seq int, network text, currency text, status text, fee_status text,
          fee_amount numeric, fee_settled_at_ms bigint, record text)
        JOIN jsonb_to_recordset(${wallets}::text::jsonb) AS w(i int, business_id text, mode text, customer_id text) ON w.i = x.i
        JOIN input a ON a.i = x.i
        WHERE x.i IN (SELECT i FROM written)
        ON CONFLICT (wallet, seq) DO UPDATE SET version = EXCLUDED.version, status = EXCLUDED.status, fee_status = EXCLUDED.fee_status,
          fee_amount = EXCLUDED.fee_amount, fee_settled_at_ms = EXCLUDED.fee_settled_at_ms, record = EXCLUDED.record
        WHERE wallet_sends.version < EXCLUDED.version AND wallet_sends.record IS DISTINCT FROM EXCLUDED.record
      )`,
      // Disjoint from the upsert's rows (a seq the new state still has), so no row is written twice in the statement.
      sql`rm_wallet_sends_gone AS (
        DELETE FROM wallet_sends s
        USING jsonb_to_recordset(${wallets}::text::jsonb) AS w(i int, send_seqs jsonb), input a
        WHERE a.i = w.i AND w.i IN (SELECT i FROM written) AND s.wallet = a.id AND s.version <= a.expected
          AND NOT w.send_seqs @> to_jsonb(s.seq)
      )`,
    ]
  },
}
