/**
 * Yellow Card's signatures. Requests: `Authorization: YcHmacV1 <api key>:<base64 HMAC-SHA256(secret, timestamp +
 * path + method + base64(SHA-256(body)))>` with `X-YC-Timestamp` (the body's hash only when there is a body).
 * Webhooks: `X-YC-Signature: base64(HMAC-SHA256(webhook secret, raw body))`, compared in constant time.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

export function requestSignature(secret: string, timestamp: string, path: string, method: string, body: string | null): string {
  const hash = body ? createHash('sha256').update(body).digest('base64') : ''
  return createHmac('sha256', secret).update(`${timestamp}${path}${method.toUpperCase()}${hash}`).digest('base64')
}

export function authorization(apiKey: string, signature: string): string {
  return `YcHmacV1 ${apiKey}:${signature}`
}

export function webhookSignature(secret: string, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(rawBody).digest('base64')
}

export function webhookVerifies(secret: string, rawBody: Buffer, header: string | undefined): boolean {
  if (!header) return false
  const expected = Buffer.from(webhookSignature(secret, rawBody))
  const given = Buffer.from(header)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
