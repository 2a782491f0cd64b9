/** The business wallet actor's closed set of rejection codes. */

export type BusinessWalletRejection = 'BUSINESS_WALLET_REQUIRED' | 'WALLET_EXISTS'

declare module '../../../platform/errors' {
  interface RejectionCodes extends Record<BusinessWalletRejection, true> {}
}
