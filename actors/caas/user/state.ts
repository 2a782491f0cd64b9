/**
 * A CaaS end user: one actor per phone number and mode, keyed by
 * `<test|live>:<blind index>`. It owns the smart account's identity (owner
 * key path, salt, counterfactual address), the merchants the user belongs
 * to, and pending consent codes of merchants asking to be linked. The phone
 * number is kept only sealed (for SMS), never in clear. It also owns the
 * wallet's address at the deposit watcher: deposits it sees become
 * `transfer.received` (deposits.ts).
 */
import type { DepositStatus } from '../../chains'

export type CaasMode = 'test' | 'live'

/** The token whose deposits are reported (transfer.received carries amount_usdc); other currencies (POL for fees) are not. */
export const CAAS_TOKEN = 'USDC'

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

/**
 * A phone change the wallet's sole merchant asked for: the code went by SMS to the new number and is bound to it.
 * The link guards apply per user (cooldown between codes, wrong codes in a sliding hour). Once the code is
 * confirmed the move is under way: the new number takes the wallet (move_in), then this one lets it go (move_out).
 */
export interface PendingChange extends PendingLink {
  /** caas_user actor id of the new number. */
  readonly to: string
  /** When the code was confirmed; from then on only move_out (or a retried confirmation with the same code) follows. */
  readonly confirmedAtMs?: number
}

/** A wallet that moved to another number: deposits the watcher still routes here go on to `to`. */
export interface Departed {
  readonly address: `0x${string}`
  /** caas_user actor id of the number the wallet moved to. */
  readonly to: string
}

/** What the user has decided about one deposit (deduplication by `key`, `sighting` and status). */
export interface DepositRecord {
  /** The deposit's transfer_id in transfer.received: `dep_` + hash of the deposit id (deposits.ts). */
  readonly key: string
  readonly sighting: number
  readonly status: DepositStatus
  /** Set when the deposit was a CaaS transfer announced beforehand: that transfer reports transfer.received, not the deposit. */
  readonly transferId?: string
}

/** A CaaS transfer to this wallet, announced before it is sent, so the watcher's sighting of it is not reported again. */
export interface ExpectedTransfer {
  readonly transferId: string
  readonly from: `0x${string}`
  readonly to: `0x${string}`
  /** Base units of `token`. */
  readonly amount: bigint
  readonly token: string
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
      /** The latest deposits decided (at most MAX_DEPOSIT_RECORDS); absent on users stored before deposits were watched. */
      readonly deposits?: readonly DepositRecord[]
      /** Announced CaaS transfers to this wallet not yet seen confirmed by the watcher (dropped after EXPECTATION_TTL_MS). */
      readonly incoming?: readonly (ExpectedTransfer & { readonly atMs: number })[]
      /** Wallets this number held before (phone changes), oldest first. */
      readonly departed?: readonly Departed[]
      /**
       * Transfers ordered to this wallet while no merchant had it (ids, from `ensure`): until each is known to have
       * failed, funds may be on their way, so the wallet is not adopted (adoption.ts). Dropped once a merchant has it.
       */
      readonly ordered?: readonly string[]
      /** Seen holding funds, or sent more transfers than `ordered` tracks: from then on only the holder's consent links a merchant. */
      readonly consentOnly?: true
      /** A phone change asked for by the wallet's sole merchant (phone_change.ts). */
      readonly change?: PendingChange
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
      /** Wallets this number held, the last one moved to `movedTo`; absent on users moved before it was recorded (then `movedTo` is the only route). */
      readonly departed?: readonly Departed[]
    }

export type ActiveUser = Extract<CaasUserState, { status: 'active' }>

export interface Identity {
  readonly mode: CaasMode
  readonly blindIndex: string
  readonly sealedPhone: string
}

export type ProvisionStatus = 'PROVISIONED' | 'ADOPTED' | 'ALREADY_EXISTS' | 'LINK_REQUIRED'

/**
 * What a deposit observation did: `reported` (transfer.received to each merchant, or an SMS to an unaffiliated user),
 * `internal` (a CaaS transfer announced beforehand: its own transfer.received covers it), `recorded` (detected, failed,
 * reversed: nothing for partners), `repeat`, `forwarded` (the wallet moved to another number), `not_token`, `not_mine`.
 */
export type DepositOutcome = 'reported' | 'internal' | 'recorded' | 'repeat' | 'forwarded' | 'not_token' | 'not_mine'

/** Payload of `caas.deposit.received`, one per merchant of the user; the webhook mapper makes transfer.received of it. */
export interface DepositReceived {
  readonly businessId: string
  readonly transferId: string
  readonly walletAddress: string
  readonly network: string
  readonly currency: string
  readonly amount: bigint
  readonly txHash: string
  readonly settledAtMs: number
  readonly mode: CaasMode
}

export const LINK_REQUEST_COOLDOWN_MS = 60_000
export const MAX_LINK_FAILURES = 5
export const LINK_FAILURE_WINDOW_MS = 60 * 60_000
