/**
 * Verifying webhook deliveries of both products, from the raw body exactly as received (parse after).
 * Every delivery carries the Standard Webhooks headers (`webhook-id`, `webhook-timestamp`,
 * `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">`): they are required here, because
 * their signed timestamp is what rejects a replayed delivery. The product's own hex header is checked too
 * when present: payments `X-Webhook-Signature: <hex>`, CaaS `X-Service-Signature: sha256=<hex>` (HMAC-SHA256
 * of the body keyed with the secret's text, as the spec says). Deduplicate on `id`: an event may arrive twice.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * A fetch `Headers` (anything with `get`) or a Node `IncomingHttpHeaders`-shaped record. Declared by shape, so the
 * SDK's types need neither @types/node nor the DOM library for it.
 */
export type WebhookHeaders = { get(name: string): string | null } | Readonly<Record<string, string | readonly string[] | undefined>>

export interface VerifyInput {
  /** The endpoint's secret: payments `whsec_…`; CaaS the secret the partner set. */
  readonly secret: string
  readonly rawBody: string | Uint8Array
  readonly headers: WebhookHeaders
  /** Largest accepted distance between `webhook-timestamp` and now, seconds (default 300, as the standard). */
  readonly toleranceSec?: number
  readonly nowMs?: number
}

export interface VerifiedWebhook<P = WebhookPayload> {
  /** The delivery id (`webhook-id`, also `X-Webhook-ID` on payments): the deduplication key. */
  readonly id: string
  readonly timestamp: number
  /** The event name: `payment.confirmed`, `wallet.deposit.detected`, `transfer.settled`, … */
  readonly event: string
  readonly payload: P
}

/** What every payload has in common; narrow on `event`. */
export interface WebhookPayload {
  readonly event?: string
  readonly [field: string]: unknown
}

export class WebhookVerificationError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'WebhookVerificationError'
  }
}

const PREFIX = 'whsec_'
const CANONICAL_BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

/**
 * Standard Webhooks key: the bytes after `whsec_` when they are base64 (every payments secret), else the secret's UTF-8
 * text. A Node Buffer at run time; typed as the Uint8Array it is, so the declarations do not need @types/node.
 */
export function standardWebhooksKey(secret: string): Uint8Array {
  const encoded = secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : ''
  if (encoded.length > 0 && encoded.length % 4 === 0 && CANONICAL_BASE64.test(encoded)) return Buffer.from(encoded, 'base64')
  return Buffer.from(secret, 'utf8')
}

function header(headers: WebhookHeaders, name: string): string | undefined {
  if ('get' in headers && typeof headers.get === 'function') return headers.get(name) ?? undefined
  const record = headers as Readonly<Record<string, string | readonly string[] | undefined>>
  const key = Object.keys(record).find((k) => k.toLowerCase() === name)
  const value = key === undefined ? undefined : record[key]
  return typeof value === 'string' ? value : value?.[0]
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

function verify<P>(input: VerifyInput, productHeader: (headers: WebhookHeaders) => string | undefined): VerifiedWebhook<P> {
  const body = Buffer.from(typeof input.rawBody === 'string' ? Buffer.from(input.rawBody, 'utf8') : input.rawBody)
  const id = header(input.headers, 'webhook-id')
  const timestamp = header(input.headers, 'webhook-timestamp')
  const signatures = header(input.headers, 'webhook-signature')
  if (!id || !timestamp || !signatures) throw new WebhookVerificationError('missing webhook-id, webhook-timestamp or webhook-signature')
  const ts = Number(timestamp)
  const nowSec = Math.floor((input.nowMs ?? Date.now()) / 1000)
  if (!/^\d+$/.test(timestamp) || Math.abs(nowSec - ts) > (input.toleranceSec ?? 300))
    throw new WebhookVerificationError('webhook-timestamp outside the tolerance (a replay, or a wrong clock)')
  const mac = createHmac('sha256', standardWebhooksKey(input.secret))
  const expected = `v1,${mac.update(`${id}.${timestamp}.`).update(body).digest('base64')}`
  if (!signatures.split(' ').some((s) => same(s, expected))) throw new WebhookVerificationError('webhook-signature does not match')
  const hex = productHeader(input.headers)
  if (hex !== undefined && !same(hex, createHmac('sha256', input.secret).update(body).digest('hex')))
    throw new WebhookVerificationError('hex signature header does not match')
  let payload: P & WebhookPayload
  try {
    payload = JSON.parse(body.toString('utf8')) as P & WebhookPayload
  } catch {
    throw new WebhookVerificationError('body is not JSON')
  }
  const event = typeof payload.event === 'string' ? payload.event : (header(input.headers, 'x-webhook-event') ?? '')
  return { id, timestamp: ts, event, payload }
}

/** Checkout and WaaS deliveries (`payment.*`, `wallet.*`, `webhook.test`). Throws WebhookVerificationError. */
export function verifyPaymentsWebhook<P = WebhookPayload>(input: VerifyInput): VerifiedWebhook<P> {
  return verify<P>(input, (h) => header(h, 'x-webhook-signature'))
}

/** Card-as-a-Service deliveries (`transfer.*`, `deposit.settled`, `user.*`, …). Throws WebhookVerificationError. */
export function verifyCaasWebhook<P = WebhookPayload>(input: VerifyInput): VerifiedWebhook<P> {
  return verify<P>(input, (h) => header(h, 'x-service-signature')?.replace(/^sha256=/, ''))
}
