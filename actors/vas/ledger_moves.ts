/**
 * An order's money on the ledger (README "Merchant balance", how VAS holds):
 *   hold     pending  balance:<biz>:<cur>:<env> -> vas_float:reloadly:<cur>:<env>   the merchant price
 *   post     posts the hold (delivered)                                            } linked: both or
 *   revenue  vas_float -> vas_revenue:<cur>:<env>  merchant price - provider cost  } neither
 *   void     releases the hold (failed: the "refund" moves nothing back, nothing left)
 * Ids come from the order id, so every step repeats as EXISTS. The float
 * account mirrors what the platform paid the provider out of its float: the
 * provider's cost stays there, the platform's margin moves to revenue. The
 * merchant's own markup is paid by its customer to the merchant, outside the
 * platform, so it is recorded on the order and moves nothing here.
 */
import { createHash } from 'node:crypto'
import { PlatformError } from '../../platform/errors'
import type { CreateTransferResult, Ledger } from '../../platform/ledger'
import { ledgerOf, merchantAccount } from '../balance'
import { TOP_UP_DECIMALS } from '../balance'
import type { VasOrder } from './order/state'

const env = (isTest: boolean) => (isTest ? 'test' : 'live')
const floatAccount = (o: VasOrder) => `vas_float:reloadly:${o.currency}:${env(o.isTest)}`
const revenueAccount = (o: VasOrder) => `vas_revenue:${o.currency}:${env(o.isTest)}`

/** Ledger ids are at most 128 characters; an order id (business, environment, reference) may be longer. */
export const moveId = (o: Pick<VasOrder, 'id'>, step: 'hold' | 'post' | 'revenue' | 'void') =>
  `vas:${createHash('sha256').update(o.id).digest('hex').slice(0, 40)}:${step}`

/** Provider cents (USD) in balance base units: stablecoins count 1:1 against USD. */
export const unitsOfCents = (cents: bigint) => cents * 10n ** BigInt(TOP_UP_DECIMALS - 2)

const DONE = new Set<CreateTransferResult>(['OK', 'EXISTS'])

/** Accounts this process has seen created (per ledger client): the platform's few VAS accounts, never a merchant's. */
const created = new WeakMap<Ledger, Set<string>>()

async function ensureAccounts(ledger: Ledger, o: VasOrder): Promise<void> {
  const seen = created.get(ledger) ?? new Set<string>()
  created.set(ledger, seen)
  if (seen.has(floatAccount(o))) return
  const base = { ledger: ledgerOf(o.isTest, o.currency), scale: TOP_UP_DECIMALS }
  const results = await ledger.createAccounts([
    { ...base, id: floatAccount(o), code: 'provider_float' },
    { ...base, id: revenueAccount(o), code: 'revenue' },
  ])
  const bad = results.find((r) => r !== 'OK' && r !== 'EXISTS')
  if (bad) throw new PlatformError('ledger_account_refused', `VAS accounts: ${bad}`)
  seen.add(floatAccount(o))
}

/** Holds the price: true when the ledger holds it, false when the balance cannot cover it (or has never been funded). */
export async function hold(ledger: Ledger, o: VasOrder): Promise<boolean> {
  await ensureAccounts(ledger, o)
  const [r] = await ledger.createTransfers([
    {
      id: moveId(o, 'hold'),
      debitAccountId: merchantAccount(o.businessId, o.isTest, o.currency).id,
      creditAccountId: floatAccount(o),
      amount: o.merchantPrice,
      ledger: ledgerOf(o.isTest, o.currency),
      code: 'vas_order',
      flags: { pending: true },
      userData: o.id.slice(0, 128),
    },
  ])
  if (DONE.has(r!)) return true
  if (r === 'EXCEEDS_CREDITS' || r === 'DEBIT_ACCOUNT_NOT_FOUND') return false
  throw new PlatformError('ledger_refused', `VAS hold of ${o.id}: ${r}`)
}

/** Posts the hold and books the platform's margin, together. */
export async function settle(ledger: Ledger, o: VasOrder, costCents: bigint): Promise<void> {
  const margin = o.merchantPrice - unitsOfCents(costCents)
  const post = { id: moveId(o, 'post'), pendingId: moveId(o, 'hold'), flags: { postPendingTransfer: true, linked: margin > 0n } }
  const revenue = {
    id: moveId(o, 'revenue'),
    debitAccountId: floatAccount(o),
    creditAccountId: revenueAccount(o),
    amount: margin,
    ledger: ledgerOf(o.isTest, o.currency),
    code: 'vas_revenue',
  }
  const results = await ledger.createTransfers(margin > 0n ? [post, revenue] : [post])
  const bad = results.find((r) => !DONE.has(r))
  if (bad) throw new PlatformError('ledger_refused', `VAS settlement of ${o.id}: ${results.join(', ')}`)
}

/** Releases the hold; a hold never made (the ledger refused it) needs nothing. */
export async function release(ledger: Ledger, o: VasOrder): Promise<void> {
  const [r] = await ledger.createTransfers([{ id: moveId(o, 'void'), pendingId: moveId(o, 'hold'), flags: { voidPendingTransfer: true } }])
  if (DONE.has(r!) || r === 'PENDING_TRANSFER_NOT_FOUND' || r === 'PENDING_TRANSFER_EXPIRED') return
  throw new PlatformError('ledger_refused', `VAS void of ${o.id}: ${r}`)
}
