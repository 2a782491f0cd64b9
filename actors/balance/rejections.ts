/**
 * The merchant balance actor's rejection codes: none. Its commands record
 * facts (addresses made, deposits seen on chain) that are applied or ignored
 * as repeats, never refused; the empty union keeps the shape of every kind
 * and makes a rejection here a compile error. Codes the balance methods
 * answer themselves (a bad filter, a network without a top-up) are
 * `BalanceMethodRejection`.
 */

export type BalanceRejection = never

export type BalanceMethodRejection =
  'INVALID_CURRENCY' | 'INVALID_NETWORK' | 'INVALID_REQUEST' | 'KYC_REQUIRED' | 'NETWORK_UNAVAILABLE' | 'UNAUTHORIZED'

declare module '../../platform/errors' {
  interface RejectionCodes extends Record<BalanceMethodRejection, true> {}
}
