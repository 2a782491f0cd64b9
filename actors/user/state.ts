/** A dashboard user: credentials, role and permissions, refresh-token families and TOTP. */
export type Role = 'owner' | 'admin' | 'member'

export interface RefreshFamily {
  readonly currentHash: string
  /** Hashes already rotated away: presenting one again means the token leaked. */
  readonly usedHashes: readonly string[]
  readonly revoked: boolean
  readonly expiresAtMs: number
}

export type UserState =
  | { readonly status: 'new'; readonly id: string }
  | {
      readonly status: 'active' | 'removed'
      readonly id: string
      readonly businessId: string
      readonly email: string
      readonly firstName: string
      readonly lastName: string
      readonly passwordHash: string
      readonly role: Role
      readonly permissions: readonly string[]
      readonly families: Readonly<Record<string, RefreshFamily>>
      readonly totp: {
        readonly sealedSecret: string | null
        readonly enabled: boolean
        /** Wrong codes in a row, the lock they earned, and the last 30 s step accepted (a code works once). Absent in older states. */
        readonly failures?: number
        readonly lockedUntilMs?: number
        readonly lastStep?: number
      }
      readonly createdAtMs: number
    }

export type ActiveUser = Extract<UserState, { status: 'active' | 'removed' }>

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
  | { readonly type: 'set_permissions'; readonly permissions: readonly string[] }
  | { readonly type: 'remove' }
