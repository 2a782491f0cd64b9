/**
 * What one deposit sighting means for the ledger, as a pure function of what
 * was booked before and where the deposit stands now:
 *
 *   deposit     booked before   ledger                                   step
 *   detected    -               pending credit  clearing -> balance      pending
 *   confirmed   -               pending credit, then post it             posted
 *   confirmed   pending         post the pending credit                  posted
 *   failed or   pending         void the pending credit                  voided
 *   reversed    posted          compensating transfer balance -> clearing reversed
 *   anything    a later step    nothing (a repeat or a late event)       -
 *
 * A detected deposit is visible as pending and cannot be spent; only the
 * confirmation (the network's depth) makes it available. So a reorg, which
 * the deposit actor reports as `reversed` for a deposit not yet confirmed,
 * voids a pending credit and no spendable money ever existed. A posted credit
 * taken back (a reversal after confirmation) is a compensating transfer; the
 * balance account's flag may refuse it when the money was already spent,
 * which is recorded as refused and reported to operators, never hidden.
 * Every ledger transfer id is derived from the deposit id, its sighting and
 * the step, so an event delivered twice asks for the same transfers and the
 * ledger answers exists.
 */
import type { BalanceEvents } from './events'
import { createHash } from 'node:crypto'
import type { DepositView } from '../chains'
import { clearingAccount, merchantAccount, type AccountRef } from './accounts'
import { isTopUpCurrency, isTopUpNetwork, toBalanceUnits, type TopUpCurrency, type TopUpNetwork } from './currencies'
import type { BalanceState, Booking, BookingStep } from './state'

export type LedgerMove =
  | { readonly op: 'pending'; readonly id: string; readonly debit: AccountRef; readonly credit: AccountRef; readonly units: bigint }
  | { readonly op: 'post'; readonly id: string; readonly pendingId: string }
  | { readonly op: 'void'; readonly id: string; readonly pendingId: string }
  | { readonly op: 'transfer'; readonly id: string; readonly debit: AccountRef; readonly credit: AccountRef; readonly units: bigint }

/** A booking as requested from the ledger subscriber and, once applied, announced (the payload of both events). */
export interface BookingEvent {
  readonly businessId: string
  readonly isTest: boolean
  readonly key: string
  readonly step: BookingStep
  readonly currency: TopUpCurrency
  readonly units: bigint
  readonly direction: 'credit' | 'debit'
  readonly network: TopUpNetwork
  readonly depositId: string
  readonly sighting: number
  readonly txHash: string
  readonly address: string
  readonly atMs: number
  readonly moves: readonly LedgerMove[]
}

/** The event a step emits once the ledger holds it; only credited and debited become webhooks. */
export const EVENT_OF_STEP: Readonly<Record<BookingStep, keyof BalanceEvents>> = {
  pending: 'balance.credit_pending',
  posted: 'balance.credited',
  voided: 'balance.credit_voided',
  reversed: 'balance.debited',
}

const ORDER: Readonly<Record<BookingStep, number>> = { pending: 1, posted: 2, voided: 3, reversed: 3 }

/**
 * The ledger transfer id of one step of one sighting. A deposit id is longer than a ledger id may be (128), so the
 * key is hashed: 160 bits of SHA-256 keep distinct deposits apart, and the same key always gives the same id.
 */
export const transferIdOf = (key: string, step: 'pending' | 'post' | 'void' | 'reverse') =>
  `topup:${createHash('sha256').update(key).digest('hex').slice(0, 40)}:${step}`

/**
 * How a balance remembers a sighting's key: 128 bits of its SHA-256, base64url. The window holds BOOKINGS_KEPT of
 * them, so a collision between two of a merchant's sightings is not a practical concern; the ledger's transfer ids
 * (160 bits) stay the guard for the money.
 */
export const rememberedKey = (key: string) => createHash('sha256').update(key).digest('base64url').slice(0, 22)

/** The booking remembered for `key`, if it is still in the window (a state written before keys were digests holds it whole). */
export function remembered(state: BalanceState, key: string): Booking | undefined {
  const digest = rememberedKey(key)
  return state.bookings.find((b) => b.key === digest || b.key === key)
}

/** The booking this deposit asks for, or null when it changes nothing (not a balance currency, a repeat, a late event). */
export function bookDeposit(state: BalanceState, deposit: DepositView, nowMs: number): { booking: Booking; event: BookingEvent } | null {
  const network = deposit.network
  if (!isTopUpNetwork(network) || !isTopUpCurrency(deposit.currency) || deposit.sandbox !== state.isTest) return null
  const sighting = deposit.sighting ?? 1
  const key = `${deposit.id}#${sighting}`
  const before = remembered(state, key)?.step
  const target = targetStep(deposit.status, before)
  if (!target || (before && ORDER[target] <= ORDER[before])) return null
  const currency = deposit.currency
  const units = toBalanceUnits(network, currency, deposit.amount)
  // Below the balance's smallest unit (BSC dust): nothing to credit.
  if (units === 0n) return null
  const balance = merchantAccount(state.businessId, state.isTest, currency)
  const clearing = clearingAccount(network, state.isTest, currency)
  const pendingId = transferIdOf(key, 'pending')
  const pending: LedgerMove = { op: 'pending', id: pendingId, debit: clearing, credit: balance, units }
  // Each step carries the transfers of the steps before it: those already in the ledger answer exists, and a step
  // whose predecessor was never applied (the deposit confirmed before the pending credit reached the ledger) is whole.
  const post: LedgerMove = { op: 'post', id: transferIdOf(key, 'post'), pendingId }
  const moves: LedgerMove[] =
    target === 'pending'
      ? [pending]
      : target === 'posted'
        ? [pending, post]
        : target === 'voided'
          ? [pending, { op: 'void', id: transferIdOf(key, 'void'), pendingId }]
          : [pending, post, { op: 'transfer', id: transferIdOf(key, 'reverse'), debit: balance, credit: clearing, units }]
  const booking: Booking = { key: rememberedKey(key), step: target, applied: false }
  const event: BookingEvent = {
    businessId: state.businessId,
    isTest: state.isTest,
    key,
    step: target,
    currency,
    units,
    direction: target === 'reversed' ? 'debit' : 'credit',
    network,
    depositId: deposit.id,
    sighting,
    txHash: deposit.txHash,
    address: deposit.address,
    atMs: deposit.settledAtMs ?? nowMs,
    moves,
  }
  return { booking, event }
}

/** Where a deposit in this status takes a sighting booked up to `before`; null when nothing is to be booked. */
function targetStep(status: DepositView['status'], before: BookingStep | undefined): BookingStep | null {
  switch (status) {
    case 'detected':
      return 'pending'
    case 'confirmed':
      return 'posted'
    case 'failed':
    case 'reversed':
      // Nothing booked yet: nothing to undo. A pending credit is voided; a posted one needs a compensating transfer.
      return before === 'pending' ? 'voided' : before === 'posted' ? 'reversed' : null
  }
}
