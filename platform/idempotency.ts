/**
 * The one rule for every create a caller may repeat: checkout sessions,
 * refunds, wallets, wallet transfers, swaps, CaaS transfers and swaps (an
 * Idempotency-Key) and VAS orders (their `reference`).
 *
 *   - a key is scoped to merchant, environment and operation (`KeyScope`):
 *     another merchant, the other environment or another create with the
 *     same key is another resource;
 *   - the request is fingerprinted (`fingerprint`: a hash of its canonical
 *     form, so key order and spacing do not matter);
 *   - the same key with the same fingerprint answers the original result;
 *     the same key with another fingerprint is IDEMPOTENCY_KEY_REUSED (409);
 *   - a key is 1 to 255 printable ASCII characters (`keyProblem`), and is
 *     kept as long as its operation's rule says (`KeyRule.retentionMs`).
 *
 * Pure. Where the resource's actor is named after the key (checkout
 * sessions, CaaS transfers and swaps, VAS orders, refunds within their
 * session) the actor decides with `keyOutcome` against the fingerprint it
 * keeps; where a key must be mapped to an id first (swaps), the mapping is
 * one row of idempotency_store.ts.
 */
import { createHash } from 'node:crypto'
import { reject, type Rejection } from './errors'
import { isJsonObject, isList } from './json_object'

export type IdempotencyRejection = 'IDEMPOTENCY_KEY_REUSED'

declare module './errors' {
  interface RejectionCodes extends Record<IdempotencyRejection, true> {}
}

/** The longest key: as long as Stripe's, longer than any order id or UUID a client would use. */
export const KEY_MAX_LENGTH = 255

/**
 * Printable ASCII, space included: what every HTTP hop carries unchanged in a header (a byte above 0x7e may be
 * re-encoded on the way, and the retry would then name another key). As a JSON-schema pattern for body fields.
 */
export const KEY_PATTERN = '^[\\x20-\\x7e]+$'
const PRINTABLE = new RegExp(KEY_PATTERN)

/** Why a key cannot be used, or null when it can. */
export function keyProblem(key: string): string | null {
  if (key.length === 0 || key.length > KEY_MAX_LENGTH) return `must be 1 to ${KEY_MAX_LENGTH} characters`
  if (!PRINTABLE.test(key)) return 'must be printable ASCII characters'
  return null
}

/** Where a key names one resource. `operation` is part of every id made from it: never rename one. */
export interface KeyScope {
  readonly businessId: string
  readonly mode: 'test' | 'live'
  readonly operation: string
}

/** A stable UUID (version 5 form) from a name: the same inputs always give the same id. */
export function uuidFromKey(scope: string, owner: string, key: string): string {
  const h = createHash('sha256').update(`${scope}\u0000${owner}\u0000${key}`).digest('hex')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h.charAt(16), 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`
}

/**
 * The key's id in its scope: the session or refund it names, or its row in idempotency_keys. The key itself is
 * never stored. (The layout is the one checkout sessions, refunds and wallets were first named with.)
 */
export function keyId(scope: KeyScope, key: string): string {
  return uuidFromKey(`${scope.operation}:${scope.mode}`, scope.businessId, key)
}

/**
 * A hash of the request that matters, in canonical form: object keys sorted, undefined fields left out, bigints
 * as their decimal digits. The same request in another key order or spacing has the same fingerprint.
 */
export function fingerprint(request: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(request)))
    .digest('hex')
}

function canonical(v: unknown): unknown {
  if (typeof v === 'bigint') return v.toString()
  if (isList(v)) return v.map(canonical)
  if (!isJsonObject(v)) return v
  const entries = Object.entries(v).filter(([, x]) => x !== undefined)
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, x]) => [k, canonical(x)]))
}

/** How one operation keys its creates. */
export interface KeyRule {
  /** The scope's operation (KeyScope). */
  readonly operation: string
  /** What the caller calls the key, for the message. */
  readonly name: 'Idempotency-Key' | 'idempotency key' | 'reference'
  /** What the key names, for the message: `checkout session`, `order`. */
  readonly resource: string
  /** How long a key replays; null: as long as its resource exists. After that a key is new again. */
  readonly retentionMs: number | null
  /** The request field holding the key, when it is one (a VAS order's `reference`). */
  readonly field?: string
}

/** The scope of a rule's keys for one merchant in one environment. */
export function keyScope(rule: KeyRule, businessId: string, isTest: boolean): KeyScope {
  return { businessId, mode: isTest ? 'test' : 'live', operation: rule.operation }
}

/** What an earlier request left under the key. `atMs`: when (needed only by a rule with a retention). */
export interface EarlierUse {
  readonly fingerprint: string
  readonly atMs?: number
}

/**
 * The request's fingerprint; `legacy`, the one an older formula gave the same request, which records made before
 * the change still hold (read, never written; see the product's note on when it can go).
 */
export interface RequestPrint {
  readonly fingerprint: string
  readonly legacy?: string
}

export type KeyDecision =
  | { readonly kind: 'first' }
  | { readonly kind: 'replay' }
  | { readonly kind: 'reused'; readonly rejection: Rejection<IdempotencyRejection> }

/** The refusal of a key used for another request: says what to do instead. */
export function keyReused(rule: KeyRule): Rejection<IdempotencyRejection> {
  return reject(
    'IDEMPOTENCY_KEY_REUSED',
    `this ${rule.name} was already used for a different ${rule.resource} request: repeat that request unchanged for its answer, or use a new ${rule.name}`,
    rule.field,
  )
}

/**
 * The rule. No earlier use (or one past the rule's retention): this request is the first. The same fingerprint:
 * a replay, answered with the original result. Another fingerprint: IDEMPOTENCY_KEY_REUSED.
 */
export function keyOutcome(earlier: EarlierUse | null, request: RequestPrint, rule: KeyRule, nowMs: number): KeyDecision {
  if (earlier === null) return { kind: 'first' }
  if (rule.retentionMs !== null && earlier.atMs !== undefined && nowMs - earlier.atMs >= rule.retentionMs) return { kind: 'first' }
  const same = earlier.fingerprint === request.fingerprint || (request.legacy !== undefined && earlier.fingerprint === request.legacy)
  return same ? { kind: 'replay' } : { kind: 'reused', rejection: keyReused(rule) }
}
