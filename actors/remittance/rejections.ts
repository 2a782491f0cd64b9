/**
 * Remittance's rejection codes (statuses and meanings: gateway/core/rejection_catalogue.ts).
 *   SIGNATURE_MALFORMED    X-Transfer-Signature missing or not `t=,n=,k=,v1=` (400)
 *   SIGNATURE_KEY_UNKNOWN  `k` is no active signing key of this merchant in this environment (401)
 *   SIGNATURE_EXPIRED      `t` is more than 300 s from the platform's clock (401)
 *   SIGNATURE_MISMATCH     no `v1` is the request's signature under an active key (401)
 *   SIGNATURE_REPLAYED     the nonce was used with this key in the last 600 s (409)
 *   SIGNING_KEY_LIMIT      two keys are active already: revoke one to rotate (409)
 *   SIGNING_KEY_NOT_FOUND  no such signing key of this merchant (404)
 *   BUSINESS_MISMATCH      `business_id` is not the business the credential acts for (403)
 *   UNSUPPORTED_CORRIDOR   the platform does not send this currency pair (400)
 *   QUOTE_NOT_FOUND        no such quote of this merchant (404)
 *   QUOTE_EXPIRED          the quote's rate is no longer locked: quote again (409)
 *   QUOTE_USED             a transfer was made on this quote already (409)
 *   QUOTE_MISMATCH         the transfer's currencies or amount differ from its quote's (400)
 *   REMITTANCE_NOT_FOUND   no such transfer of this merchant (404)
 */
export type RemittanceRejection =
  | 'SIGNATURE_MALFORMED'
  | 'SIGNATURE_KEY_UNKNOWN'
  | 'SIGNATURE_EXPIRED'
  | 'SIGNATURE_MISMATCH'
  | 'SIGNATURE_REPLAYED'
  | 'SIGNING_KEY_LIMIT'
  | 'SIGNING_KEY_NOT_FOUND'
  | 'BUSINESS_MISMATCH'
  | 'UNSUPPORTED_CORRIDOR'
  | 'QUOTE_NOT_FOUND'
  | 'QUOTE_EXPIRED'
  | 'QUOTE_USED'
  | 'QUOTE_MISMATCH'
  | 'REMITTANCE_NOT_FOUND'

declare module '../../platform/errors' {
  interface RejectionCodes extends Record<RemittanceRejection, true> {}
}
