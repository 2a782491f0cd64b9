/** Codes the accounts methods (auth, keys, 2FA, team, admin) raise themselves; the actors' own are in their kinds' rejections.ts. */

export type AccessRejection =
  | 'UNAUTHORIZED'
  | '2FA_NOT_ENABLED'
  | '2FA_REQUIRED'
  | 'OWNER_ONLY_PERMISSION'
  | 'PERMISSION_NOT_HELD'
  | 'UNKNOWN_PERMISSION'
  | 'INVALID_OTP'
  | 'CANNOT_CHANGE_SELF'
  | 'CANNOT_REMOVE_SELF'
  | 'MEMBER_NOT_FOUND'
  | 'OWNER_IMMUTABLE'
  | 'VALIDATION_FAILED'
  | 'INVALID_CREDENTIALS'
  | 'OTP_REQUIRED'
  | 'TOO_MANY_ATTEMPTS'
  | 'NOT_KEY_CREATOR'

declare module '../../platform/errors' {
  interface RejectionCodes extends Record<AccessRejection, true> {}
}
