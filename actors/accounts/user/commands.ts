/** What the user actor is asked to do. */
import type { ActingParty } from '../../../platform/audit'
import type { Role } from './state'

export type UserCommand =
  | {
      readonly type: 'create'
      readonly businessId: string
      readonly email: string
      readonly passwordHash: string
      readonly role: Role
      readonly permissions: readonly string[]
      readonly firstName?: string
      readonly lastName?: string
    }
  | { readonly type: 'get' }
  | { readonly type: 'login_succeeded'; readonly familyId: string; readonly refreshHash: string; readonly expiresAtMs: number }
  | {
      readonly type: 'rotate_refresh'
      readonly familyId: string
      readonly presentedHash: string
      readonly newHash: string
      readonly expiresAtMs: number
    }
  | { readonly type: 'set_totp_secret'; readonly sealedSecret: string }
  | { readonly type: 'enable_totp' }
  /** The outcome of checking a code: the TOTP time step it matched, or null for a wrong code. */
  | { readonly type: 'otp_checked'; readonly step: number | null }
  | { readonly type: 'disable_totp' }
  | { readonly type: 'set_permissions'; readonly permissions: readonly string[]; readonly by: ActingParty }
  | { readonly type: 'remove'; readonly by: ActingParty }

export type ClaimCommand =
  | { readonly type: 'claim'; readonly userId: string; readonly businessId: string }
  | { readonly type: 'complete'; readonly userId: string }
  | { readonly type: 'get' }

export type LoginGuardCommand =
  | { readonly type: 'check'; readonly account: string }
  | { readonly type: 'failed'; readonly account: string }
  | { readonly type: 'succeeded'; readonly account: string }

/** Until when the pair is locked (0: not locked). */
export interface GuardReply {
  readonly lockedUntilMs: number
}
