/**
 * The banking partner's payment notifications (PAYIN). The partner signs each; one that does not verify is
 * refused (401, logged, nothing recorded). A verified payment is recorded on its own actor, keyed by the
 * partner's PaymentId, and answered 2xx at once: the ledger credit is the workflow's (workflow.ts), kicked by
 * the payment's `received` event. A resend (the partner retries under a new EventId) reaches the same actor and
 * only counts. A PO_REV is a reversal of an earlier payment: recorded on that payment's actor.
 */
import type { Sql } from 'postgres'
import type { VaContext } from './context'
import { fail } from './context'
import { bankPaymentId } from './ids'
import { bankPaymentRef } from './payment/decide'
import { minorUnits } from './money'
import { parsePayin, verifyNotification, type InboundPayment } from './providers/modulr/partner'
import type { PaymentTarget, SuspenseReason } from './payment/state'

interface AccountRow {
  readonly id: string
  readonly business_id: string
  readonly customer_reference: string
  readonly status: string
  readonly currency: string
}

/** Where a payment to the partner's account `accountId` goes: its account's balance, or suspense and why. */
export async function targetOf(sql: Sql, payin: InboundPayment): Promise<{ target: PaymentTarget | null; reason: SuspenseReason | null }> {
  const [row] = await sql<AccountRow[]>`
    SELECT id, business_id, customer_reference, status, currency FROM virtual_accounts WHERE partner_account_id = ${payin.accountId}`
  if (!row || row.currency !== payin.currency) return { target: null, reason: 'unknown_account' }
  if (row.status === 'frozen') return { target: null, reason: 'account_frozen' }
  if (row.status === 'closed') return { target: null, reason: 'account_closed' }
  if (row.status !== 'active') return { target: null, reason: 'account_opening' }
  return { target: { accountId: row.id, businessId: row.business_id, customerReference: row.customer_reference }, reason: null }
}

export async function receiveNotification(c: VaContext, rawBody: string, headers: Readonly<Record<string, string>>) {
  if (!verifyNotification(c.settings.webhookSecret, Buffer.from(rawBody, 'utf8'), headers)) {
    c.payments.logger.warn({ bytes: rawBody.length }, 'a banking partner notification failed its signature check; nothing recorded')
    fail('INVALID_SIGNATURE', 'the notification signature does not verify')
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(rawBody)
  } catch {
    fail('INVALID_NOTIFICATION', 'the notification is not JSON')
  }
  const payin = parsePayin(parsed)
  if (!payin) fail('INVALID_NOTIFICATION', 'the notification is not a PAYIN of a GBP or EUR payment')
  if (payin.type === 'PO_REV') {
    const original = bankPaymentId('modulr', payin.originalPaymentId ?? '')
    if (!payin.originalPaymentId) fail('INVALID_NOTIFICATION', 'a PO_REV names the payment it reverses (OriginalPaymentId)')
    const reversed = await c.payments.host.ask(bankPaymentRef(original), {
      type: 'reverse',
      paymentId: payin.paymentId,
      reason: payin.returnReason ?? 'unknown',
    })
    // A reversal of a payment never reported is the partner's to explain: acknowledged (or it would resend it for
    // ever) and logged for an operator; no money moves.
    if (!reversed.ok) c.payments.logger.error({ reversal: payin.paymentId, original }, 'a bank reversal names a payment never received')
    return { received: true, payment_id: original }
  }
  const id = bankPaymentId('modulr', payin.paymentId)
  await c.payment(id, { type: 'receive', payin, currency: payin.currency, units: minorUnits(payin.amount), isTest: c.isTest })
  return { received: true, payment_id: id }
}
