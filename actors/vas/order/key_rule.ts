/**
 * How VAS keys its orders (platform/idempotency.ts): the order's own
 * `reference` is its key. It names the order actor (state.ts, vasOrderId:
 * merchant, environment, reference) for good, as the spec's unique index
 * does: a repeat with the same request answers the order, another request
 * under the reference is IDEMPOTENCY_KEY_REUSED.
 */
import { fingerprint, type KeyRule } from '../../../platform/idempotency'

export const ORDER_KEY: KeyRule = { operation: 'vas-order', name: 'reference', resource: 'order', retentionMs: null, field: 'reference' }

/**
 * The fingerprint of an order request: its category and every field given but the reference, as [name, value]
 * pairs in name order. The shape orders have been fingerprinted in from the first, so the fingerprints they keep
 * still match their replays.
 */
export function orderFingerprint(category: string, input: Record<string, unknown>): string {
  const fields = Object.keys(input)
    .filter((k) => k !== 'reference' && input[k] !== undefined)
    .sort()
    .map((k) => [k, input[k]])
  return fingerprint([category, fields])
}
