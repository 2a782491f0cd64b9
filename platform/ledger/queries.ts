/** Reads: accounts and transfers by id, an account's transfers page by page. Rows map to the types of types.ts. */
import type { Sql } from 'postgres'
import { ACCOUNT_FLAG, TRANSFER_FLAG } from './encode'
import type { Account, AccountCode, PendingState, Transfer } from './types'

type AccountRow = {
  id: string
  ledger: string
  scale: number
  /** The table's check keeps it one of ACCOUNT_CODES. */
  code: AccountCode
  owner: string
  flags: number
  debits_pending: string
  debits_posted: string
  credits_pending: string
  credits_posted: string
  user_data: string | null
  created_at_ms: bigint
}

export type TransferRow = {
  seq: bigint
  id: string
  debit_account_id: string
  credit_account_id: string
  amount: string
  pending_id: string | null
  ledger: string
  code: string
  flags: number
  timeout_s: number
  user_data: string | null
  timestamp_ms: bigint
  /** The table's check keeps it one of the pending states. */
  state: PendingState | null
  expires_at_ms: bigint | null
}

function account(r: AccountRow): Account {
  return {
    id: r.id,
    ledger: r.ledger,
    scale: r.scale,
    code: r.code,
    owner: r.owner,
    flags: {
      linked: (r.flags & ACCOUNT_FLAG.linked) !== 0,
      debitsMustNotExceedCredits: (r.flags & ACCOUNT_FLAG.debitsMustNotExceedCredits) !== 0,
      creditsMustNotExceedDebits: (r.flags & ACCOUNT_FLAG.creditsMustNotExceedDebits) !== 0,
    },
    userData: r.user_data,
    debitsPending: BigInt(r.debits_pending),
    debitsPosted: BigInt(r.debits_posted),
    creditsPending: BigInt(r.credits_pending),
    creditsPosted: BigInt(r.credits_posted),
    createdAtMs: Number(r.created_at_ms),
  }
}

export function transfer(r: TransferRow): Transfer {
  return {
    id: r.id,
    debitAccountId: r.debit_account_id,
    creditAccountId: r.credit_account_id,
    amount: BigInt(r.amount),
    pendingId: r.pending_id,
    ledger: r.ledger,
    code: r.code,
    flags: {
      linked: (r.flags & TRANSFER_FLAG.linked) !== 0,
      pending: (r.flags & TRANSFER_FLAG.pending) !== 0,
      postPendingTransfer: (r.flags & TRANSFER_FLAG.postPendingTransfer) !== 0,
      voidPendingTransfer: (r.flags & TRANSFER_FLAG.voidPendingTransfer) !== 0,
    },
    timeoutS: r.timeout_s,
    userData: r.user_data,
    timestampMs: Number(r.timestamp_ms),
    state: r.state,
    expiresAtMs: r.expires_at_ms === null ? null : Number(r.expires_at_ms),
    seq: r.seq,
  }
}

// numeric read as text: postgres.js would hand back a string anyway, and BigInt() of it is exact.
const ACCOUNT_COLUMNS = `id, ledger, scale, code, owner, flags, debits_pending::text, debits_posted::text,
  credits_pending::text, credits_posted::text, user_data, created_at_ms`
export const TRANSFER_COLUMNS = `seq, id, debit_account_id, credit_account_id, amount::text, pending_id, ledger, code, flags,
  timeout_s, user_data, timestamp_ms, state, expires_at_ms`

/** The accounts found, in the order of `ids` (missing ones left out, as TigerBeetle does). */
export async function lookupAccounts(sql: Sql, ids: readonly string[]): Promise<Account[]> {
  const rows = await sql.unsafe<AccountRow[]>(`SELECT ${ACCOUNT_COLUMNS} FROM ledger_accounts WHERE id = ANY($1)`, [[...ids]])
  const byId = new Map(rows.map((r) => [r.id, account(r)]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** The transfers found, in the order of `ids`. */
export async function lookupTransfers(sql: Sql, ids: readonly string[]): Promise<Transfer[]> {
  const rows = await sql.unsafe<TransferRow[]>(`SELECT ${TRANSFER_COLUMNS} FROM ledger_transfers WHERE id = ANY($1)`, [[...ids]])
  const byId = new Map(rows.map((r) => [r.id, transfer(r)]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

export interface AccountTransfersFilter {
  /** Transfers where the account is debited (default true). */
  readonly debits?: boolean
  /** Transfers where the account is credited (default true). */
  readonly credits?: boolean
  /** Only transfers with this code. */
  readonly code?: string
  /** Page after this cursor (the `next` of the previous page). */
  readonly after?: bigint
  /** 1-1000, default 100. */
  readonly limit?: number
  /** Newest first (then `after` pages towards older ones). */
  readonly reversed?: boolean
}

export interface TransferPage {
  readonly transfers: Transfer[]
  /** Pass as `after` for the next page; absent on the last page. */
  readonly next?: bigint
}

/**
 * An account's transfers in `seq` order. `seq` comes from a sequence, so a
 * transfer that commits late may carry a smaller seq than one already paged
 * past; a reader that must see everything pages again from its last cursor
 * after a quiet moment, or reads balances, which are exact.
 */
export async function getAccountTransfers(sql: Sql, accountId: string, filter: AccountTransfersFilter = {}): Promise<TransferPage> {
  const limit = Math.min(Math.max(Math.trunc(filter.limit ?? 100), 1), 1000)
  const debits = filter.debits ?? true
  const credits = filter.credits ?? true
  if (!debits && !credits) return { transfers: [] }
  const desc = filter.reversed === true
  const sides = [debits ? 'debit_account_id' : null, credits ? 'credit_account_id' : null].filter((s) => s !== null)
  // One index range per side (…_debit, …_credit), merged: no OR over two columns.
  const arms = sides.map(
    (side) => `(SELECT ${TRANSFER_COLUMNS} FROM ledger_transfers WHERE ${side} = $1
      AND ($2::bigint IS NULL OR seq ${desc ? '<' : '>'} $2) AND ($3::text IS NULL OR code = $3)
      ORDER BY seq ${desc ? 'DESC' : 'ASC'} LIMIT $4)`,
  )
  const rows = await sql.unsafe<TransferRow[]>(
    `SELECT * FROM (${arms.join(' UNION ALL ')}) t ORDER BY seq ${desc ? 'DESC' : 'ASC'} LIMIT $4`,
    [accountId, filter.after === undefined ? null : String(filter.after), filter.code ?? null, limit + 1],
  )
  const transfers = rows.slice(0, limit).map(transfer)
  return rows.length > limit ? { transfers, next: transfers[transfers.length - 1]!.seq } : { transfers }
}
