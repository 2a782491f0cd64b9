/**
 * Matches bank payments into the desk's accounts to orders (the outbox's `bank_payment.credited` events of the
 * desk's accounts): by the order's reference found in the payer's reference (payers' banks add spaces and case
 * changes, and people add words), then recorded on the order with the partner's payment id, so a resent
 * notification or a redelivered event is the same payment. A payment naming no order stays on the desk's balance
 * and is logged for an operator. A failure throws: the outbox delivers the event again.
 */
import type { Sql } from 'postgres'
import type { EventSubscriber } from '../runtime/outbox_relay'
import { bankPaymentEvents } from '../virtual_accounts'
import { OTC_DESK, type OtcContext } from './context'

/** Our references: "OTC" and 12 characters of Crockford's base 32 (15, inside Faster Payments' 18). */
const REFERENCE = /OTC[0-9A-HJKMNP-TV-Z]{12}/

function referenceIn(payerReference: string): string | null {
  return REFERENCE.exec(payerReference.toUpperCase().replace(/[\s-]/g, ''))?.[0] ?? null
}

async function orderOfReference(sql: Sql, reference: string): Promise<string | null> {
  const [row] = await sql<{ id: string }[]>`SELECT id FROM otc_orders WHERE reference = ${reference}`
  return row?.id ?? null
}

export function paymentMatcher(c: OtcContext): EventSubscriber {
  return async (events) => {
    for (const e of events) {
      const read = bankPaymentEvents.read(e, 'bank_payment.credited')
      const p = read?.payload
      if (!p || p.target?.businessId !== OTC_DESK) continue
      const reference = referenceIn(p.payin.reference)
      const orderId = reference === null ? null : await orderOfReference(c.payments.sql, reference)
      if (orderId === null) {
        c.payments.logger.error(
          { payment: p.id, reference: p.payin.reference },
          'a payment to the OTC desk names no order: it waits on the desk balance',
        )
        continue
      }
      await c.order(orderId, {
        type: 'payment',
        payment: { paymentId: p.id, currency: p.currency, amountMinor: p.units, receivedAtMs: p.receivedAtMs },
      })
    }
  }
}
