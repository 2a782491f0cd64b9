/** A dashboard user: credentials, role and permissions, refresh-token families and TOTP. */

export type Role = 'owner' | 'admin' | 'member'

interface RefreshFamily {
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

export type ClaimState =
  | { readonly status: 'free'; readonly email: string }
  | {
      readonly status: 'claimed' | 'completed'
      readonly email: string
      readonly userId: string
      readonly businessId: string
      readonly claimedAtMs: number
    }

export interface LoginGuardState {
  readonly id: string
  readonly accounts: Readonly<Record<string, Streak>>
}

export interface Streak {
  readonly failures: number
  readonly lockedUntilMs: number
  readonly lastFailureMs: number
}
