/**
 * A CaaS end user: one actor per phone number and mode, keyed by
 * `<test|live>:<blind index>`. It owns the smart account's identity (owner
 * key path, salt, counterfactual address), the merchants the user belongs
 * to, and pending consent codes of merchants asking to be linked. The phone
 * number is kept only sealed (for SMS), never in clear.
 */
export type CaasMode = 'test' | 'live'

/** The smart account: a pure function of the salt, the owner path and the configured factory. */
export interface CaasWallet {
  readonly address: `0x${string}`
  readonly owner: `0x${string}`
  readonly ownerPath: string
  /** 32-byte hex: the CREATE2 salt, by mode and generation (actors/caas/wallet_salt.ts; live generation 0 is the blind index itself). */
  readonly salt: string
  /** A number whose wallet moved away gets a fresh one on its next provisioning: generation + 1. */
  readonly generation: number
}

/**
 * A merchant's request to be linked, kept per (user, merchant) across codes:
 * a new request replaces the code but not the guards, so neither waiting
 * for a new code nor asking for one resets the count of wrong codes.
 */
export interface PendingLink {
  readonly businessId: string
  readonly codeHash: string
  readonly expiresAtMs: number
  /** When this merchant last had a code sent: the next request waits LINK_REQUEST_COOLDOWN_MS (SMS spam). */
  readonly requestedAtMs: number
  /** Times of wrong codes, across codes, within LINK_FAILURE_WINDOW_MS: MAX_LINK_FAILURES of them stop requests and confirmations (brute force). */
  readonly failedAtMs: readonly number[]
}

export type CaasUserState =
  | { readonly status: 'new'; readonly id: string }
  | {
      readonly status: 'active'
      readonly id: string
      readonly mode: CaasMode
      readonly blindIndex: string
      readonly wallet: CaasWallet
      readonly sealedPhone: string
      /** Merchants (business ids) the user belongs to; empty: unaffiliated (received funds before any merchant onboarded it). */
      readonly members: readonly string[]
      readonly links: readonly PendingLink[]
      readonly createdAtMs: number
      readonly updatedAtMs: number
      readonly nextGeneration: number
    }
  | {
      readonly status: 'moved'
      readonly id: string
      readonly mode: CaasMode
      readonly blindIndex: string
      /** Actor id of the number the wallet moved to. */
      readonly movedTo: string
      readonly movedAtMs: number
      readonly nextGeneration: number
    }

export type ActiveUser = Extract<CaasUserState, { status: 'active' }>

export interface Identity {
  readonly mode: CaasMode
  readonly blindIndex: string
  readonly sealedPhone: string
}

export type CaasUserCommand =
  /**
   * Onboard for a merchant. `wallet` is computed for `wallet.generation`; null or another generation gets `recompute`,
   * so a repeat (the user exists) costs no cryptography at all.
   */
  | { readonly type: 'provision'; readonly businessId: string; readonly identity: Identity; readonly wallet: CaasWallet | null }
  /** A transfer to a number nobody onboarded: the wallet exists, unaffiliated. */
  | { readonly type: 'ensure'; readonly identity: Identity; readonly wallet: CaasWallet | null }
  | { readonly type: 'get' }
  | { readonly type: 'request_link'; readonly businessId: string; readonly codeHash: string; readonly expiresAtMs: number }
  | { readonly type: 'confirm_link'; readonly businessId: string; readonly codeHash: string }
  /** Phone change, step 1 on the new number: take over the wallet and its members. */
  | { readonly type: 'move_in'; readonly identity: Identity; readonly wallet: CaasWallet; readonly members: readonly string[] }
  /** Phone change, step 2 on the old number: the wallet now answers to `to`. */
  | { readonly type: 'move_out'; readonly businessId: string; readonly to: string }

export type ProvisionStatus = 'PROVISIONED' | 'ADOPTED' | 'ALREADY_EXISTS' | 'LINK_REQUIRED'

export type CaasUserReply =
  | { readonly kind: 'user'; readonly user: ActiveUser; readonly status?: ProvisionStatus }
  | { readonly kind: 'recompute'; readonly generation: number }
  | { readonly kind: 'code_mismatch'; readonly attemptsLeft: number }
  | { readonly kind: 'moved'; readonly movedTo: string }

/** Codes a partner sees; statuses in actors/caas/module.ts. */
export type CaasUserRejection =
  | 'user_not_found' | 'already_linked' | 'link_not_required' | 'link_not_requested' | 'link_expired' | 'too_many_attempts' | 'link_request_too_soon'
  | 'phone_number_in_use'

export const LINK_REQUEST_COOLDOWN_MS = 60_000
export const MAX_LINK_FAILURES = 5
export const LINK_FAILURE_WINDOW_MS = 60 * 60_000
