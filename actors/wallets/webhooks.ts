/**
 * wallet.* events -> payments webhooks. The event payload already holds the wire body's `data` (events.ts builds
 * it in the decision, typed against the webhook contract); deposit events need the endpoint's
 * wallet_webhook_enabled switch (spec), transfer events do not.
 */
import type { WebhookMapper } from '../runtime/service/webhooks'
import { walletEvents, type WalletEvents, type WalletWebhook } from './events'

/** The message of one wallet event: its payload's `data` under the event's name. */
function message<E extends WalletWebhook>(type: E, payload: WalletEvents[E]) {
  return {
    businessId: payload.businessId,
    product: 'payments' as const,
    body: { event: type, data: payload.data },
    needsWalletWebhooks: type.startsWith('wallet.deposit.'),
  }
}

export const walletWebhookMapper: WebhookMapper = (event) => {
  const read = walletEvents.read(
    event,
    'wallet.deposit.detected',
    'wallet.deposit.hash_resolved',
    'wallet.deposit.confirmed',
    'wallet.deposit.failed',
    'wallet.transfer.submitted',
    'wallet.transfer.confirmed',
    'wallet.transfer.failed',
  )
  if (!read) return null
  // One case a name: each message's body is checked against its own event's schema.
  switch (read.type) {
    case 'wallet.deposit.detected':
      return message(read.type, read.payload)
    case 'wallet.deposit.hash_resolved':
      return message(read.type, read.payload)
    case 'wallet.deposit.confirmed':
      return message(read.type, read.payload)
    case 'wallet.deposit.failed':
      return message(read.type, read.payload)
    case 'wallet.transfer.submitted':
      return message(read.type, read.payload)
    case 'wallet.transfer.confirmed':
      return message(read.type, read.payload)
    case 'wallet.transfer.failed':
      return message(read.type, read.payload)
  }
}
