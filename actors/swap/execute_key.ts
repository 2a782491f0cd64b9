/**
 * An execute retried with the same Idempotency-Key never swaps twice. The
 * key (scoped to merchant, environment and operation, platform/idempotency.ts)
 * is claimed for a swap id in idempotency_keys before the swap is opened; a
 * retry with the same request answers that swap as it stands (answer.ts):
 * its hash once the swap transaction is sent, `tx_hash: null` while it is
 * on its way, the same error once it failed, 409 SWAP_IN_PROGRESS while the
 * first attempt has not yet recorded it. Another request under the same key
 * is 409 IDEMPOTENCY_KEY_REUSED.
 */
import type { Sql } from 'postgres'
import { RejectionError, reject } from '../../platform/errors'
import { keyOutcome, fingerprint, keyId, keyScope, uuidFromKey, type KeyRule, type KeyScope } from '../../platform/idempotency'
import { claimKey } from '../../platform/idempotency_store'

const SWAP_KEY: KeyRule = { operation: 'swap', name: 'Idempotency-Key', resource: 'swap', retentionMs: null }

export type Claim = { readonly kind: 'new'; readonly id: string } | { readonly kind: 'replay'; readonly id: string }

/**
 * The id a key had in `swap_keys` before migration 024 moved its rows into idempotency_keys unchanged: looked up
 * beside the key's id, so an execute made before the move and retried after it still finds its swap. It can go
 * with a migration that drops the rows older than the longest retry anyone will make.
 */
export const swapKeysId = (scope: KeyScope, key: string) => uuidFromKey('swap', `${scope.businessId}:${scope.mode}`, key)

/**
 * The swap id of an execute request (either kind, DEX or bridge): its Idempotency-Key, when given, scoped to the
 * merchant and environment; the rest of the body is what a retry under that key must repeat.
 */
export function claimExecute(
  sql: Sql,
  body: { readonly idempotency_key?: string },
  businessId: string,
  isTest: boolean,
  nowMs: number,
): Promise<Claim> {
  const { idempotency_key: key, ...request } = body
  return claimSwapId(sql, key, keyScope(SWAP_KEY, businessId, isTest), request, nowMs)
}

/** A fresh swap id, bound to the key when there is one; a key bound before answers its swap's id as a replay. */
async function claimSwapId(sql: Sql, key: string | undefined, scope: KeyScope, request: unknown, nowMs: number): Promise<Claim> {
  const [row] = await sql<{ id: string }[]>`SELECT nextval('swap_ids')::text AS id`
  const id = row!.id
  if (key === undefined) return { kind: 'new', id }
  const hash = fingerprint(request)
  const earlier = await claimKey(sql, SWAP_KEY.operation, [keyId(scope, key), swapKeysId(scope, key)], hash, id)
  const decision = keyOutcome(earlier, { fingerprint: hash }, SWAP_KEY, nowMs)
  if (decision.kind === 'reused') throw new RejectionError(decision.rejection)
  return decision.kind === 'replay' && earlier ? { kind: 'replay', id: earlier.resourceId } : { kind: 'new', id }
}
