/**
 * The merchant's ledger entries, newest first, filtered and paged. An entry
 * is a transfer that moved (or reserved) the merchant's money: a pending
 * credit shows once, with its state (pending, posted, voided); the post or
 * void that resolved it is not an entry of its own. The ledger's
 * getAccountTransfers pages by cursor over one account without a time range
 * or a count, so this one read query goes to its table directly (read only;
 * the ledger's functions are the only writers).
 */
import type { Sql } from 'postgres'
import { formatUnits } from '../../chains/assets'
import { BALANCE_DECIMALS, type BalanceCurrency } from './currencies'

/** TRANSFER_FLAG of platform/ledger/encode.ts: pending 2, post 4, void 8. */
const PENDING = 2
const RESOLVES_PENDING = 4 | 8

export interface EntryFilter {
  /** account id -> its currency */
  readonly accounts: ReadonlyMap<string, BalanceCurrency>
  readonly direction?: 'credit' | 'debit'
  readonly fromMs?: number
  readonly toMs?: number
  readonly page: number
  readonly limit: number
}

type Row = {
  id: string
  debit_account_id: string
  credit_account_id: string
  amount: string
  code: string
  flags: number
  user_data: string | null
  timestamp_ms: string
  state: string | null
}

export async function listEntries(sql: Sql, f: EntryFilter) {
  const ids = [...f.accounts.keys()]
  const credits = f.direction !== 'debit'
  const debits = f.direction !== 'credit'
  // One filter for the page and its count, so the total holds even for a page past the end.
  const matching = sql`
    ((${credits} AND credit_account_id = ANY(${ids})) OR (${debits} AND debit_account_id = ANY(${ids})))
    AND flags & ${RESOLVES_PENDING} = 0
    AND timestamp_ms >= ${f.fromMs ?? 0} AND timestamp_ms < ${f.toMs ?? Number.MAX_SAFE_INTEGER}`
  const [rows, [count]] = await Promise.all([
    sql<Row[]>`
      SELECT id, debit_account_id, credit_account_id, amount::text, code, flags, user_data, timestamp_ms::text, state
        FROM ledger_transfers WHERE ${matching}
       ORDER BY seq DESC LIMIT ${f.limit} OFFSET ${(f.page - 1) * f.limit}`,
    sql<{ n: string }[]>`SELECT count(*)::text AS n FROM ledger_transfers WHERE ${matching}`,
  ])
  return { total: Number(count!.n), entries: rows.map((r) => entryView(r, f.accounts)) }
}

function entryView(r: Row, accounts: ReadonlyMap<string, BalanceCurrency>) {
  const credit = accounts.has(r.credit_account_id)
  const units = BigInt(r.amount)
  // A top-up's user data is its booking key, `<network>:<tx hash>:<address>:<currency>:<index>#<sighting>`.
  const depositId = r.user_data?.replace(/#\d+$/, '')
  const [network, txHash] = depositId?.split(':') ?? []
  return {
    id: r.id,
    currency: accounts.get(credit ? r.credit_account_id : r.debit_account_id)!,
    direction: credit ? ('credit' as const) : ('debit' as const),
    amount: units.toString(),
    amount_decimal: formatUnits(units, BALANCE_DECIMALS),
    status:
      (r.flags & PENDING) === 0 || r.state === 'posted'
        ? ('posted' as const)
        : r.state === 'pending'
          ? ('pending' as const)
          : ('voided' as const),
    type: r.code,
    ...(depositId && network && txHash ? { network, tx_hash: txHash, deposit_id: depositId } : {}),
    created_at: new Date(Number(r.timestamp_ms)).toISOString(),
  }
}
