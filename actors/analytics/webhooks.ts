/**
 * Alert events → the merchant's payments webhook `fraud.alert.opened`, the alert as GET /fraud-alerts shows it,
 * signed as every payments webhook is (docs/webhooks.md). Resolving an alert sends nothing: the team did it.
 */
import type { WebhookMapper } from '../runtime/service/webhooks'
import { fraudAlertEvents } from './alert/events'
import { alertView } from './views'

export const fraudWebhookMapper: WebhookMapper = (event) => {
  const read = fraudAlertEvents.read(event, 'fraud_alert.opened')
  if (!read) return null
  return { businessId: read.payload.businessId, product: 'payments', body: { event: 'fraud.alert.opened', data: alertView(read.payload) } }
}
