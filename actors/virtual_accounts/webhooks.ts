/**
 * Inbound payment events -> the merchant's payments webhooks (the spec's push notification for virtual accounts):
 * `virtual_account.credited` when a payment reaches the balance (credited, or assigned from suspense), and
 * `virtual_account.reversed` when the payer's bank takes a credited one back. Register the payments webhook URL in
 * settings (POST /api/v1/settings/webhook); deliveries are signed as every payments webhook is (docs/webhooks.md).
 */
import type { WebhookMapper } from '../runtime/service/webhooks'
import { FIAT_DECIMALS } from '../balance'
import { minorDecimal } from './money'
import { bankPaymentEvents } from './payment/events'
import type { BankPayment, PaymentTarget } from './payment/state'

function data(p: BankPayment, target: PaymentTarget) {
  return {
    payment_id: p.id,
    virtual_account_id: target.accountId,
    customer_reference: target.customerReference,
    currency: p.currency,
    amount: p.units.toString(),
    amount_decimal: minorDecimal(p.units),
    decimals: FIAT_DECIMALS,
    payer_name: p.payin.payerName,
    reference: p.payin.reference,
    scheme: p.payin.scheme.name,
    is_test_mode: p.isTest,
  }
}

export const virtualAccountWebhookMapper: WebhookMapper = (event) => {
  const read = bankPaymentEvents.read(event, 'bank_payment.credited', 'bank_payment.reversed')
  if (!read || !read.payload.target) return null
  const p = read.payload
  const target = read.payload.target
  if (read.type === 'bank_payment.credited')
    return {
      businessId: target.businessId,
      product: 'payments',
      body: { event: 'virtual_account.credited', data: { ...data(p, target), credited_at: new Date(event.createdAtMs).toISOString() } },
    }
  return {
    businessId: target.businessId,
    product: 'payments',
    body: {
      event: 'virtual_account.reversed',
      data: {
        ...data(p, target),
        reversed_at: new Date(event.createdAtMs).toISOString(),
        return_reason: p.reversal?.reason ?? 'unknown',
      },
    },
  }
}
