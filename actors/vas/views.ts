/** An order as the merchant sees it (wire.Order); the redeem codes only when asked for (the answers, never the webhooks). */
import type { Static } from '@sinclair/typebox'
import { formatUnits } from '../../chains/assets'
import { TOP_UP_DECIMALS } from '../balance'
import type { VasOrder } from './order/state'
import type * as wire from './api/wire'

const decimal = (units: bigint) => formatUnits(units, TOP_UP_DECIMALS)

export function orderView(o: VasOrder, codes?: readonly { cardNumber: string; pinCode: string }[]): Static<typeof wire.Order> {
  return {
    reference: o.reference,
    category: o.category,
    status: o.step === 'successful' ? 'successful' : o.step === 'failed' ? 'failed' : 'processing',
    ...(o.failure ? { failure_code: o.failure.code, failure_message: o.failure.message } : {}),
    product_id: o.productId,
    product_name: o.productName,
    country_code: o.countryCode,
    unit_price: o.unitPrice,
    quantity: o.quantity,
    currency: o.currency,
    merchant_price: decimal(o.merchantPrice),
    merchant_markup: decimal(o.merchantMarkup),
    customer_price: decimal(o.customerPrice),
    ...(o.customerId === undefined ? {} : { customer_id: o.customerId }),
    ...(o.recipient.email === undefined ? {} : { recipient_email: o.recipient.email }),
    ...(o.recipient.phone === undefined ? {} : { recipient_phone: o.recipient.phone }),
    ...(o.recipient.account === undefined ? {} : { account_number: o.recipient.account }),
    ...(o.senderName === undefined ? {} : { sender_name: o.senderName }),
    ...(o.providerTransactionId === null ? {} : { provider_transaction_id: o.providerTransactionId }),
    ...(codes ? { redeem_codes: codes.map((c) => ({ card_number: c.cardNumber, pin_code: c.pinCode })) } : {}),
    is_test_mode: o.isTest,
    created_at: new Date(o.createdAtMs).toISOString(),
    updated_at: new Date(o.updatedAtMs).toISOString(),
  }
}
