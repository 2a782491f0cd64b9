/**
 * API key formats. The prefix alone decides product and environment (spec
 * rule 1 and 4); a key without a known prefix is a legacy payments key whose
 * environment is its sandbox flag (rule 3). Keys are stored only as an
 * HMAC-SHA256 under a server pepper: fast to check, useless if leaked.
 */
import { createHmac, hash as cryptoHash, randomBytes } from 'node:crypto'

import type { KeyProduct } from '../../../platform/permissions'

export type { KeyProduct }
export type KeyEnvironment = 'test' | 'live'

const PREFIXES: Readonly<Record<KeyProduct, Record<KeyEnvironment, string>>> = {
  payments: { test: 'test_sk_', live: 'live_sk_' },
  caas: { test: 'svc_sk_test_', live: 'svc_sk_live_' },
}

export function classifyKey(
  key: string,
): { product: KeyProduct; environment: KeyEnvironment } | { product: 'payments'; environment: 'legacy' } {
  if (key.startsWith('svc_sk_test_')) return { product: 'caas', environment: 'test' }
  if (key.startsWith('svc_sk_live_')) return { product: 'caas', environment: 'live' }
  if (key.startsWith('test_sk_')) return { product: 'payments', environment: 'test' }
  if (key.startsWith('live_sk_')) return { product: 'payments', environment: 'live' }
  return { product: 'payments', environment: 'legacy' }
}

export function newKeySecret(product: KeyProduct, environment: KeyEnvironment | 'legacy'): string {
  const body = randomBytes(24).toString('hex')
  return environment === 'legacy' ? `sk_${body}` : `${PREFIXES[product][environment]}${body}`
}

export function keyHash(pepper: Buffer, key: string): string {
  return createHmac('sha256', pepper).update(key).digest('hex')
}

/** The gateway's cache key: a plain digest, so the cache never holds raw keys. */
export function cacheDigest(key: string): string {
  // The one-shot hash avoids a Hash object per request on the gateway's hot path.
  return cryptoHash('sha256', key, 'base64url')
}
