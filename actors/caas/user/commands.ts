/** What the CaaS user actor is asked to do, and its reply. */
import type { ActingParty } from '../../../platform/audit'
import type { DepositView } from '../../chains'
import type { AdoptionFacts } from './adoption'
import type { ActiveUser, CaasWallet, DepositOutcome, ExpectedTransfer, Identity, ProvisionStatus } from './state'

export type CaasUserCommand =
  /**
   * Onboard for a merchant. `wallet` is computed for `wallet.generation`; null or another generation gets `recompute`,
   * so a repeat (the user exists) costs no cryptography at all.
   */
  | {
      readonly type: 'provision'
      readonly businessId: string
      readonly identity: Identity
      readonly wallet: CaasWallet | null
      /** What the caller read after a `verify` reply: adopting an unaffiliated wallet needs them (adoption.ts). */
      readonly checked?: AdoptionFacts
      readonly by: ActingParty
    }
  /**
   * A transfer is about to be ordered to this number: the wallet exists (unaffiliated when nobody onboarded it),
   * and an unaffiliated one remembers `transferId` until it is known to have failed. Refused for a number whose
   * wallet moved away: the payout must not create a new wallet for whoever holds the old number now.
   */
  | { readonly type: 'ensure'; readonly identity: Identity; readonly wallet: CaasWallet | null; readonly transferId: string }
  | { readonly type: 'get' }
  | { readonly type: 'request_link'; readonly businessId: string; readonly codeHash: string; readonly expiresAtMs: number }
  | { readonly type: 'confirm_link'; readonly businessId: string; readonly codeHash: string; readonly by: ActingParty }
  /** Phone change by the sole merchant: a code texted to the new number (`to`, an actor id), stored as its hash. */
  | {
      readonly type: 'request_phone_change'
      readonly businessId: string
      readonly to: string
      readonly codeHash: string
      readonly expiresAtMs: number
    }
  /** The code the new number received; a confirmed change is then carried out by move_in and move_out. */
  | { readonly type: 'confirm_phone_change'; readonly businessId: string; readonly to: string; readonly codeHash: string }
  /** Phone change, step 1 on the new number: take over the wallet, its members, and its deposit records and announced transfers. */
  | {
      readonly type: 'move_in'
      readonly identity: Identity
      readonly wallet: CaasWallet
      readonly members: readonly string[]
      readonly deposits?: ActiveUser['deposits']
      readonly incoming?: ActiveUser['incoming']
    }
  /** Phone change, step 2 on the old number: the wallet now answers to `to` (only after confirm_phone_change). */
  | { readonly type: 'move_out'; readonly businessId: string; readonly to: string; readonly by: ActingParty }
  /** From the deposit router (or forwarded by the actor of a number the wallet moved away from: `hops` counts forwards). */
  | { readonly type: 'deposit_observed'; readonly deposit: DepositView; readonly hops?: number }
  /** From the transfer executor, before the transfer is sent. */
  | { readonly type: 'expect_transfer'; readonly transfer: ExpectedTransfer }

export type CaasUserReply =
  | { readonly kind: 'user'; readonly user: ActiveUser; readonly status?: ProvisionStatus }
  | { readonly kind: 'recompute'; readonly generation: number }
  /** Provision of an unaffiliated wallet: read these facts (did these transfers fail, does it hold funds) and ask again. */
  | { readonly kind: 'verify'; readonly transfers: readonly string[]; readonly address: `0x${string}` }
  | { readonly kind: 'code_mismatch'; readonly attemptsLeft: number }
  | { readonly kind: 'moved'; readonly movedTo: string }
  | { readonly kind: 'deposit'; readonly outcome: DepositOutcome }
  | { readonly kind: 'expected' }
