/**
 * The checkout product's closed sets of rejection codes: the session actor's
 * (`CheckoutRejection`) and those the checkout methods raise themselves
 * (`CheckoutMethodRejection`). Statuses: gateway/core/rejection_catalogue.ts.
 */

export type CheckoutRejection =
  | 'SESSION_NOT_FOUND'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'SESSION_CLOSED'
  | 'SESSION_EXPIRED'
  | 'PAYMENT_IN_PROGRESS'
  | 'NOT_REFUNDABLE'
  | 'REFUND_EXCEEDS_REMAINING'
  | 'REFUND_ADDRESS_REQUIRED'
  | 'REFUND_ADDRESS_NOT_PERMITTED'
  | 'INVALID_REFUND_ADDRESS'
  | 'REFUND_NOT_FOUND'

export type CheckoutMethodRejection =
  | 'BUSINESS_WALLET_NOT_FOUND'
  | 'BUSINESS_WALLET_REQUIRED'
  | 'WALLET_EXISTS'
  | 'KYC_REQUIRED'
  | '2FA_REQUIRED'
  | 'INVALID_OTP'
  | 'INVALID_AMOUNT'
  | 'INVALID_CURRENCY'
  | 'INVALID_NETWORK'
  | 'CURRENCY_NOT_AVAILABLE'
  | 'UNSUPPORTED_PAYMENT_METHOD'
  | 'METADATA_TOO_LARGE'
  | 'NETWORK_UNAVAILABLE'
  | 'PRICE_UNAVAILABLE'
  | 'FX_UNAVAILABLE'
  | 'PLAN_NOT_PURCHASABLE'
  | 'INVALID_REQUEST'
  | 'PLAN_FEATURE_UNAVAILABLE'
  | 'INVALID_LOGO'
  | 'LOGO_NOT_FOUND'

declare module '../../platform/errors' {
  interface RejectionCodes extends Record<CheckoutRejection | CheckoutMethodRejection, true> {}
}
