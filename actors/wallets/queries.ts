/**
 * Queries over the wallet read models (read_model.ts, migration 025), written
 * in each wallet's commit: lists are consistent with the last committed
 * decision, and nothing here ever writes. A row that needs the whole wallet
 * joins its actor's state by key.
 */
import type { Sql } from 'postgres'
import { assert } from '../../platform/errors'
import { decodeJson } from '../../platform/json'
import { firstOf } from '../../platform/present'
import type { ActiveWallet, Mode, PlatformFee, WalletTx } from './state'
import { writtenState } from '../runtime/stored_state'
import { walletKind } from './decide'

/** LIKE pattern for a user's search text, with its wildcards escaped. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export async function listWallets(sql: Sql, businessId: string, mode: Mode, search: string, limit: number, offset: number) {
  const where = sql`business_id = ${businessId} AND mode = ${mode} AND (${search} = '' OR customer_id ILIKE ${contains(search)})`
  const rows = await sql<{ customer_id: string; wallet_id: string; created_at_ms: string; total: string }[]>`
    SELECT customer_id, wallet_id, created_at_ms, count(*) OVER () AS total
    FROM wallets WHERE ${where}
    ORDER BY wallet_id DESC LIMIT ${limit} OFFSET ${offset}`
  // count(*) OVER () has no row to ride on past the last page; count separately there.
  const total =
    rows.length > 0 || offset === 0
      ? Number(rows[0]?.total ?? 0)
      : Number(firstOf(await sql<{ n: string }[]>`SELECT count(*) AS n FROM wallets WHERE ${where}`, 'the wallet count').n)
  return {
    total,
    customers: rows.map((r) => ({
      customer_id: r.customer_id,
      wallet_id: Number(r.wallet_id),
      created_at: new Date(Number(r.created_at_ms)).toISOString(),
    })),
  }
}

/** Addresses across all of a merchant's wallets; each row carries its wallet so balances can be computed from its ledger. */
export async function searchAddresses(
  sql: Sql,
  q: { businessId: string; mode: Mode; networks: readonly string[] | null; search: string; limit: number; offset: number },
) {
  const where = sql`w.business_id = ${q.businessId} AND w.mode = ${q.mode}
      AND (${q.networks === null} OR w.network = ANY(${[...(q.networks ?? [])]}::text[]))
      AND (${q.search} = '' OR w.address ILIKE ${contains(q.search)} OR w.customer_id ILIKE ${contains(q.search)})`
  const rows = await sql<{ state: string; seq: number; total: string }[]>`
    SELECT s.state::text AS state, w.seq, count(*) OVER () AS total
    FROM wallet_addresses w JOIN actor_state s ON s.kind = 'wallet' AND s.id = w.wallet
    WHERE ${where}
    ORDER BY w.wallet_id DESC, w.seq LIMIT ${q.limit} OFFSET ${q.offset}`
  const total =
    rows.length > 0 || q.offset === 0
      ? Number(rows[0]?.total ?? 0)
      : Number(firstOf(await sql<{ n: string }[]>`SELECT count(*) AS n FROM wallet_addresses w WHERE ${where}`, 'the address count').n)
  return { total, rows: rows.map((r) => ({ wallet: writtenState(walletKind, r.state), seq: r.seq })) }
}

/** Collected platform fees per currency and network, the latest ones, and how many transfers were broadcast. */
export async function earnings(sql: Sql, businessId: string, mode: Mode) {
  const scope = sql`business_id = ${businessId} AND mode = ${mode}`
  const totals = await sql<{ network: string; currency: string; total: string; count: string }[]>`
    SELECT network, currency, sum(fee_amount)::text AS total, count(*) AS count
    FROM wallet_sends
    WHERE ${scope} AND fee_status = 'collected' GROUP BY 1, 2 ORDER BY 1, 2`
  const recent = await sql<{ customer_id: string; tx: string }[]>`
    SELECT customer_id, record::text AS tx
    FROM wallet_sends
    WHERE ${scope} AND fee_status = 'collected' ORDER BY fee_settled_at_ms DESC LIMIT 20`
  const [transfers] = await sql<{ count: string }[]>`
    SELECT count(*) AS count FROM wallet_sends WHERE ${scope} AND status IN ('pending', 'confirmed', 'failed')`
  return {
    totals,
    recent: recent.map((r) => ({ customerId: r.customer_id, tx: collectedFeeTx(decodeJson<WalletTx>(r.tx)) })),
    totalTransfers: Number(transfers?.count ?? 0),
  }
}

/** A transaction whose fee was collected: the collection's hash and time are known (the earnings answer never sends them as null). */
type CollectedFeeTx = WalletTx & { readonly fee: PlatformFee & { readonly txHash: string; readonly settledAtMs: number } }

function collectedFeeTx(tx: WalletTx): CollectedFeeTx {
  // sends.ts records a collection only with the fee transfer's hash and time; a collected fee without them is a bug.
  const fee = tx.fee
  assert(fee?.status === 'collected' && fee.txHash !== null && fee.settledAtMs !== null, 'a collected fee has its hash and time')
  return { ...tx, fee: { ...fee, txHash: fee.txHash, settledAtMs: fee.settledAtMs } }
}

/**
 * The ids of the wallets with a send awaiting confirmation or a fee awaiting collection on `shards`, a page at a
 * time in id order after `afterId` (the tracker workflow's open items): its scan pages through all of them, so
 * wallets whose sends never settle cannot starve the rest.
 */
export async function trackedWalletIds(sql: Sql, shards: readonly number[], afterId: string, limit: number): Promise<string[]> {
  if (shards.length === 0) return []
  const rows = await sql<{ id: string }[]>`
    SELECT id FROM wallets WHERE tracking AND shard = ANY(${[...shards]}::int[]) AND id > ${afterId}
    ORDER BY id LIMIT ${limit}`
  return rows.map((r) => r.id)
}

/** The committed wallet with this actor id, read from the store without activating the actor (create_customer.ts spawns it). */
export async function storedWallet(sql: Sql, id: string): Promise<ActiveWallet | null> {
  const [row] = await sql<{ state: string }[]>`SELECT state::text AS state FROM actor_state WHERE kind = 'wallet' AND id = ${id}`
  return row ? writtenState(walletKind, row.state) : null
}

/** The wallet created with this Idempotency-Key id since `sinceMs` (index wallets_key), or null. */
export async function walletByKey(sql: Sql, keyId: string, sinceMs: number): Promise<ActiveWallet | null> {
  const [row] = await sql<{ state: string }[]>`
    SELECT s.state::text AS state FROM wallets w JOIN actor_state s ON s.kind = 'wallet' AND s.id = w.id
    WHERE w.key_id = ${keyId} AND w.created_at_ms >= ${sinceMs}
    LIMIT 1`
  return row ? writtenState(walletKind, row.state) : null
}
