/** What the merchant balance actor is asked to do; every command answers the state. */
import type { DepositObserved } from '../chains'
import type { BookingEvent } from './bookings'
import type { TopUpAddress } from './state'

export type BalanceCommand =
  | { readonly type: 'get' }
  /** Records the top-up addresses made at first use; a second set (a racing first use) keeps the first. */
  | { readonly type: 'add_top_ups'; readonly addresses: readonly TopUpAddress[] }
  /** From the deposit router: a deposit to a top-up address was detected, confirmed, failed or reversed. */
  | DepositObserved
  /**
   * From the ledger subscriber (ledger_subscriber.ts): the transfers of a
   * requested booking are in the ledger (created now or found existing), or
   * the ledger refused them for good (`refused`, its result code).
   */
  | { readonly type: 'booking_applied'; readonly booking: BookingEvent; readonly refused?: string }

export type { BalanceState as BalanceReply } from './state'
