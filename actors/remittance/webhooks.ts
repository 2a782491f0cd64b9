/**
 * Transfer events → the merchant's payments webhooks: `remittance.transfer.processing` (funded at the partner),
 * `.completed` (the payout was sent), `.failed` (refused, failed, or bounced back: `reason` says which) and
 * `.reversed` (a bounced payout's debit is back on the balance). Deliveries are signed as every payments webhook
 * is (docs/webhooks.md); the payload is the transfer as GET /transfers/:id shows it.
 */
import type { WebhookMapper } from '../runtime/service/webhooks'
import { remitTransferEvents } from './transfer/events'
import { transferView } from './views'

const NAMES = {
  'remittance.processing': 'remittance.transfer.processing',
  'remittance.completed': 'remittance.transfer.completed',
  'remittance.failed': 'remittance.transfer.failed',
  'remittance.reversed': 'remittance.transfer.reversed',
} as const

export const remittanceWebhookMapper: WebhookMapper = (event) => {
  const read = remitTransferEvents.read(event, 'remittance.processing', 'remittance.completed', 'remittance.failed', 'remittance.reversed')
  if (!read) return null
  return {
    businessId: read.payload.businessId,
    product: 'payments',
    body: { event: NAMES[read.type], data: transferView(read.payload) },
  }
}
