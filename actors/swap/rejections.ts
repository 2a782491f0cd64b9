/**
 * The swap actor's closed set of rejection codes (`SwapRejection`) and those
 * the swap methods raise (`SwapMethodRejection`). Statuses:
 * gateway/core/rejection_catalogue.ts.
 */
export type SwapRejection = 'SWAP_NOT_FOUND' | 'SWAP_EXISTS' | 'SWAP_SETTLED'

type SwapMethodRejection =
  | 'SWAP_INVALID_REQUEST'
  | 'SWAP_UNAVAILABLE'
  | 'CUSTOMER_WALLET_NOT_FOUND'
  | 'SWAP_APPROVE_FAILED'
  | 'SWAP_TRANSACTION_FAILED'
  | 'SWAP_IN_PROGRESS'

declare module '../../platform/errors' {
  interface RejectionCodes extends Record<SwapRejection | SwapMethodRejection, true> {}
}
