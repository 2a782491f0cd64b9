/**
 * The ordered check of a signed transfer request (platform/signing/transfer_signature.ts): malformed, unknown
 * key, stale, mismatch, replayed, each with its code. The nonce is recorded last, only for a signature that
 * verified, so a forger cannot burn a merchant's nonces; and it is recorded before anything else of the request
 * happens, so of two identical requests in flight one passes.
 */
import { RejectionError, reject } from '../../../platform/errors'
import { NONCE_MEMORY_S, anyMatches, isFresh, parseSignature, type SignedRequest } from '../../../platform/signing/transfer_signature'
import type { SigningKeys } from './keys'

const refuse = (
  code: 'SIGNATURE_MALFORMED' | 'SIGNATURE_KEY_UNKNOWN' | 'SIGNATURE_EXPIRED' | 'SIGNATURE_MISMATCH' | 'SIGNATURE_REPLAYED',
  message: string,
): never => {
  throw new RejectionError(reject(code, message))
}

export async function checkTransferSignature(
  keys: SigningKeys,
  scope: { readonly businessId: string; readonly isTest: boolean },
  header: string | undefined,
  request: SignedRequest,
  nowMs: number,
): Promise<{ readonly keyId: string }> {
  const parsed = parseSignature(header)
  if ('malformed' in parsed) return refuse('SIGNATURE_MALFORMED', `X-Transfer-Signature: ${parsed.malformed}`)
  const secrets = await keys.activeSecrets(scope.businessId, scope.isTest, parsed.keyId)
  if (secrets === null) return refuse('SIGNATURE_KEY_UNKNOWN', `no active signing key ${parsed.keyId} in this environment`)
  if (!isFresh(parsed.t, nowMs)) return refuse('SIGNATURE_EXPIRED', 'the signature time is more than 300 seconds from now: sign again')
  if (!anyMatches(secrets, parsed, request)) return refuse('SIGNATURE_MISMATCH', 'no v1 signature matches this request')
  if (!(await keys.recordNonce(parsed.keyId, parsed.nonce, nowMs, NONCE_MEMORY_S * 1000)))
    return refuse('SIGNATURE_REPLAYED', 'this nonce was used with this key in the last 600 seconds: sign again with a new one')
  return { keyId: parsed.keyId }
}
