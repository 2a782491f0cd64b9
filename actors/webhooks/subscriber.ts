/**
 * The outbox subscriber that turns committed domain events into webhook
 * deliveries. It runs before the relay marks events published, and inserts
 * are idempotent per (event, endpoint), so a replayed event never creates a
 * second delivery and a crash never loses one.
 */
import { randomUUID } from 'node:crypto'
import type { EventSubscriber } from '../runtime/outbox_relay'
import type { WebhookCatalogue, WebhookMessage } from './catalogue'
import type { DeliveryStore, NewDelivery } from './delivery_store'
import type { Endpoint, EndpointDirectory } from './endpoint_directory'
import type { WebhookProduct } from './schedule'

/** Whether a merchant may receive webhooks of a product now (plan gate: professional and above for payments). */
export type WebhookGate = (businessId: string, product: WebhookProduct) => Promise<boolean>

function wants(endpoint: Endpoint, message: WebhookMessage): boolean {
  if (message.endpointId) return endpoint.id === message.endpointId
  if (message.needsWalletWebhooks && !endpoint.walletWebhookEnabled) return false
  return endpoint.events.length === 0 || endpoint.events.includes(message.eventType)
}

export function webhookSubscriber(deps: {
  catalogue: WebhookCatalogue
  directory: EndpointDirectory
  store: DeliveryStore
  gate: WebhookGate
  nowMs: () => number
  wake: () => void
}): EventSubscriber {
  return async (events) => {
    const messages = events.flatMap((event) => {
      const message = deps.catalogue.map(event)
      return message ? [{ eventId: event.eventId, message }] : []
    })
    if (messages.length === 0) return
    const pairs = new Map<string, { businessId: string; product: WebhookProduct }>()
    for (const { message } of messages) pairs.set(`${message.businessId}\u0000${message.product}`, { businessId: message.businessId, product: message.product })
    const allowed = new Set<string>()
    await Promise.all([...pairs].map(async ([key, p]) => {
      if (await deps.gate(p.businessId, p.product)) allowed.add(key)
    }))
    const targeted = new Set(messages.filter((m) => m.message.endpointId).map((m) => `${m.message.businessId}\u0000${m.message.product}`))
    const endpoints = await deps.directory.activeFor([...pairs].filter(([key]) => allowed.has(key) || targeted.has(key)).map(([, p]) => p))
    const deliveries: NewDelivery[] = []
    for (const { eventId, message } of messages) {
      // Test sends bypass the plan gate: the merchant asked for this one explicitly.
      if (!message.endpointId && !allowed.has(`${message.businessId}\u0000${message.product}`)) continue
      for (const endpoint of endpoints) {
        if (endpoint.businessId !== message.businessId || endpoint.product !== message.product || !wants(endpoint, message)) continue
        deliveries.push({
          id: randomUUID(), eventId, endpointId: endpoint.id, businessId: message.businessId, product: message.product,
          eventType: message.eventType, body: JSON.stringify(message.body),
        })
      }
    }
    if ((await deps.store.insert(deliveries, deps.nowMs())) > 0) deps.wake()
  }
}
