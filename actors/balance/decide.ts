/**
 * The merchant balance, one actor per business and environment: it owns the
 * merchant's top-up addresses (the deposit router hands it every deposit to
 * them) and decides which ledger transfers each deposit sighting asks for
 * (bookings.ts). The balance itself lives in the ledger. A booking goes in
 * two steps, so nothing is announced that the ledger does not hold:
 *   deposit_observed  -> booking recorded, `balance.booking_requested` (its transfers)
 *   booking_applied   -> the subscriber put them in the ledger: `balance.credited`, ...
 * Both steps are at least once (outbox) and idempotent (the ledger's transfer
 * ids; the bookings remembered here), so each step is announced exactly once.
 */
import { balanceEvents, type BalanceEvents } from './events'
import { accepted, unchanged, type ActorKind, type Decision, refTo } from '../runtime/types'
import { bookDeposit, EVENT_OF_STEP, remembered } from './bookings'
import type { BalanceCommand, BalanceReply } from './commands'
import type { BalanceRejection } from './rejections'
import type { BalanceState } from './state'
import { balanceReadModel } from './read_model'

/**
 * Bookings remembered for repeats: far more than the top-ups one merchant has in flight (replays come within the
 * outbox recovery and the watcher's reversal re-check, minutes to an hour), few enough that the state stays small.
 */
export const BOOKINGS_KEPT = 256

export const BOOKING_REQUESTED = 'balance.booking_requested' satisfies keyof BalanceEvents
/** A step the ledger refused for good (a reversal the balance no longer covers): for operators, never a webhook. */
const BOOKING_REFUSED = 'balance.booking_refused' satisfies keyof BalanceEvents

export function decideBalance(
  state: BalanceState,
  command: BalanceCommand,
  nowMs: number,
): Decision<BalanceState, BalanceReply, BalanceRejection> {
  switch (command.type) {
    case 'get':
      return unchanged(state)
    case 'add_top_ups': {
      const missing = command.addresses.filter((a) => !state.topUps.some((t) => t.network === a.network))
      if (missing.length === 0) return unchanged(state)
      const next = { ...state, topUps: [...state.topUps, ...missing] }
      return accepted(next, next)
    }
    case 'deposit_observed': {
      const booked = bookDeposit(state, command.deposit, nowMs)
      if (!booked) return unchanged(state)
      const before = remembered(state, booked.event.key)
      const others = state.bookings.filter((b) => b !== before)
      const next = { ...state, bookings: [...others.slice(-(BOOKINGS_KEPT - 1)), booked.booking] }
      return accepted(next, next, [balanceEvents.event(BOOKING_REQUESTED, booked.event)])
    }
    case 'booking_applied': {
      const { key, step } = command.booking
      const booking = remembered(state, key)
      // A later step was requested meanwhile (it carries this one's transfers too), or this one was announced already.
      if (!booking || booking.step !== step || booking.applied) return unchanged(state)
      const refused = command.refused === undefined ? {} : { refused: command.refused }
      const bookings = state.bookings.map((b) => (b === booking ? { ...b, applied: true, ...refused } : b))
      const next = { ...state, bookings }
      const announced =
        command.refused === undefined
          ? balanceEvents.event(EVENT_OF_STEP[step], command.booking)
          : balanceEvents.event(BOOKING_REFUSED, { ...command.booking, refused: command.refused })
      return accepted(next, next, [announced])
    }
  }
}

export const balanceKind: ActorKind<BalanceState, BalanceCommand, BalanceReply> = {
  kind: 'balance',
  initial: (id) => {
    const at = id.lastIndexOf(':')
    return { id, businessId: id.slice(0, at), isTest: id.slice(at + 1) === 'test', topUps: [], bookings: [] }
  },
  decide: decideBalance,
  readModel: balanceReadModel,
}

/** An actor of this kind, for `host.ask` (actors/runtime/types.ts KindRef). */
export const balanceRef = (id: string) => refTo(balanceKind, id)
