/**
 * What a webhook endpoint tells: its lifecycle (created, updated, a new secret, deactivated), for operators and the
 * event stream (nobody subscribes to those today), and `webhook.test`, which the webhook catalogue
 * (actors/webhooks/catalogue.ts) sends to the endpoint as the merchant's test webhook.
 */
import type { WebhookProduct } from '../../runtime/service/webhooks'
import { kindEvents } from '../../runtime/events'

/** Which endpoint of which merchant. */
interface EndpointNotice {
  readonly endpointId: string
  readonly businessId: string
}

type WebhookEndpointEvents = {
  readonly 'webhook.endpoint_created': EndpointNotice
  readonly 'webhook.endpoint_updated': EndpointNotice
  readonly 'webhook.secret_rotated': EndpointNotice
  readonly 'webhook.endpoint_deactivated': EndpointNotice
  /** The test the merchant asked for (send_test), at `atMs`. */
  readonly 'webhook.test': EndpointNotice & { readonly product: WebhookProduct; readonly atMs: number }
}

export const webhookEndpointEvents = kindEvents<WebhookEndpointEvents>('webhook_endpoint')
