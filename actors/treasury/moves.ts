/**
 * The treasury's record of its own sends (table treasury_moves, migration
 * 017). Only this file writes it. A move is written before its chain send is
 * recorded (actors/chains/send), under the same id, so after a crash the send
 * is asked for again with that id and answers the one transaction recorded;
 * its status follows the chain send's outcome, and `booked` says its ledger
 * transfers are in (book.ts). Status only moves forward:
 * recorded -> submitted -> confirmed | failed.
 */
import type { Sql } from 'postgres'
import type { Network } from '../../chains/networks'
import type { AddressClass } from './accounts'

export type MovePurpose = 'sweep' | 'gas' | 'refund'
export type MoveStatus = 'recorded' | 'submitted' | 'confirmed' | 'failed'

export interface Move {
  readonly id: string
  readonly purpose: MovePurpose
  readonly businessId: string
  readonly isTest: boolean
  readonly network: Network
  readonly currency: string
  readonly fromClass: AddressClass
  readonly fromAddress: string
  readonly fromIndex: number
  /** `external`: leaves the platform (a refund to the customer). */
  readonly toClass: AddressClass | 'external'
  readonly toAddress: string
  /** Chain base units asked for. */
  readonly amount: bigint
  /** A native-coin send of everything held pays its network fee out of `amount`. */
  readonly feeFromAmount: boolean
  /** What the move is for: the refund or sweep a gas top-up fuels, the session a refund belongs to. */
  readonly serves: string
  readonly status: MoveStatus
  readonly txHash: string | null
  /** The network fee actually paid (native base units), once known. */
  readonly fee: bigint | null
  /** What left the address as principal when not `amount` (a native send paying its fee out of the amount). */
  readonly sent: bigint | null
  readonly failure: string | null
  readonly booked: boolean
  readonly createdAtMs: number
}

type Row = Record<string, unknown>

function fromRow(r: Row): Move {
  const big = (v: unknown) => (v === null || v === undefined ? null : BigInt(String(v)))
  return {
    id: r.id as string,
    purpose: r.purpose as MovePurpose,
    businessId: r.business_id as string,
    isTest: r.is_test as boolean,
    network: r.network as Network,
    currency: r.currency as string,
    fromClass: r.from_class as AddressClass,
    fromAddress: r.from_address as string,
    fromIndex: r.from_index as number,
    toClass: r.to_class as AddressClass | 'external',
    toAddress: r.to_address as string,
    amount: BigInt(String(r.amount)),
    feeFromAmount: r.fee_from_amount as boolean,
    serves: r.serves as string,
    status: r.status as MoveStatus,
    txHash: (r.tx_hash as string | null) ?? null,
    fee: big(r.fee),
    sent: big(r.sent),
    failure: (r.failure as string | null) ?? null,
    booked: r.booked as boolean,
    createdAtMs: Number(r.created_at_ms),
  }
}

export type NewMove = Omit<Move, 'status' | 'txHash' | 'fee' | 'sent' | 'failure' | 'booked' | 'createdAtMs'>

/** Writes the move unless it exists; answers the stored one either way (a retry finds the first). */
export async function recordMove(sql: Sql, m: NewMove, nowMs: number): Promise<Move> {
  await sql`
    INSERT INTO treasury_moves (id, purpose, business_id, is_test, network, currency, from_class, from_address, from_index,
      to_class, to_address, amount, fee_from_amount, serves, status, created_at_ms, updated_at_ms)
    VALUES (${m.id}, ${m.purpose}, ${m.businessId}, ${m.isTest}, ${m.network}, ${m.currency}, ${m.fromClass}, ${m.fromAddress},
      ${m.fromIndex}, ${m.toClass}, ${m.toAddress}, ${m.amount.toString()}, ${m.feeFromAmount}, ${m.serves}, 'recorded', ${nowMs}, ${nowMs})
    ON CONFLICT (id) DO NOTHING`
  return (await getMove(sql, m.id))!
}

export async function getMove(sql: Sql, id: string): Promise<Move | null> {
  const [row] = await sql`SELECT * FROM treasury_moves WHERE id = ${id}`
  return row ? fromRow(row) : null
}

/** Moves a move forward; a settled move never changes again (a late or repeated outcome is ignored). */
export async function setMoveStatus(
  sql: Sql,
  id: string,
  to: Exclude<MoveStatus, 'recorded'>,
  facts: { txHash?: string | null; fee?: bigint | null; sent?: bigint | null; failure?: string | null },
  nowMs: number,
): Promise<void> {
  const order = to === 'submitted' ? ['recorded'] : ['recorded', 'submitted']
  await sql`
    UPDATE treasury_moves SET status = ${to}, updated_at_ms = ${nowMs},
      tx_hash = coalesce(${facts.txHash ?? null}, tx_hash),
      fee = coalesce(${facts.fee?.toString() ?? null}::numeric, fee),
      sent = coalesce(${facts.sent?.toString() ?? null}::numeric, sent),
      failure = coalesce(${facts.failure ?? null}, failure)
    WHERE id = ${id} AND status = ANY(${order})`
}

export async function markBooked(sql: Sql, id: string): Promise<void> {
  await sql`UPDATE treasury_moves SET booked = true WHERE id = ${id}`
}

/** Sends from this address not settled yet: an EVM address sends one at a time (its nonce). */
export async function openMovesFrom(sql: Sql, network: Network, address: string): Promise<Move[]> {
  const rows = await sql`
    SELECT * FROM treasury_moves WHERE network = ${network} AND from_address = ${address} AND status IN ('recorded', 'submitted')`
  return rows.map(fromRow)
}

/** Whether a deposit at `address` came from one of the treasury's own moves (not a customer's money). */
export async function isOwnMove(sql: Sql, network: string, toAddress: string, fromAddress: string, txHash: string): Promise<boolean> {
  const rows = await sql`
    SELECT 1 FROM treasury_moves WHERE network = ${network} AND lower(to_address) = lower(${toAddress})
      AND (tx_hash = ${txHash} OR lower(from_address) = lower(${fromAddress})) LIMIT 1`
  return rows.length > 0
}

/** Moves still to settle or book: the poller's work after a restart. */
export async function unfinishedMoves(sql: Sql, limit: number): Promise<Move[]> {
  const rows = await sql`
    SELECT * FROM treasury_moves WHERE status IN ('recorded', 'submitted') OR (NOT booked AND status IN ('confirmed', 'failed'))
    ORDER BY updated_at_ms LIMIT ${limit}`
  return rows.map(fromRow)
}

export async function movesServing(sql: Sql, serves: string): Promise<Move[]> {
  return (await sql`SELECT * FROM treasury_moves WHERE serves = ${serves} ORDER BY created_at_ms`).map(fromRow)
}

/** Sweeps made so far from one address in one currency: the next sweep's number, the same for every host that asks. */
export async function sweepsFrom(sql: Sql, network: Network, address: string, currency: string): Promise<number> {
  const [row] = await sql<{ n: string }[]>`
    SELECT count(*) AS n FROM treasury_moves WHERE purpose = 'sweep' AND network = ${network} AND from_address = ${address} AND currency = ${currency}`
  return Number(row!.n)
}

export async function listMoves(sql: Sql, filter: { businessId?: string; isTest: boolean; limit: number }): Promise<Move[]> {
  const rows = filter.businessId
    ? await sql`SELECT * FROM treasury_moves WHERE business_id = ${filter.businessId} AND is_test = ${filter.isTest}
        ORDER BY created_at_ms DESC, id LIMIT ${filter.limit}`
    : await sql`SELECT * FROM treasury_moves WHERE is_test = ${filter.isTest} ORDER BY created_at_ms DESC, id LIMIT ${filter.limit}`
  return rows.map(fromRow)
}
