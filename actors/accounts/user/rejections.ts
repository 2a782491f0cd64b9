/** The user, email-claim and login-guard actors' closed set of rejection codes (statuses: gateway/core/rejection_catalogue.ts). */

export type UserRejection =
  | 'CLAIM_LOST'
  | 'EMAIL_TAKEN'
  | 'USER_NOT_FOUND'
  | '2FA_ALREADY_ENABLED'
  | '2FA_NOT_SET_UP'
  | 'INVALID_REFRESH_TOKEN'
  | 'OTP_REUSED'
  | 'TOO_MANY_ATTEMPTS'
  | 'USER_REMOVED'

declare module '../../../platform/errors' {
  interface RejectionCodes extends Record<UserRejection, true> {}
}
