/**
 * How checkout keys its creates (platform/idempotency.ts): a session and a
 * refund are each named by their Idempotency-Key (the key's id is the
 * session's or the refund's id) and kept as long as the session is.
 */
import type { KeyRule } from '../../platform/idempotency'

export const SESSION_KEY: KeyRule = { operation: 'checkout', name: 'Idempotency-Key', resource: 'checkout session', retentionMs: null }

export const REFUND_KEY: KeyRule = { operation: 'refund', name: 'Idempotency-Key', resource: 'refund', retentionMs: null }
