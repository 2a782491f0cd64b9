/**
 * balance.* domain events -> payments webhooks (`{event, data}`, as wallet
 * events). Only the two a merchant acts on leave the platform:
 *   balance.credited  a top-up confirmed: the amount is available
 *   balance.debited   money left the balance (a confirmed top-up taken back by a reversal)
 * VAS orders announce their debits with the same fields (actors/vas/webhooks.ts, entryData below).
 * A pending credit (detected, not confirmed) and its void are visible in the
 * balance and the entries, not pushed: nothing is spendable until it confirms.
 */
import { formatUnits } from '../../chains/assets'
import { balanceEvents } from './events'
import type { WebhookMapper } from '../runtime/service/webhooks'
import { balanceDecimals, type BalanceCurrency } from './currencies'
import { transferIdOf, type BookingEvent } from './bookings'

/** The entry a booking shows as: its pending credit for a top-up, the compensating transfer for a reversal. */
const entryIdOf = (b: Pick<BookingEvent, 'key' | 'step'>) => transferIdOf(b.key, b.step === 'reversed' ? 'reverse' : 'pending')

/** The fields every balance.* webhook carries, whatever moved the money: the entry as GET /balance/entries shows it. */
export function entryData(e: {
  entryId: string
  type: string
  direction: 'credit' | 'debit'
  currency: BalanceCurrency
  units: bigint
  isTest: boolean
  atMs: number
}) {
  return {
    entry_id: e.entryId,
    type: e.type,
    direction: e.direction,
    currency: e.currency,
    amount: e.units.toString(),
    amount_decimal: formatUnits(e.units, balanceDecimals(e.currency)),
    decimals: balanceDecimals(e.currency),
    is_test_mode: e.isTest,
    created_at: new Date(e.atMs).toISOString(),
  }
}

export const balanceWebhookMapper: WebhookMapper = (event) => {
  // Only the two a merchant acts on leave the platform.
  const read = balanceEvents.read(event, 'balance.credited', 'balance.debited')
  if (!read) return null
  const b = read.payload
  return {
    businessId: b.businessId,
    product: 'payments',
    body: {
      event: read.type,
      data: {
        ...entryData({
          entryId: entryIdOf(b),
          type: b.step === 'reversed' ? 'top_up_reversal' : 'top_up',
          direction: b.direction,
          currency: b.currency,
          units: b.units,
          isTest: b.isTest,
          atMs: event.createdAtMs,
        }),
        network: b.network,
        address: b.address,
        tx_hash: b.txHash,
        deposit_id: b.depositId,
      },
    },
  }
}
