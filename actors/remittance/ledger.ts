/**
 * Remittance money on the ledger (docs/design/ledger.md), on the source currency's ledger (`NGN`, `USD`, ...;
 * `.test` for the test environment), at 2 decimals:
 *
 *   balance:<business>:<cur>:<env>          the merchant's balance (never negative)
 *   remit_partner:wise:<cur>:<env>          paid out through the partner (an asset mirror of what it sent for us)
 *   revenue:remittance:<cur>:<env>          the platform's fee, less the RPay discount
 *
 *   hold      rmt:<id>:hold  balance → partner   source_amount   pending   } linked: both or neither
 *             rmt:<id>:fee   balance → revenue   fee − discount  pending   }
 *   post      rmt:<id>:hold:post, rmt:<id>:fee:post      the payout was sent
 *   void      rmt:<id>:hold:void, rmt:<id>:fee:void      it failed before sending: the balance is whole again
 *   reverse   rmt:<id>:hold:reverse partner → balance, rmt:<id>:fee:reverse revenue → balance
 *             it bounced back after sending: a compensating transfer (the posted ones are immutable)
 *
 * Every id comes from the transfer id, so a step repeated after a crash asks for the same transfers and the
 * ledger answers EXISTS. The hold is checked against the balance atomically (debits_must_not_exceed_credits
 * counts pending debits), so two transfers can never hold more than the balance has.
 */
import { PlatformError } from '../../platform/errors'
import type { AccountInput, CreateTransferResult, Ledger, TransferInput } from '../../platform/ledger'
import { FIAT_DECIMALS, isBalanceCurrency, ledgerOf, merchantAccount } from '../balance'
import type { RemitTransfer } from './transfer/state'

const env = (isTest: boolean) => (isTest ? 'test' : 'live')
const DONE = new Set<CreateTransferResult>(['OK', 'EXISTS'])
const created = new WeakMap<Ledger, Set<string>>()

function currencyOf(t: RemitTransfer) {
  const cur = t.quote.sourceCurrency
  if (!isBalanceCurrency(cur)) throw new PlatformError('ledger_refused', `${cur} is not a balance currency`)
  return cur
}

function accountsOf(t: RemitTransfer) {
  const cur = currencyOf(t)
  const ledger = ledgerOf(t.isTest, cur)
  return {
    ledger,
    balance: merchantAccount(t.businessId, t.isTest, cur).id,
    partner: `remit_partner:wise:${cur}:${env(t.isTest)}`,
    revenue: `revenue:remittance:${cur}:${env(t.isTest)}`,
  }
}

async function ensure(ledger: Ledger, t: RemitTransfer): Promise<void> {
  const a = accountsOf(t)
  const base = { ledger: a.ledger, scale: FIAT_DECIMALS }
  const wanted: AccountInput[] = [
    { ...base, id: a.balance, code: 'merchant_balance', owner: t.businessId, flags: { debitsMustNotExceedCredits: true } },
    { ...base, id: a.partner, code: 'clearing' },
    { ...base, id: a.revenue, code: 'revenue' },
  ]
  const seen = created.get(ledger) ?? new Set<string>()
  created.set(ledger, seen)
  const missing = wanted.filter((x) => !seen.has(x.id))
  if (missing.length === 0) return
  const results = await ledger.createAccounts(missing)
  const bad = results.find((r) => r !== 'OK' && r !== 'EXISTS')
  if (bad) throw new PlatformError('ledger_account_refused', `remittance ledger accounts: ${bad}`)
  for (const x of missing) seen.add(x.id)
}

const netFee = (t: RemitTransfer) => t.quote.feeMinor - t.quote.discountMinor

/** The transfers of one step, linked so they succeed or fail together (the fee leg only when there is a fee). */
function chain(items: readonly TransferInput[]): TransferInput[] {
  return items.map((x, i) => (i < items.length - 1 ? { ...x, flags: { ...x.flags, linked: true } } : x))
}

async function run(
  ledger: Ledger,
  t: RemitTransfer,
  step: string,
  items: readonly TransferInput[],
): Promise<readonly CreateTransferResult[]> {
  await ensure(ledger, t)
  const results = await ledger.createTransfers(chain(items))
  if (results.length !== items.length) throw new PlatformError('ledger_refused', `${step} of remittance ${t.id}: no answer`)
  return results
}

function done(t: RemitTransfer, step: string, results: readonly CreateTransferResult[]): void {
  const bad = results.find((r) => !DONE.has(r))
  if (bad !== undefined) throw new PlatformError('ledger_refused', `${step} of remittance ${t.id}: ${bad}`)
}

/** Places the hold: 'held', or 'refused' when the balance cannot cover total_cost (nothing is held then). */
export async function placeHold(ledger: Ledger, t: RemitTransfer): Promise<'held' | 'refused'> {
  const a = accountsOf(t)
  const items: TransferInput[] = [
    {
      id: `rmt:${t.id}:hold`,
      debitAccountId: a.balance,
      creditAccountId: a.partner,
      amount: t.quote.sourceMinor,
      ledger: a.ledger,
      code: 'remittance',
      flags: { pending: true },
    },
    ...(netFee(t) > 0n
      ? [
          {
            id: `rmt:${t.id}:fee`,
            debitAccountId: a.balance,
            creditAccountId: a.revenue,
            amount: netFee(t),
            ledger: a.ledger,
            code: 'remittance_fee',
            flags: { pending: true },
          },
        ]
      : []),
  ]
  const results = await run(ledger, t, 'hold', items)
  if (results.every((r) => DONE.has(r))) return 'held'
  if (results.includes('EXCEEDS_CREDITS')) return 'refused'
  done(t, 'hold', results)
  return 'held'
}

async function resolve(ledger: Ledger, t: RemitTransfer, how: 'post' | 'void'): Promise<void> {
  const flags = how === 'post' ? { postPendingTransfer: true } : { voidPendingTransfer: true }
  const items: TransferInput[] = [
    { id: `rmt:${t.id}:hold:${how}`, pendingId: `rmt:${t.id}:hold`, flags },
    ...(netFee(t) > 0n ? [{ id: `rmt:${t.id}:fee:${how}`, pendingId: `rmt:${t.id}:fee`, flags }] : []),
  ]
  done(t, how, await run(ledger, t, how, items))
}

export const postHold = (ledger: Ledger, t: RemitTransfer) => resolve(ledger, t, 'post')
export const voidHold = (ledger: Ledger, t: RemitTransfer) => resolve(ledger, t, 'void')

/** Gives the merchant back what a bounced payout cost it: the source amount and the fee. */
export async function reverseDebit(ledger: Ledger, t: RemitTransfer): Promise<void> {
  const a = accountsOf(t)
  const items: TransferInput[] = [
    {
      id: `rmt:${t.id}:hold:reverse`,
      debitAccountId: a.partner,
      creditAccountId: a.balance,
      amount: t.quote.sourceMinor,
      ledger: a.ledger,
      code: 'remittance_reversal',
    },
    ...(netFee(t) > 0n
      ? [
          {
            id: `rmt:${t.id}:fee:reverse`,
            debitAccountId: a.revenue,
            creditAccountId: a.balance,
            amount: netFee(t),
            ledger: a.ledger,
            code: 'remittance_fee_reversal',
          },
        ]
      : []),
  ]
  done(t, 'reverse', await run(ledger, t, 'reverse', items))
}
