/**
 * wallet.* domain events -> payments webhooks. The event payload already
 * holds the wire body's `data`; deposit events need the endpoint's
 * wallet_webhook_enabled switch (spec), transfer events do not.
 */
import { decodeJson } from '../../platform/json'
import type { WebhookMapper } from '../webhooks'

const PREFIXES = ['wallet.deposit.', 'wallet.transfer.']

export const walletWebhookMapper: WebhookMapper = (event) => {
  if (event.kind !== 'wallet' || !PREFIXES.some((p) => event.type.startsWith(p))) return null
  const p = decodeJson<{ businessId: string; data: Record<string, unknown> }>(event.payloadJson)
  return {
    businessId: p.businessId,
    product: 'payments',
    eventType: event.type,
    body: { event: event.type, data: p.data },
    needsWalletWebhooks: event.type.startsWith('wallet.deposit.'),
  }
}
