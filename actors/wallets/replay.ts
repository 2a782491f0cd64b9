/**
 * What a keyed create answers when its Idempotency-Key already made a
 * wallet. The key is scoped to merchant and environment, not to the API key
 * that sent it, so a replay must not become a way round the seed endpoint:
 * another key of the merchant holding only wallet:manage could otherwise
 * name the key and read a mnemonic that GET /wallet/{id}/seed keeps behind
 * the owner-only wallet:reveal_seed. Pure: the caller reads the wallet.
 */
import type { Caller } from '../../platform/caller'
import { reject, type Rejection } from '../../platform/errors'
import { keyOutcome, keyReused } from '../../platform/idempotency'
import { WALLET_KEY } from './key_rules'
import type { WaasMethodRejection } from './rejections'
import type { ActiveWallet, CreatedWith } from './state'

/** `first`: the key's 24 h are over, so it is a new key (and the create then finds the wallet exists). */
export type ReplayDecision =
  { readonly kind: 'replay' } | { readonly kind: 'first' } | { readonly kind: 'refuse'; readonly rejection: Rejection<WaasMethodRejection> }

/**
 * `wallet`: the wallet the key created; `request`: this create's key id and fingerprint. Another body under the key
 * is refused whoever asks (the one rule, platform/idempotency.ts); the same body replays to the key that created the
 * wallet, or to a holder of wallet:reveal_seed.
 */
export function decideReplay(
  wallet: Pick<ActiveWallet, 'customerId' | 'createdWith' | 'createdAtMs'>,
  request: CreatedWith,
  caller: Pick<Caller, 'keyId' | 'permissions'>,
  nowMs: number,
): ReplayDecision {
  const stored = wallet.createdWith
  // A wallet the key did not create (found under it by a bug) is never answered as this key's.
  if (!stored) return refuse(keyReused(WALLET_KEY))
  const key = keyOutcome(
    { fingerprint: stored.requestHash, atMs: wallet.createdAtMs },
    { fingerprint: request.requestHash },
    WALLET_KEY,
    nowMs,
  )
  if (key.kind !== 'replay') return key.kind === 'first' ? key : refuse(key.rejection)
  if (caller.permissions.includes('wallet:reveal_seed') || createdBy(stored, caller.keyId)) return { kind: 'replay' }
  return refuse(
    reject(
      'MNEMONIC_NOT_REPLAYED',
      'this Idempotency-Key created the wallet with another API key: the mnemonic is replayed only to that key; ' +
        `read it with GET /api/v1/wallet/${encodeURIComponent(wallet.customerId)}/seed (permission wallet:reveal_seed)`,
    ),
  )
}

/** A wallet stored before the creating key was recorded has no apiKeyId: no key can show it made the wallet. */
function createdBy(stored: CreatedWith, keyId: string): boolean {
  return stored.apiKeyId !== undefined && stored.apiKeyId !== '' && stored.apiKeyId === keyId
}

const refuse = (rejection: Rejection<WaasMethodRejection>): ReplayDecision => ({ kind: 'refuse', rejection })
