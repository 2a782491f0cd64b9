/**
 * A statement: the transfers of a set of accounts (one owner's, one per currency), newest first, by page number,
 * with the count of all that match. getAccountTransfers pages one account by cursor, as TigerBeetle's
 * get_account_transfers does; a person reading a statement wants page numbers, a total, and a time range.
 * Read only, like every query here: the ledger's functions are the only writers.
 */
import type { Sql } from 'postgres'
import { transfer, TRANSFER_COLUMNS, type TransferRow } from './queries'
import { TRANSFER_FLAG } from './encode'
import type { Transfer } from './types'

export interface StatementFilter {
  /** The accounts whose transfers are wanted (1-100). */
  readonly accountIds: readonly string[]
  /** Transfers where one of the accounts is debited (default true). */
  readonly debits?: boolean
  /** Transfers where one of the accounts is credited (default true). */
  readonly credits?: boolean
  /** Leave out the posts and voids that resolve a pending transfer: the pending transfer carries its `state`. */
  readonly withoutResolutions?: boolean
  /** Transfers at or after this time (ms). */
  readonly fromMs?: number
  /** Transfers before this time (ms). */
  readonly toMs?: number
  /** 1-1000, default 100. */
  readonly limit?: number
  /** Transfers to skip, newest first (page - 1) * limit. */
  readonly offset?: number
}

export interface Statement {
  readonly transfers: Transfer[]
  /** All transfers that match, on every page. */
  readonly total: number
}

export async function statement(sql: Sql, f: StatementFilter): Promise<Statement> {
  const ids = [...f.accountIds]
  if (ids.length === 0 || ids.length > 100) throw new RangeError('a statement covers 1 to 100 accounts')
  const limit = Math.min(Math.max(Math.trunc(f.limit ?? 100), 1), 1000)
  const offset = Math.max(Math.trunc(f.offset ?? 0), 0)
  const resolutions = f.withoutResolutions === true ? TRANSFER_FLAG.postPendingTransfer | TRANSFER_FLAG.voidPendingTransfer : 0
  // One filter for the page and its count, so the total holds even for a page past the end.
  const matching = sql`
    ((${f.credits ?? true} AND credit_account_id = ANY(${ids})) OR (${f.debits ?? true} AND debit_account_id = ANY(${ids})))
    AND flags & ${resolutions} = 0
    AND timestamp_ms >= ${f.fromMs ?? 0} AND timestamp_ms < ${f.toMs ?? Number.MAX_SAFE_INTEGER}`
  const [rows, [count]] = await Promise.all([
    sql<TransferRow[]>`
      SELECT ${sql.unsafe(TRANSFER_COLUMNS)} FROM ledger_transfers WHERE ${matching}
       ORDER BY seq DESC LIMIT ${limit} OFFSET ${offset}`,
    sql<{ n: string }[]>`SELECT count(*)::text AS n FROM ledger_transfers WHERE ${matching}`,
  ])
  return { transfers: rows.map(transfer), total: Number(count!.n) }
}
