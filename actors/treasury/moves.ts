/**
 * The treasury's record of its own sends (table treasury_moves, migration
 * 017). Only this file writes it. A move is written before its chain send is
 * recorded (actors/chains/send), under the same id, so after a crash the send
 * is asked for again with that id and answers the one transaction recorded;
 * its status follows the chain send's outcome, and `booked` says its ledger
 * transfers are in (book.ts). Which outcome moves a move where is decided in
 * one place, move/decide.ts; this file only reads the row and writes what was
 * decided (`advanceMove`).
 */
import type { Sql } from 'postgres'
import type { Network } from '../../chains/networks'
import { PlatformError, assert } from '../../platform/errors'
import type { AddressClass } from './accounts'
import { decideMove } from './move/decide'
import type { MoveDecision, MoveFacts, MoveState, MoveStatus } from './move/state'
import type { MoveCommand } from './move/commands'

type MovePurpose = 'sweep' | 'gas' | 'refund'

/** What a move is asked to do when it is recorded; its state (move/state.ts) follows. */
export interface NewMove {
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
}

export type Move = NewMove & MoveState & { readonly createdAtMs: number }

/** A treasury_moves row as `SELECT *` reads it; the table's checks keep the enumerated columns to their values. */
interface Row {
  readonly id: string
  readonly purpose: MovePurpose
  readonly business_id: string
  readonly is_test: boolean
  readonly network: Network
  readonly currency: string
  readonly from_class: AddressClass
  readonly from_address: string
  readonly from_index: number
  readonly to_class: AddressClass | 'external'
  readonly to_address: string
  /** numeric columns arrive as text; bigint ones as the driver types them. */
  readonly amount: unknown
  readonly fee: unknown
  readonly sent: unknown
  readonly fee_from_amount: boolean
  readonly serves: string
  readonly status: MoveStatus
  readonly booked: boolean
  readonly tx_hash: string | null
  readonly failure: string | null
  readonly created_at_ms: unknown
}

/** The row's status and booked flag as the decide's state; a booked move that never settled breaks the table's rule. */
function stateOf(status: MoveStatus, booked: boolean, facts: MoveFacts): MoveState {
  if (status === 'confirmed' || status === 'failed') return { ...facts, status, booked }
  assert(!booked, `a ${status} move is booked`)
  return { ...facts, status, booked: false }
}

function fromRow(r: Row): Move {
  const big = (v: unknown) => (v === null || v === undefined ? null : BigInt(String(v)))
  const facts: MoveFacts = {
    txHash: r.tx_hash ?? null,
    fee: big(r.fee),
    sent: big(r.sent),
    failure: r.failure ?? null,
  }
  return {
    id: r.id,
    purpose: r.purpose,
    businessId: r.business_id,
    isTest: r.is_test,
    network: r.network,
    currency: r.currency,
    fromClass: r.from_class,
    fromAddress: r.from_address,
    fromIndex: r.from_index,
    toClass: r.to_class,
    toAddress: r.to_address,
    amount: BigInt(String(r.amount)),
    feeFromAmount: r.fee_from_amount,
    serves: r.serves,
    ...stateOf(r.status, r.booked, facts),
    createdAtMs: Number(r.created_at_ms),
  }
}

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
  const [row] = await sql<Row[]>`SELECT * FROM treasury_moves WHERE id = ${id}`
  return row ? fromRow(row) : null
}

/** A move's status changes only forward, so an outcome meets at most three writes racing it (submitted, settled, booked). */
const MAX_RACES = 4

/**
 * Tells a move an outcome: reads the row, decides (move/decide.ts), and
 * writes the decided state only if the row still holds the state it was
 * decided on. Zero rows means another runner (this host's poller, another
 * host, the chain_send subscriber) moved it between the read and the write;
 * the outcome is decided again on what that runner wrote, so a late outcome
 * never overwrites a newer one and none is lost. Answers the move as it
 * stands and the decision (a refusal is a value: the caller logs it).
 */
export async function advanceMove(
  sql: Sql,
  id: string,
  command: MoveCommand,
  nowMs: number,
): Promise<{ readonly move: Move; readonly decision: MoveDecision }> {
  for (let race = 0; ; race++) {
    const move = await getMove(sql, id)
    if (!move) throw new PlatformError('move_not_found', `move ${id} is not recorded`)
    const decision = decideMove(move, command, nowMs)
    if (decision.kind !== 'accepted') return { move, decision }
    if (await writeMove(sql, id, decision, nowMs)) return { move: { ...move, ...decision.state }, decision }
    assert(race < MAX_RACES, `move ${id}: every write of ${command.type} lost a race`)
  }
}

/**
 * The only statement that changes a move's state. (status, booked) is the
 * move's version: decide changes a fact only with one of them, so the row
 * still holding both means it is exactly the state the decision was made on.
 */
async function writeMove(sql: Sql, id: string, d: Extract<MoveDecision, { kind: 'accepted' }>, nowMs: number): Promise<boolean> {
  const to = d.state
  const rows = await sql`
    UPDATE treasury_moves SET status = ${to.status}, booked = ${to.booked}, tx_hash = ${to.txHash},
      fee = ${to.fee?.toString() ?? null}::numeric, sent = ${to.sent?.toString() ?? null}::numeric, failure = ${to.failure},
      updated_at_ms = ${nowMs}
    WHERE id = ${id} AND status = ${d.from.status} AND booked = ${d.from.booked}
    RETURNING 1`
  return rows.length === 1
}

/** Sends from this address not settled yet: an EVM address sends one at a time (its nonce). */
export async function openMovesFrom(sql: Sql, network: Network, address: string): Promise<Move[]> {
  const rows = await sql<Row[]>`
    SELECT * FROM treasury_moves WHERE network = ${network} AND from_address = ${address} AND status IN ('recorded', 'submitted')`
  return rows.map(fromRow)
}

/** A deposit as the own-move question needs it. */
export interface SeenDeposit {
  readonly id: string
  readonly network: string
  readonly address: string
  readonly fromAddress?: string
  readonly txHash: string
}

/**
 * Which of these deposits came from the treasury's own moves (not a customer's money): one question for a whole
 * batch, answered by the (network, lower(to_address)) index (migration 036), whatever the number of moves.
 */
export async function ownMoves(sql: Sql, deposits: readonly SeenDeposit[]): Promise<Set<string>> {
  if (deposits.length === 0) return new Set()
  const rows = await sql<{ id: string }[]>`
    SELECT d.id FROM unnest(${deposits.map((d) => d.id)}::text[], ${deposits.map((d) => d.network)}::text[],
      ${deposits.map((d) => d.address)}::text[], ${deposits.map((d) => d.fromAddress ?? '')}::text[],
      ${deposits.map((d) => d.txHash)}::text[]) AS d(id, network, to_address, from_address, tx_hash)
    WHERE EXISTS (SELECT 1 FROM treasury_moves m WHERE m.network = d.network AND lower(m.to_address) = lower(d.to_address)
      AND (m.tx_hash = d.tx_hash OR lower(m.from_address) = lower(d.from_address)))`
  return new Set(rows.map((r) => r.id))
}

/** Moves with a step left (to send, to settle, or settled but not yet booked), in id order, after `afterId`. */
export async function unfinishedMoveIds(sql: Sql, afterId: string, limit: number): Promise<string[]> {
  const rows = await sql<{ id: string }[]>`
    SELECT id FROM treasury_moves
    WHERE (status IN ('recorded', 'submitted') OR (NOT booked AND status IN ('confirmed', 'failed'))) AND id > ${afterId}
    ORDER BY id LIMIT ${limit}`
  return rows.map((r) => r.id)
}

export async function movesServing(sql: Sql, serves: string): Promise<Move[]> {
  return (await sql<Row[]>`SELECT * FROM treasury_moves WHERE serves = ${serves} ORDER BY created_at_ms`).map(fromRow)
}

/** Sweeps made so far from one address in one currency: the next sweep's number, the same for every host that asks. */
export async function sweepsFrom(sql: Sql, network: Network, address: string, currency: string): Promise<number> {
  const [row] = await sql<{ n: string }[]>`
    SELECT count(*) AS n FROM treasury_moves WHERE purpose = 'sweep' AND network = ${network} AND from_address = ${address} AND currency = ${currency}`
  return Number(row!.n)
}

export async function listMoves(sql: Sql, filter: { businessId?: string; isTest: boolean; limit: number }): Promise<Move[]> {
  const rows = filter.businessId
    ? await sql<Row[]>`SELECT * FROM treasury_moves WHERE business_id = ${filter.businessId} AND is_test = ${filter.isTest}
        ORDER BY created_at_ms DESC, id LIMIT ${filter.limit}`
    : await sql<Row[]>`SELECT * FROM treasury_moves WHERE is_test = ${filter.isTest} ORDER BY created_at_ms DESC, id LIMIT ${filter.limit}`
  return rows.map(fromRow)
}
