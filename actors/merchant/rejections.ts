/** The merchant actor's closed set of rejection codes (statuses: gateway/core/rejection_catalogue.ts). */

export type MerchantRejection =
  | 'BUSINESS_ACCOUNT_REQUIRED'
  | 'BUSINESS_NOT_FOUND'
  | 'KYC_REQUIRED'
  | 'SUBSCRIPTION_EXPIRED'
  | 'TRANSACTION_LIMIT_EXCEEDED'
  | 'WALLET_LIMIT_EXCEEDED'

declare module '../../platform/errors' {
  interface RejectionCodes extends Record<MerchantRejection, true> {}
}
