/**
 * The outbox subscriber that turns committed domain events into webhook
 * deliveries. It runs before the relay marks events published, and inserts
 * are idempotent per (event, endpoint), so a replayed event never creates a
 * second delivery and a crash never loses one. Every event gets its
 * deliveries whatever the merchant's plan: the dispatcher checks the plan
 * when they are due and records the ones it may not send as skipped.
 */
import { randomUUID } from 'node:crypto'
import type { EventSubscriber } from '../runtime/outbox_relay'
import type { WebhookMessage, WebhookProduct } from '../runtime/service/webhooks'
import type { WebhookCatalogue } from './catalogue'
import type { DeliveryStore, NewDelivery } from './delivery_store'
import type { Endpoint, EndpointDirectory } from './endpoint_directory'

function wants(endpoint: Endpoint, message: WebhookMessage): boolean {
  if (message.endpointId) return endpoint.id === message.endpointId
  if (message.needsWalletWebhooks && !endpoint.walletWebhookEnabled) return false
  return endpoint.events.length === 0 || endpoint.events.includes(message.body.event)
}

export function webhookSubscriber(deps: {
  catalogue: WebhookCatalogue
  directory: EndpointDirectory
  store: DeliveryStore
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
    for (const { message } of messages)
      pairs.set(`${message.businessId}\u0000${message.product}`, { businessId: message.businessId, product: message.product })
    const endpoints = await deps.directory.activeFor([...pairs.values()])
    const deliveries: NewDelivery[] = []
    for (const { eventId, message } of messages) {
      for (const endpoint of endpoints) {
        if (endpoint.businessId !== message.businessId || endpoint.product !== message.product || !wants(endpoint, message)) continue
        deliveries.push({
          id: randomUUID(),
          eventId,
          endpointId: endpoint.id,
          businessId: message.businessId,
          product: message.product,
          eventType: message.body.event,
          body: JSON.stringify(message.body),
          url: endpoint.url,
        })
      }
    }
    if ((await deps.store.insert(deliveries, deps.nowMs())) > 0) deps.wake()
  }
}
