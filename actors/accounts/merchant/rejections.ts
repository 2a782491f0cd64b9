/** The merchant actor's closed set of rejection codes (statuses: gateway/core/rejection_catalogue.ts). */

export type MerchantRejection =
  | 'BUSINESS_ACCOUNT_REQUIRED'
  | 'BUSINESS_NOT_FOUND'
  | 'KYC_REQUIRED'
  /** An owner asked for a plan priced by agreement (enterprise): only an admin sets it. */
  | 'PLAN_NOT_PURCHASABLE'
  /** An upgrade that may not run unpaid: an invoice is overdue, or the grace was spent on one given up unpaid. */
  | 'PLAN_PAYMENT_REQUIRED'
  | 'SUBSCRIPTION_EXPIRED'
  | 'TRANSACTION_LIMIT_EXCEEDED'
  | 'WALLET_LIMIT_EXCEEDED'

declare module '../../../platform/errors' {
  interface RejectionCodes extends Record<MerchantRejection, true> {}
}
