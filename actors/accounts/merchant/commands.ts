/** What the merchant actor is asked to do. */
import type { ActingParty } from '../../../platform/audit'
import type { Duration, PlanId } from './plans'
import type { KycStatus, PlanStatus, TransactionRequirements, UsageCounts } from './state'

export type MerchantCommand =
  | { readonly type: 'create'; readonly name: string; readonly accountType: 'business' | 'individual'; readonly ownerUserId: string }
  | { readonly type: 'get' }
  | { readonly type: 'set_kyc'; readonly kyc: KycStatus }
  | { readonly type: 'set_otc_access'; readonly approved: boolean }
  /** The admin's (PUT /admin/businesses/:id/subscription): the plan as given, free, from now; drops any open invoice. */
  | {
      readonly type: 'set_plan'
      readonly plan: PlanId
      readonly duration: Duration
      readonly status?: PlanStatus
      readonly by: ActingParty
    }
  /**
   * The owner's (POST /api/v1/subscription/upgrade; decide_billing.ts): a
   * purchase applies at once and opens invoice `invoiceId`, due `graceMs`
   * from now. The id is made by the caller so the decision stays pure.
   */
  | {
      readonly type: 'change_plan'
      readonly plan: PlanId
      readonly duration: Duration
      readonly invoiceId: string
      readonly graceMs: number
      readonly by: ActingParty
    }
  /**
   * A confirmed payment for a plan (the crypto checkout's subscriber):
   * settles `invoiceId` when it is the open one, else buys the plan from now.
   * `opId` makes a repeat (an at-least-once payment event) change nothing.
   */
  | {
      readonly type: 'plan_paid'
      readonly plan: PlanId
      readonly duration: Duration
      readonly invoiceId?: string
      readonly opId: string
    }
  /**
   * Counts one wallet against the plan. Sent with the wallet's creation as
   * its spawn (ActorHost.askSpawning): the count and the wallet are one
   * commit, so a retry finds the wallet and counts nothing, and a crash
   * leaves neither. Carries no operation id: nothing needs remembering.
   */
  | { readonly type: 'reserve_wallet' }
  /** Gives a slot back: only when the wallet was created by a second ask (another host) and that ask was refused. */
  | { readonly type: 'release_wallet' }
  /** The guards of reserve_wallet without counting: refuse early, before a mnemonic is generated. */
  | { readonly type: 'check_wallet' }
  | {
      readonly type: 'record_transaction'
      /** Checked in the same decision, before anything is counted (checkout: approved KYC and a business account). */
      readonly requires?: TransactionRequirements
    }
  /**
   * Sets the counters to the objects that exist (usage.ts counts them), if
   * they still hold the values `seen` was read with: a count made between
   * the read and this command wins, and the next reconcile looks again.
   */
  | { readonly type: 'reconcile_usage'; readonly month: string; readonly seen: UsageCounts; readonly existing: UsageCounts }
  /** The guards of record_transaction without counting: which error a transaction would get now. */
  | { readonly type: 'check_transaction'; readonly requires?: TransactionRequirements }
  | { readonly type: 'check_active' }
