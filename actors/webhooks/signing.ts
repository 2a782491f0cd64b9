/**
 * Webhook signatures, one function per header family, and the verification
 * helper receivers use. Every delivery carries:
 *  - payments: X-Webhook-Signature = hex HMAC-SHA256(raw body, whsec_ secret)
 *  - CaaS: X-Service-Signature = "sha256=" + hex HMAC-SHA256(raw body, secret)
 *  - both: Standard Webhooks headers webhook-id, webhook-timestamp and
 *    webhook-signature = "v1," + base64 HMAC-SHA256(`${id}.${timestamp}.${body}`)
 *    keyed with standardKey(secret), so a receiver can reject replays by
 *    timestamp and id, and the official `standardwebhooks` libraries verify it.
 * The hex headers keep the spec's rule: the key is the secret's text, prefix included.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { WebhookProduct } from './schedule'

function hexSignature(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex')
}

const STANDARD_PREFIX = 'whsec_'
const CANONICAL_BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

/**
 * The Standard Webhooks key bytes. The standard's secret is `whsec_` + base64
 * of the key, and its libraries key with the decoded bytes: our own secrets
 * (and the hex ones issued before, whose digits are valid base64 too) take
 * that path. A secret that is not `whsec_` + canonical base64 (a CaaS
 * partner's own) is keyed with its whole text as UTF-8; the official library
 * then needs `new Webhook(Buffer.from(secret, 'utf8'), { format: 'raw' })`.
 */
export function standardKey(secret: string): Buffer {
  const encoded = secret.startsWith(STANDARD_PREFIX) ? secret.slice(STANDARD_PREFIX.length) : ''
  if (encoded.length % 4 === 0 && CANONICAL_BASE64.test(encoded)) return Buffer.from(encoded, 'base64')
  return Buffer.from(secret, 'utf8')
}

function standardSignature(secret: string, id: string, timestampSec: number, body: string): string {
  return `v1,${createHmac('sha256', standardKey(secret)).update(`${id}.${timestampSec}.${body}`).digest('base64')}`
}

export interface SignedHeaders {
  readonly [name: string]: string
}

export function signDelivery(input: {
  product: WebhookProduct
  secret: string
  deliveryId: string
  eventType: string
  body: string
  nowMs: number
}): SignedHeaders {
  const timestampSec = Math.floor(input.nowMs / 1000)
  const common = {
    'content-type': 'application/json',
    'webhook-id': input.deliveryId,
    'webhook-timestamp': String(timestampSec),
    'webhook-signature': standardSignature(input.secret, input.deliveryId, timestampSec, input.body),
  }
  if (input.product === 'payments') {
    return {
      ...common,
      'x-webhook-signature': hexSignature(input.secret, input.body),
      'x-webhook-event': input.eventType,
      'x-webhook-id': input.deliveryId,
      'user-agent': 'Payments-Webhooks/1.0',
    }
  }
  return { ...common, 'x-service-signature': `sha256=${hexSignature(input.secret, input.body)}`, 'user-agent': 'Service-CaaS-Webhooks/1.0' }
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/**
 * For receivers: checks a delivery against its secret using the raw body.
 * With Standard Webhooks headers present it also rejects timestamps outside
 * `toleranceSec` (replays). Returns a reason on failure.
 */
export function verifyWebhook(input: {
  secret: string
  rawBody: string | Buffer
  headers: Readonly<Record<string, string | string[] | undefined>>
  nowMs?: number
  toleranceSec?: number
}): { ok: true } | { ok: false; reason: string } {
  const body = typeof input.rawBody === 'string' ? input.rawBody : input.rawBody.toString('utf8')
  const header = (name: string) => {
    const v = input.headers[name] ?? input.headers[name.toLowerCase()]
    return Array.isArray(v) ? v[0] : v
  }
  const id = header('webhook-id')
  const timestamp = header('webhook-timestamp')
  const standard = header('webhook-signature')
  if (id && timestamp && standard) {
    const ts = Number(timestamp)
    const nowSec = Math.floor((input.nowMs ?? Date.now()) / 1000)
    if (!Number.isInteger(ts) || Math.abs(nowSec - ts) > (input.toleranceSec ?? 300))
      return { ok: false, reason: 'timestamp outside tolerance' }
    const expected = standardSignature(input.secret, id, ts, body)
    if (!standard.split(' ').some((s) => safeEqual(s, expected))) return { ok: false, reason: 'webhook-signature mismatch' }
  }
  const legacy = header('x-webhook-signature') ?? header('x-service-signature')?.replace(/^sha256=/, '')
  if (!legacy) return id ? { ok: true } : { ok: false, reason: 'no signature header' }
  return safeEqual(legacy, hexSignature(input.secret, body)) ? { ok: true } : { ok: false, reason: 'signature mismatch' }
}
