/**
 * Which committed domain events become webhooks, and with what body. Each
 * product module contributes mappers; the webhook engine knows no product.
 * A mapper returns null for events that are not for merchants.
 */
import { decodeJson } from '../../platform/json'
import type { StoredEvent } from '../runtime/store'
import type { WebhookProduct } from './schedule'

export interface WebhookMessage {
  readonly businessId: string
  readonly product: WebhookProduct
  /** The webhook event name merchants see, e.g. `payment.confirmed`. */
  readonly eventType: string
  /** The JSON body, already in wire form (money as decimal strings). */
  readonly body: Record<string, unknown>
  /** Restricts delivery to one endpoint (test sends). */
  readonly endpointId?: string
  /** Payments wallet events need the endpoint's wallet_webhook_enabled switch. */
  readonly needsWalletWebhooks?: boolean
}

export type WebhookMapper = (event: StoredEvent) => WebhookMessage | null

/** RFC 3339 UTC with seconds, as the CaaS payloads use. */
export function rfc3339(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z')
}

/** `webhook.test`, emitted by an endpoint actor's send_test command. */
const testEventMapper: WebhookMapper = (event) => {
  if (event.type !== 'webhook.test') return null
  const p = decodeJson<{ endpointId: string; businessId: string; product: WebhookProduct; atMs: number }>(event.payloadJson)
  const body =
    p.product === 'payments'
      ? { event: 'webhook.test', data: { message: 'This is a test webhook from the platform', timestamp: Math.floor(p.atMs / 1000) } }
      : { event: 'webhook.test', timestamp: rfc3339(p.atMs), data: { message: 'This is a test webhook from the platform' } }
  return { businessId: p.businessId, product: p.product, eventType: 'webhook.test', body, endpointId: p.endpointId }
}

export class WebhookCatalogue {
  private readonly mappers: WebhookMapper[] = [testEventMapper]

  add(mapper: WebhookMapper): void {
    this.mappers.push(mapper)
  }

  map(event: StoredEvent): WebhookMessage | null {
    for (const mapper of this.mappers) {
      const message = mapper(event)
      if (message) return message
    }
    return null
  }
}
