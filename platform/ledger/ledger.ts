/**
 * The ledger's API over Postgres: batches of accounts and transfers, each
 * one call of a plpgsql function (migrations 015, 016) that answers one
 * result code per item. Concurrent callers share calls (batcher.ts).
 */
import { statement, type Statement, type StatementFilter } from './statement'
import type { Sql } from 'postgres'
import { systemClock, type Clock } from '../clock'
import { PlatformError } from '../errors'
import { isJsonObject } from '../json_object'
import { firstOf } from '../present'
import { Batcher } from './batcher'
import { accountItem, closeChains, transferColumns, transferItem, type AccountItem, type TransferItem } from './encode'
import { PendingAccounts } from './pending_accounts'
import * as q from './queries'
import type { Account, AccountInput, CreateAccountResult, CreateTransferResult, Transfer, TransferInput } from './types'

export interface LedgerOptions {
  readonly clock?: Clock
  /** Items per function call, merged callers included (a larger caller goes alone). */
  readonly maxBatchItems?: number
  /**
   * Calls in flight at once (default 2); callers arriving meanwhile wait and go out together. A batch
   * is split into calls on disjoint accounts when slots are free (partition.ts); more than two calls of
   * fewer items each cost more per item than they gain on two cores (bench/ledger).
   */
  readonly maxInFlight?: number
}

export interface Ledger {
  /** One result per account, in order. */
  createAccounts(accounts: readonly AccountInput[]): Promise<CreateAccountResult[]>
  /** One result per transfer, in order. Linked chains never span two calls. */
  createTransfers(transfers: readonly TransferInput[]): Promise<CreateTransferResult[]>
  lookupAccounts(ids: readonly string[]): Promise<Account[]>
  lookupTransfers(ids: readonly string[]): Promise<Transfer[]>
  getAccountTransfers(accountId: string, filter?: q.AccountTransfersFilter): Promise<q.TransferPage>
  /** The transfers of several accounts, newest first, by page, with their total (statement.ts). */
  statement(filter: StatementFilter): Promise<Statement>
  /** Expires pending transfers whose timeout has passed, up to `maxCount`; answers how many. */
  expirePending(nowMs?: number, maxCount?: number): Promise<number>
}

/** The items' fields as arrays (encode.ts transferColumns), now_ms. */
const ARGS = `$1::text[], $2::text[], $3::text[], $4::numeric[], $5::text[], $6::text[], $7::text[], $8::int[], $9::int[],
  $10::text[], $11::text[], $12::bigint`
const CREATE_TRANSFERS = {
  fast: `SELECT ledger_create_transfers_fast(${ARGS}) AS r`,
  careful: `SELECT ledger_create_transfers(${ARGS}) AS r`,
}

/**
 * The fast function met what only the careful one answers (LDG01, or 23505: a replay), another batch
 * created one of this batch's new ids meanwhile (LDG01), or a rare lock cycle between two such batches:
 * run it again, careful.
 */
const RETRYABLE = new Set(['LDG01', '23505', '40P01'])
const ATTEMPTS = 5

/** Runs `run(careful)`: fast first, then careful after a retryable error (migration 034). */
async function withRetry<T>(run: (careful: boolean) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run(attempt > 1)
    } catch (error) {
      const code = isJsonObject(error) && typeof error.code === 'string' ? error.code : undefined
      if (attempt >= ATTEMPTS || code === undefined || !RETRYABLE.has(code)) {
        throw new PlatformError('ledger_unavailable', `ledger batch failed: ${String(error)}`, {
          temporary: code !== undefined && (RETRYABLE.has(code) || code.startsWith('08') || code.startsWith('57')),
          cause: error,
        })
      }
    }
  }
}

export function createLedger(sql: Sql, options: LedgerOptions = {}): Ledger {
  const clock = options.clock ?? systemClock
  const batching = { maxItems: options.maxBatchItems ?? 1000, maxInFlight: options.maxInFlight ?? 2 }
  const call =
    <I, R>(fn: string) =>
    (items: I[]) =>
      withRetry(async () => {
        const rows = await sql.unsafe<{ r: R[] }[]>(`SELECT ${fn}($1::text::jsonb, $2::bigint) AS r`, [
          JSON.stringify(items),
          clock.nowMs(),
        ])
        return firstOf(rows, `the answer of ${fn}`).r
      })
  // Prepared (parsed and planned once per connection); the items as one array per field (encode.ts).
  const createTransfers = (items: TransferItem[]) =>
    withRetry(async (careful) => {
      const params = [...transferColumns(items), clock.nowMs()]
      const query = careful ? CREATE_TRANSFERS.careful : CREATE_TRANSFERS.fast
      const rows = await sql.unsafe<{ r: CreateTransferResult[] }[]>(query, params, { prepare: true })
      return firstOf(rows, 'the answer of ledger_create_transfers').r
    })
  const accounts = new Batcher(call<AccountItem, CreateAccountResult>('ledger_create_accounts'), batching)
  const transfers = new Batcher(createTransfers, batching)

  const pendings = new PendingAccounts()

  return {
    createAccounts: (list) => {
      const items = closeChains(list.map(accountItem))
      return accounts.submit(
        items,
        items.map((a) => a.i),
      )
    },
    async createTransfers(list) {
      const items = closeChains(list.map(transferItem))
      const results = await transfers.submit(items, pendings.keys(items))
      pendings.learn(items, results)
      return results
    },
    lookupAccounts: (ids) => q.lookupAccounts(sql, ids),
    lookupTransfers: (ids) => q.lookupTransfers(sql, ids),
    getAccountTransfers: (accountId, filter) => q.getAccountTransfers(sql, accountId, filter),
    statement: (filter) => statement(sql, filter),
    async expirePending(nowMs = clock.nowMs(), maxCount = 1000) {
      const rows = await sql<{ n: number | string }[]>`SELECT ledger_expire_pending(${nowMs}, ${maxCount}) AS n`
      return Number(firstOf(rows, 'the expired count').n)
    },
  }
}
