/** The wallet fee configuration actor's closed set of rejection codes. */

export type FeeRejection = 'INVALID_ADDRESS' | 'INVALID_FEE_PERCENT' | 'INVALID_NETWORK'

declare module '../../../platform/errors' {
  interface RejectionCodes extends Record<FeeRejection, true> {}
}
