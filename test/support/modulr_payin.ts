/**
 * A PAYIN notification as the bank (Modulr) sends it, signed with the subscription's secret (base64 HMAC-SHA512 of
 * the body, `x-mod-hmac-signature`): for tests and benches that play the bank themselves. Each call has a new
 * EventId, as the bank's resends do; the PaymentId is the caller's.
 */
import { createHmac, randomUUID } from 'node:crypto'

export function signedPayin(
  secret: string,
  payment: { readonly accountId: string; readonly paymentId: string; readonly amount?: number; readonly reference?: string },
): { readonly body: string; readonly signature: string } {
  const now = new Date().toISOString()
  const body = JSON.stringify({
    EventName: 'PAYIN',
    EventTime: now,
    EventId: randomUUID(),
    PaymentId: payment.paymentId,
    TransactionId: `T-${payment.paymentId}`,
    AccountId: payment.accountId,
    Amount: payment.amount ?? 1,
    Currency: 'GBP',
    Type: 'PI_FAST',
    PayerDetails: { Name: 'Payer', Identifier: { Type: 'SCAN', SortCode: '040004', AccountNumber: '12345678' } },
    PaymentReference: payment.reference ?? payment.paymentId,
    SchemeInfo: { Id: `S-${payment.paymentId}`, Name: 'FPS' },
    PaymentAppliedTime: now,
  })
  return { body, signature: createHmac('sha512', secret).update(body).digest('base64') }
}
