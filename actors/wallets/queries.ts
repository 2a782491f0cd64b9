/**
 * Read-model queries over the committed wallet actors (actor_state is the
 * read model, indexed by migration 008): lists are consistent with the last
 * committed decision, and nothing here ever writes.
 */
import type { Sql } from 'postgres'
import { assert } from '../../platform/errors'
import { decodeJson } from '../../platform/json'
import type { ActiveWallet, Mode, PlatformFee, WalletTx } from './state'

/** LIKE pattern for a user's search text, with its wildcards escaped. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export async function listWallets(sql: Sql, businessId: string, mode: Mode, search: string, limit: number, offset: number) {
  const rows = await sql<{ customer_id: string; wallet_id: string; created_at_ms: string; total: string }[]>`
    SELECT state->>'customerId' AS customer_id, state->>'walletId' AS wallet_id, state->>'createdAtMs' AS created_at_ms, count(*) OVER () AS total
    FROM actor_state
    WHERE kind = 'wallet' AND state->>'businessId' = ${businessId} AND state->>'mode' = ${mode}
      AND (${search} = '' OR state->>'customerId' ILIKE ${contains(search)})
    ORDER BY (state->>'walletId')::bigint DESC LIMIT ${limit} OFFSET ${offset}`
  // count(*) OVER () has no row to ride on past the last page; count separately there.
  const total =
    rows.length > 0 || offset === 0
      ? Number(rows[0]?.total ?? 0)
      : Number(
          (
            await sql<{ n: string }[]>`
    SELECT count(*) AS n FROM actor_state
    WHERE kind = 'wallet' AND state->>'businessId' = ${businessId} AND state->>'mode' = ${mode}
      AND (${search} = '' OR state->>'customerId' ILIKE ${contains(search)})`
          )[0]!.n,
        )
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
  const rows = await sql<{ state: string; seq: number; total: string }[]>`
    SELECT s.state::text AS state, (a->>'seq')::int AS seq, count(*) OVER () AS total
    FROM actor_state s, jsonb_array_elements(s.state->'addresses') a
    WHERE s.kind = 'wallet' AND s.state->>'businessId' = ${q.businessId} AND s.state->>'mode' = ${q.mode}
      AND (${q.networks === null} OR a->>'network' = ANY(${(q.networks ?? []) as string[]}::text[]))
      AND (${q.search} = '' OR a->>'address' ILIKE ${contains(q.search)} OR s.state->>'customerId' ILIKE ${contains(q.search)})
    ORDER BY (s.state->>'walletId')::bigint DESC, (a->>'seq')::int LIMIT ${q.limit} OFFSET ${q.offset}`
  const total =
    rows.length > 0 || q.offset === 0
      ? Number(rows[0]?.total ?? 0)
      : Number(
          (
            await sql<{ n: string }[]>`
    SELECT count(*) AS n FROM actor_state s, jsonb_array_elements(s.state->'addresses') a
    WHERE s.kind = 'wallet' AND s.state->>'businessId' = ${q.businessId} AND s.state->>'mode' = ${q.mode}
      AND (${q.networks === null} OR a->>'network' = ANY(${(q.networks ?? []) as string[]}::text[]))
      AND (${q.search} = '' OR a->>'address' ILIKE ${contains(q.search)} OR s.state->>'customerId' ILIKE ${contains(q.search)})`
          )[0]!.n,
        )
  return { total, rows: rows.map((r) => ({ wallet: decodeJson<ActiveWallet>(r.state), seq: r.seq })) }
}

/** Collected platform fees per currency and network, the latest ones, and how many transfers were broadcast. */
export async function earnings(sql: Sql, businessId: string, mode: Mode) {
  const scope = sql`s.kind = 'wallet' AND s.state->>'businessId' = ${businessId} AND s.state->>'mode' = ${mode} AND t->>'type' = 'send'`
  const totals = await sql<{ network: string; currency: string; total: string; count: string }[]>`
    SELECT t->>'network' AS network, t->>'currency' AS currency, sum((t->'fee'->'amount'->>'$bigint')::numeric)::text AS total, count(*) AS count
    FROM actor_state s, jsonb_array_elements(s.state->'transactions') t
    WHERE ${scope} AND t->'fee'->>'status' = 'collected' GROUP BY 1, 2 ORDER BY 1, 2`
  const recent = await sql<{ customer_id: string; tx: string }[]>`
    SELECT s.state->>'customerId' AS customer_id, t::text AS tx
    FROM actor_state s, jsonb_array_elements(s.state->'transactions') t
    WHERE ${scope} AND t->'fee'->>'status' = 'collected' ORDER BY (t->'fee'->>'settledAtMs')::bigint DESC LIMIT 20`
  const [transfers] = await sql<{ count: string }[]>`
    SELECT count(*) AS count FROM actor_state s, jsonb_array_elements(s.state->'transactions') t
    WHERE ${scope} AND t->>'status' IN ('pending', 'confirmed', 'failed')`
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
  assert(tx.fee?.status === 'collected' && tx.fee.txHash !== null && tx.fee.settledAtMs !== null, 'a collected fee has its hash and time')
  return tx as CollectedFeeTx
}

/**
 * Wallets with a send awaiting confirmation or a fee awaiting collection, a
 * page at a time in id order after `afterId`: the tracker walks them round
 * robin, so wallets whose sends never settle cannot starve the rest.
 */
/** Wallet actor ids with open tracking on `shards`, in id order, after `afterId`. */
export async function trackedWalletIds(sql: Sql, shards: readonly number[], afterId: string, limit: number): Promise<string[]> {
  const rows = await sql<{ id: string }[]>`
    SELECT id FROM actor_state
    WHERE kind = 'wallet' AND shard = ANY(${shards as number[]}::int[]) AND state->>'tracking' = 'true' AND id > ${afterId}
    ORDER BY id LIMIT ${limit}`
  return rows.map((r) => r.id)
}

/** The committed wallet with this actor id, read from the store without activating the actor (create_customer.ts spawns it). */
export async function storedWallet(sql: Sql, id: string): Promise<ActiveWallet | null> {
  const [row] = await sql<{ state: string }[]>`SELECT state::text AS state FROM actor_state WHERE kind = 'wallet' AND id = ${id}`
  return row ? decodeJson<ActiveWallet>(row.state) : null
}

/** The wallet created with this Idempotency-Key id since `sinceMs` (index of migration 014), or null. */
export async function walletByKey(sql: Sql, keyId: string, sinceMs: number): Promise<ActiveWallet | null> {
  const [row] = await sql<{ state: string }[]>`
    SELECT state::text AS state FROM actor_state
    WHERE kind = 'wallet' AND state->'createdWith'->>'keyId' = ${keyId} AND (state->>'createdAtMs')::bigint >= ${sinceMs}
    LIMIT 1`
  return row ? decodeJson<ActiveWallet>(row.state) : null
}
