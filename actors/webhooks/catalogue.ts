/**
 * Which committed domain events become webhooks, and with what body. Each
 * product module contributes mappers (typed against the webhook contract,
 * actors/runtime/service/webhooks.ts); the webhook engine knows no product.
 * A mapper returns null for events that are not for merchants.
 */
import type { WebhookMapper, WebhookMessage } from '../runtime/service/webhooks'
import type { StoredEvent } from '../runtime/store'
import { webhookEndpointEvents } from './endpoint/events'

/** RFC 3339 UTC with seconds, as the CaaS payloads use. */
export function rfc3339(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z')
}

const TEST_MESSAGE = 'This is a test webhook from the platform'

/** `webhook.test`, emitted by an endpoint actor's send_test command. */
const testEventMapper: WebhookMapper = (event) => {
  const test = webhookEndpointEvents.read(event, 'webhook.test')
  if (!test) return null
  const p = test.payload
  const to = { businessId: p.businessId, endpointId: p.endpointId }
  return p.product === 'payments'
    ? {
        ...to,
        product: 'payments',
        body: { event: 'webhook.test', data: { message: TEST_MESSAGE, timestamp: Math.floor(p.atMs / 1000) } },
      }
    : { ...to, product: 'caas', body: { event: 'webhook.test', timestamp: rfc3339(p.atMs), data: { message: TEST_MESSAGE } } }
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
