/** The invite actor's closed set of rejection codes. */

export type InviteRejection = 'INVITE_EXISTS' | 'INVITE_INVALID' | 'INVITE_NOT_FOUND'

declare module '../../../platform/errors' {
  interface RejectionCodes extends Record<InviteRejection, true> {}
}
