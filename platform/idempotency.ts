/** Names for operations a caller may retry: a key chosen by the caller becomes the operation's id, and the request's hash tells a replay from a reuse. */
import { createHash } from 'node:crypto'

/** A stable UUID from a caller-chosen key (Idempotency-Key): the same key always names the same session or refund. */
export function uuidFromKey(scope: string, businessId: string, key: string): string {
  const h = createHash('sha256').update(`${scope}\u0000${businessId}\u0000${key}`).digest('hex')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`
}

/** Hash of a request body with sorted keys, so the same body in another key order or spacing is the same request. */
export function requestHash(body: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
          )
        : v
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex')
}
