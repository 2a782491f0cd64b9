/**
 * The OpenAPI 3.1 `webhooks` section: what the platform POSTs to a merchant's
 * endpoint, per event, with the signature headers of each product
 * (actors/webhooks/signing.ts). Keys are `payments.<event>` and
 * `caas.<event>`, since both products send a `webhook.test`.
 */
import type { TSchema } from '@sinclair/typebox'
import { CAAS_WEBHOOKS, PAYMENTS_WEBHOOKS } from '../../platform/webhook_payloads'

type Json = Record<string, unknown>

const header = (name: string, description: string, example?: string): Json => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string' },
  ...(example ? { example } : {}),
})

/** Standard Webhooks headers: both products send them, so the official `standardwebhooks` libraries verify either. */
const STANDARD = [
  header('webhook-id', 'Delivery id (Standard Webhooks); the same on every retry of one delivery'),
  header('webhook-timestamp', 'Unix seconds when signed; reject deliveries far from now (replays)', '1767225600'),
  header(
    'webhook-signature',
    '`v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` (Standard Webhooks)',
    'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
  ),
]

const PAYMENTS_HEADERS = [
  header('X-Webhook-Signature', 'Hex HMAC-SHA256 of the raw body keyed with the `whsec_` secret (its text, prefix included)'),
  header('X-Webhook-Event', 'The event name'),
  header('X-Webhook-ID', 'Delivery id; deduplicate on it'),
  ...STANDARD,
]

const CAAS_HEADERS = [
  header('X-Service-Signature', '`sha256=` + hex HMAC-SHA256 of the raw body keyed with the webhook’s secret', 'sha256=9f86d08…'),
  header('User-Agent', 'Service-CaaS-Webhooks/1.0', 'Service-CaaS-Webhooks/1.0'),
  ...STANDARD,
]

function webhook(product: 'payments' | 'caas', event: string, schema: TSchema): Json {
  const payments = product === 'payments'
  return {
    post: {
      operationId: `webhook_${product}_${event.replace(/[^A-Za-z0-9]+/g, '_')}`,
      summary: `${payments ? 'Payments' : 'CaaS'} webhook \`${event}\``,
      description: payments
        ? 'POSTed to the endpoint configured in settings. Answer 2xx within 5 seconds; otherwise it is retried after 5 min, 30 min, 2 h, 12 h and 24 h. The same event may arrive more than once: deduplicate on X-Webhook-ID.'
        : 'POSTed to each CaaS dashboard webhook subscribed to the event. Best-effort: non-2xx answers are retried with exponential backoff.',
      tags: [payments ? 'webhooks' : 'caas-webhooks'],
      // Authenticity is the HMAC signature headers below, not an OpenAPI security scheme.
      security: [],
      parameters: payments ? PAYMENTS_HEADERS : CAAS_HEADERS,
      requestBody: { required: true, content: { 'application/json': { schema: JSON.parse(JSON.stringify(schema)) } } },
      responses: {
        '200': { description: 'Accepted (any 2xx)' },
        '400': { description: 'The receiver refused it (a bad signature, for instance): it is retried on the schedule' },
      },
    },
  }
}

export function openApiWebhooks(): Json {
  const hooks: Json = {}
  for (const [event, schema] of Object.entries(PAYMENTS_WEBHOOKS)) hooks[`payments.${event}`] = webhook('payments', event, schema)
  for (const [event, schema] of Object.entries(CAAS_WEBHOOKS)) hooks[`caas.${event}`] = webhook('caas', event, schema)
  return hooks
}

export const WEBHOOK_TAGS = [
  { name: 'webhooks', description: 'Payments webhooks (checkout and WaaS): what the platform POSTs to your endpoint.' },
  { name: 'caas-webhooks', description: 'CaaS webhooks: what the platform POSTs to your CaaS dashboard webhooks.' },
]
