/**
 * The ledger side of the treasury: every chain movement of the platform's
 * addresses becomes transfers between the accounts of accounts.ts, under ids
 * derived from what moved (a deposit id, a move id), so booking again after
 * a crash or a second delivery answers EXISTS and changes nothing.
 *
 *   receipt   a customer's payment to a session address, or money sent to a treasury address from outside:
 *             custody:<class> -> funds:<business>
 *   sweep/gas custody:<to class> <- custody:<from class>        (principal)
 *   refund    funds:<business> <- custody:session              (principal)
 *   fee       gas:<business>   <- custody:<from class> native  (what the chain charged; a reverted send pays it too)
 *
 * A principal and its fee are linked: both are booked or neither.
 */
import { NATIVE_CURRENCY } from '../../chains/assets'
import type { Network } from '../../chains/networks'
import { PlatformError } from '../../platform/errors'
import type { AccountInput, CreateTransferResult, Ledger, TransferInput } from '../../platform/ledger'
import { custodyAccount, fundsAccount, gasAccount, toLedgerUnits, type AddressClass } from './accounts'
import type { Move } from './moves'

const DONE = new Set<CreateTransferResult>(['OK', 'EXISTS'])

async function ensureAccounts(ledger: Ledger, accounts: readonly AccountInput[]): Promise<void> {
  const unique = [...new Map(accounts.map((a) => [a.id, a])).values()]
  const results = await ledger.createAccounts(unique)
  const bad = results.findIndex((r) => r !== 'OK' && r !== 'EXISTS')
  // A scale or code conflict is a configuration bug, not a fact about this money: fail loudly, book after the fix.
  if (bad >= 0) throw new PlatformError('ledger_account_refused', `treasury account ${unique[bad]!.id}: ${results[bad]}`)
}

async function post(ledger: Ledger, what: string, accounts: readonly AccountInput[], transfers: TransferInput[]): Promise<void> {
  if (transfers.length === 0) return
  await ensureAccounts(ledger, accounts)
  const chain = transfers.map((t, i) => (i < transfers.length - 1 ? { ...t, flags: { ...t.flags, linked: true } } : t))
  const results = await ledger.createTransfers(chain)
  const bad = results.find((r) => !DONE.has(r))
  if (bad) throw new PlatformError('ledger_transfer_refused', `${what}: the ledger answered ${bad}`)
}

export interface Receipt {
  /** The deposit id and its sighting: a transfer mined again after a reorg is a new receipt. */
  readonly key: string
  readonly cls: Exclude<AddressClass, 'topup'>
  readonly businessId: string
  readonly network: Network
  readonly currency: string
  readonly isTest: boolean
  /** Chain base units. */
  readonly amount: bigint
}

const receiptTransfer = (r: Receipt, reversal: boolean): { accounts: AccountInput[]; transfer: TransferInput } | null => {
  const custody = custodyAccount(r.cls, r.network, r.currency, r.isTest)
  const funds = fundsAccount(r.businessId, r.network, r.currency, r.isTest)
  const amount = toLedgerUnits(r.network, r.currency, r.amount)
  if (amount <= 0n) return null
  const [debit, credit] = reversal ? [funds, custody] : [custody, funds]
  return {
    accounts: [custody, funds],
    transfer: {
      id: `receipt:${r.key}${reversal ? ':reversal' : ''}`,
      debitAccountId: debit.id,
      creditAccountId: credit.id,
      amount,
      ledger: custody.ledger,
      code: reversal ? 'receipt_reversal' : 'receipt',
    },
  }
}

export async function bookReceipt(ledger: Ledger, r: Receipt): Promise<void> {
  const t = receiptTransfer(r, false)
  if (t) await post(ledger, `receipt ${r.key}`, t.accounts, [t.transfer])
}

/** A confirmed receipt the chain took back (a reorg): reversed once, and only if it was booked. */
export async function reverseReceipt(ledger: Ledger, r: Receipt): Promise<void> {
  const t = receiptTransfer(r, true)
  if (!t) return
  const [booked] = await ledger.lookupTransfers([`receipt:${r.key}`])
  if (booked) await post(ledger, `receipt ${r.key} reversal`, t.accounts, [t.transfer])
}

/** A settled move's transfers: the principal if it landed, the fee if the chain charged one. */
export async function bookMove(ledger: Ledger, m: Move): Promise<void> {
  const native = NATIVE_CURRENCY[m.network]
  const from = custodyAccount(m.fromClass, m.network, m.currency, m.isTest)
  const accounts: AccountInput[] = [from]
  const transfers: TransferInput[] = []
  const principal = toLedgerUnits(m.network, m.currency, m.sent ?? m.amount)
  if (m.status === 'confirmed' && principal > 0n) {
    const to =
      m.toClass === 'external'
        ? fundsAccount(m.businessId, m.network, m.currency, m.isTest)
        : custodyAccount(m.toClass, m.network, m.currency, m.isTest)
    accounts.push(to)
    transfers.push({ id: m.id, debitAccountId: to.id, creditAccountId: from.id, amount: principal, ledger: from.ledger, code: m.purpose })
  }
  if (m.fee !== null && m.fee > 0n) {
    const fromNative = custodyAccount(m.fromClass, m.network, native, m.isTest)
    const gas = gasAccount(m.businessId, m.network, native, m.isTest)
    accounts.push(fromNative, gas)
    transfers.push({
      id: `${m.id}:fee`,
      debitAccountId: gas.id,
      creditAccountId: fromNative.id,
      amount: toLedgerUnits(m.network, native, m.fee),
      ledger: fromNative.ledger,
      code: 'network_fee',
    })
  }
  await post(ledger, `move ${m.id}`, accounts, transfers)
}
