/** Codes the CaaS methods raise themselves; the user and transfer actors' own are in their kinds' rejections.ts. */

export type CaasRejection =
  | 'INVALID_PHONE_NUMBER'
  | 'USER_NOT_FOUND'
  | 'NETWORK_UNAVAILABLE'
  | 'INVALID_AMOUNT'
  | 'SAME_WALLET'
  | 'UNSUPPORTED_TOKEN'
  | 'SANDBOX_ONLY'
  | 'INVALID_CODE'
  | 'SAME_PHONE_NUMBER'
  | 'SMS_NOT_CONFIGURED'
  | 'SMS_UNAVAILABLE'
  | 'KYC_REQUIRED'
  | 'UNSUPPORTED_PAYOUT_CURRENCY'
  | 'DEPOSIT_NOT_PENDING'
  | 'INSUFFICIENT_USDC'
  | 'SANDBOX_UNAVAILABLE'

declare module '../../platform/errors' {
  interface RejectionCodes extends Record<CaasRejection, true> {}
}
