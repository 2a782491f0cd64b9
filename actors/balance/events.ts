/**
 * What the balance tells its subscribers: a booking to put in the ledger (ledger_apply.ts), then what the ledger did
 * with each step (the webhooks send `balance.credited` and `balance.debited`; the others are for operators).
 */
import { kindEvents } from '../runtime/events'
import type { BookingEvent } from './bookings'

/** A step the ledger refused for good, with why. */
type RefusedBooking = BookingEvent & { readonly refused?: string }

export type BalanceEvents = {
  readonly 'balance.booking_requested': BookingEvent
  readonly 'balance.credit_pending': BookingEvent
  readonly 'balance.credited': BookingEvent
  readonly 'balance.credit_voided': BookingEvent
  readonly 'balance.debited': BookingEvent
  readonly 'balance.booking_refused': RefusedBooking
}

export const balanceEvents = kindEvents<BalanceEvents>('balance')
