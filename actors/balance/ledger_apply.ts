/**
 * The ledger side of a booking: the subscriber that puts a requested
 * booking's transfers into the ledger, then tells the balance actor, which
 * announces it (decide.ts). Delivery is at least once; the transfer ids come
 * from the deposit (bookings.ts), so a second delivery finds every transfer
 * EXISTS and the actor ignores the second `booking_applied`. The actor's
 * decision and the ledger transfers are two commits joined by the outbox: a
 * crash between them leaves the event unmarked, and the recovery scan
 * delivers it again until both are done. A fault (the ledger unreachable)
 * throws and is retried the same way; a result code is the ledger's final
 * word and is recorded, never retried forever.
 */
import { balanceEvents } from './events'
import type { Logger } from '../../platform/log'
import { PlatformError } from '../../platform/errors'
import type { AccountInput, CreateTransferResult, Ledger, TransferInput } from '../../platform/ledger'
import type { EventSubscriber } from '../runtime/outbox_relay'
import type { AccountRef } from './accounts'
import type { BookingEvent, LedgerMove } from './bookings'
import { TOP_UP_DECIMALS } from './currencies'
import { BOOKING_REQUESTED } from './decide'
import { balanceActorId, type BalanceState } from './state'
import type { BalanceCommand } from './commands'

const DONE = new Set<CreateTransferResult>(['OK', 'EXISTS'])

function account(ref: AccountRef, owner: string | null): AccountInput {
  const base = { id: ref.id, ledger: ref.ledger, scale: TOP_UP_DECIMALS }
  return owner === null
    ? { ...base, code: 'clearing' }
    : { ...base, code: 'merchant_balance', owner, flags: { debitsMustNotExceedCredits: true } }
}

function transferOf(move: LedgerMove, key: string): TransferInput {
  switch (move.op) {
    case 'pending':
    case 'transfer':
      return {
        id: move.id,
        debitAccountId: move.debit.id,
        creditAccountId: move.credit.id,
        amount: move.units,
        ledger: move.credit.ledger,
        code: move.op === 'pending' ? 'top_up' : 'top_up_reversal',
        userData: key,
        ...(move.op === 'pending' ? { flags: { pending: true } } : {}),
      }
    case 'post':
      return { id: move.id, pendingId: move.pendingId, flags: { postPendingTransfer: true } }
    case 'void':
      return { id: move.id, pendingId: move.pendingId, flags: { voidPendingTransfer: true } }
  }
}

/**
 * Puts the bookings' accounts and transfers into the ledger, all of a batch in one call each (the ledger answers
 * in order, so a booking's transfers see those of the bookings before it); answers, per booking, the ledger's
 * refusal code if it refused one of its transfers.
 */
async function applyBookings(ledger: Ledger, bookings: readonly BookingEvent[]): Promise<(string | undefined)[]> {
  const accounts = new Map<string, AccountInput>()
  for (const b of bookings) {
    const first = b.moves[0]
    if (first?.op !== 'pending') throw new PlatformError('assertion_failed', `booking ${b.key} does not start with its pending credit`)
    accounts.set(first.debit.id, account(first.debit, null))
    accounts.set(first.credit.id, account(first.credit, b.businessId))
  }
  // Accounts exist before their first transfer; creating them again answers EXISTS.
  const created = await ledger.createAccounts([...accounts.values()])
  const badAccount = created.find((r) => r !== 'OK' && r !== 'EXISTS')
  // A scale or flag conflict is a configuration bug, not a fact about a deposit: fail loudly, retry after the fix.
  if (badAccount) throw new PlatformError('ledger_account_refused', `balance accounts: ${badAccount}`)
  const results = await ledger.createTransfers(bookings.flatMap((b) => b.moves.map((m) => transferOf(m, b.key))))
  let at = 0
  return bookings.map((b) => {
    const mine = results.slice(at, (at += b.moves.length))
    return mine.find((r) => !DONE.has(r))
  })
}

export function ledgerSubscriber(
  ledger: Ledger,
  logger: Logger,
  tell: (id: string, command: BalanceCommand) => Promise<BalanceState>,
): EventSubscriber {
  return async (events) => {
    const bookings = events.flatMap((e) => balanceEvents.read(e, BOOKING_REQUESTED)?.payload ?? [])
    if (bookings.length === 0) return
    const refusals = await applyBookings(ledger, bookings)
    // All at once: an actor served here takes the asks queued behind one another in one commit. Their order does not
    // matter: the actor announces a step only while it is the one last requested for its key (decide.ts).
    await Promise.all(
      bookings.map((booking, i) => {
        const refused = refusals[i]
        if (refused) logger.error({ booking: booking.key, step: booking.step, refused }, 'the ledger refused a balance booking')
        return tell(balanceActorId(booking.businessId, booking.isTest), {
          type: 'booking_applied',
          booking,
          ...(refused === undefined ? {} : { refused }),
        })
      }),
    )
  }
}
