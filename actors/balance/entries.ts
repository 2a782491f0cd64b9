/**
 * The merchant's ledger entries, newest first, filtered and paged. An entry
 * is a transfer that moved (or reserved) the merchant's money: a pending
 * credit shows once, with its state (pending, posted, voided); the post or
 * void that resolved it is not an entry of its own. Read through the
 * ledger's statement query (page numbers, a total, a time range).
 */
import { formatUnits } from '../../chains/assets'
import type { Ledger, Transfer } from '../../platform/ledger'
import { balanceDecimals, type BalanceCurrency } from './currencies'
import { present } from '../../platform/present'

export interface EntryFilter {
  /** account id -> its currency */
  readonly accounts: ReadonlyMap<string, BalanceCurrency>
  readonly direction?: 'credit' | 'debit'
  readonly fromMs?: number
  readonly toMs?: number
  readonly page: number
  readonly limit: number
}

export async function listEntries(ledger: Ledger, f: EntryFilter) {
  const page = await ledger.statement({
    accountIds: [...f.accounts.keys()],
    credits: f.direction !== 'debit',
    debits: f.direction !== 'credit',
    withoutResolutions: true,
    ...(f.fromMs === undefined ? {} : { fromMs: f.fromMs }),
    ...(f.toMs === undefined ? {} : { toMs: f.toMs }),
    limit: f.limit,
    offset: (f.page - 1) * f.limit,
  })
  return { total: page.total, entries: page.transfers.map((t) => entryView(t, f.accounts)) }
}

function entryView(r: Transfer, accounts: ReadonlyMap<string, BalanceCurrency>) {
  const credit = accounts.has(r.creditAccountId)
  const units = r.amount
  // A top-up's user data is its booking key, `<network>:<tx hash>:<address>:<currency>:<index>#<sighting>`.
  const depositId = r.code === 'top_up' || r.code === 'top_up_reversal' ? r.userData?.replace(/#\d+$/, '') : undefined
  const [network, txHash] = depositId?.split(':') ?? []
  // The query asked for these accounts' transfers only: one side is the merchant's.
  const currency = present(accounts.get(credit ? r.creditAccountId : r.debitAccountId), `the currency of entry ${r.id}`)
  return {
    id: r.id,
    currency,
    direction: credit ? ('credit' as const) : ('debit' as const),
    amount: units.toString(),
    amount_decimal: formatUnits(units, balanceDecimals(currency)),
    status:
      !r.flags.pending || r.state === 'posted' ? ('posted' as const) : r.state === 'pending' ? ('pending' as const) : ('voided' as const),
    type: r.code,
    ...(depositId && network && txHash ? { network, tx_hash: txHash, deposit_id: depositId } : {}),
    created_at: new Date(r.timestampMs).toISOString(),
  }
}
