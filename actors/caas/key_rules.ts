/**
 * How CaaS keys its creates (platform/idempotency.ts): a transfer's or a
 * swap's idempotency key (the body's `idempotency_key` or the
 * Idempotency-Key header) names its actor, `ctr_`/`csw_` and a digest of
 * merchant, environment and key, for as long as the actor lives.
 */
import { createHash } from 'node:crypto'
import type { KeyRule } from '../../platform/idempotency'

export const TRANSFER_KEY: KeyRule = { operation: 'caas-transfer', name: 'idempotency key', resource: 'transfer', retentionMs: null }

export const SWAP_KEY: KeyRule = { operation: 'caas-swap', name: 'idempotency key', resource: 'swap', retentionMs: null }

export const WITHDRAWAL_KEY: KeyRule = { operation: 'caas-withdrawal', name: 'idempotency key', resource: 'withdrawal', retentionMs: null }

export const DEPOSIT_KEY: KeyRule = { operation: 'caas-deposit', name: 'idempotency key', resource: 'deposit', retentionMs: null }

/**
 * The actor id a key names. The layout predates the shared keyId (platform/idempotency.ts) and stays: the ids are
 * public, and a retry of a transfer made before must reach that transfer, never start another.
 */
export function keyedActorId(prefix: 'ctr' | 'csw' | 'cwd' | 'cdp', businessId: string, mode: 'test' | 'live', key: string): string {
  return `${prefix}_${createHash('sha256').update(`${businessId}:${mode}:${key}`).digest('hex').slice(0, 32)}`
}

/** The fields of a request that make it the same request, in a fixed order. */
export type RequestFields = readonly (string | bigint | number)[]

/**
 * The digest a transfer or swap created before the shared fingerprint kept of its request (the same fields, joined
 * by colons). Read beside the fingerprint (RequestPrint.legacy) so a request made before the change and retried
 * after it is still a replay; it can go once no such retry will come (a release after this one).
 */
export function legacyRequestHash(fields: RequestFields): string {
  return createHash('sha256').update(fields.join(':')).digest('hex')
}
