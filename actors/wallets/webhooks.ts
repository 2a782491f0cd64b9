/**
 * wallet.* domain events -> payments webhooks. The event payload already
 * holds the wire body's `data` (events.ts builds it in the decision); deposit
 * events need the endpoint's wallet_webhook_enabled switch (spec), transfer
 * events do not.
 */
import { decodeJson } from '../../platform/json'
import type { PaymentsWebhookBody, WebhookMapper } from '../runtime/service/webhooks'

type WalletEvent =
  | 'wallet.deposit.detected'
  | 'wallet.deposit.hash_resolved'
  | 'wallet.deposit.confirmed'
  | 'wallet.deposit.failed'
  | 'wallet.transfer.submitted'
  | 'wallet.transfer.confirmed'
  | 'wallet.transfer.failed'

/** Each event's `data`, as the webhook contract gives it. */
type WalletData = { [E in WalletEvent]: PaymentsWebhookBody<E>['data'] }

/** The message of one wallet event: its payload's `data` under the event's name. */
function message<E extends WalletEvent>(event: E, payloadJson: string) {
  const p = decodeJson<{ businessId: string; data: WalletData[E] }>(payloadJson)
  return {
    businessId: p.businessId,
    product: 'payments' as const,
    body: { event, data: p.data },
    needsWalletWebhooks: event.startsWith('wallet.deposit.'),
  }
}

export const walletWebhookMapper: WebhookMapper = (event) => {
  if (event.kind !== 'wallet') return null
  // One case a name: each message's body is checked against its own event's schema.
  switch (event.type) {
    case 'wallet.deposit.detected':
      return message(event.type, event.payloadJson)
    case 'wallet.deposit.hash_resolved':
      return message(event.type, event.payloadJson)
    case 'wallet.deposit.confirmed':
      return message(event.type, event.payloadJson)
    case 'wallet.deposit.failed':
      return message(event.type, event.payloadJson)
    case 'wallet.transfer.submitted':
      return message(event.type, event.payloadJson)
    case 'wallet.transfer.confirmed':
      return message(event.type, event.payloadJson)
    case 'wallet.transfer.failed':
      return message(event.type, event.payloadJson)
    default:
      return null
  }
}
