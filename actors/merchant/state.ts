/** The merchant (business) actor: KYC, plan, OTC access and usage counters, one consistent place. */
import type { Duration, PlanId } from './plans'

export type KycStatus = 'pending' | 'approved' | 'rejected'
export type PlanStatus = 'active' | 'expired' | 'cancelled'

export interface Subscription {
  readonly plan: PlanId
  readonly duration: Duration
  readonly status: PlanStatus
  readonly startedAtMs: number
  readonly expiresAtMs: number
}

export type MerchantState =
  | { readonly status: 'new'; readonly id: string }
  | {
      readonly status: 'active'
      readonly id: string
      readonly name: string
      readonly accountType: 'business' | 'individual'
      readonly ownerUserId: string
      readonly kyc: KycStatus
      readonly otcApproved: boolean
      readonly subscription: Subscription
      readonly walletsUsed: number
      /** Transactions per UTC month, e.g. {"2026-11": 12}. */
      readonly transactions: Readonly<Record<string, number>>
      /** Recent operation ids already counted, so a retried reservation is not counted twice. */
      readonly recentOps: readonly string[]
      readonly createdAtMs: number
    }

export type MerchantCommand =
  | { readonly type: 'create'; readonly name: string; readonly accountType: 'business' | 'individual'; readonly ownerUserId: string }
  | { readonly type: 'get' }
  | { readonly type: 'set_kyc'; readonly kyc: KycStatus }
  | { readonly type: 'set_otc_access'; readonly approved: boolean }
  /** `opId` makes a repeat (an at-least-once payment event) change nothing. */
  | { readonly type: 'set_plan'; readonly plan: PlanId; readonly duration: Duration; readonly status?: PlanStatus; readonly opId?: string }
  /** Guards: check the plan and count one use atomically; idempotent by opId. */
  | { readonly type: 'reserve_wallet'; readonly opId: string }
  | { readonly type: 'release_wallet'; readonly opId: string }
  | {
      readonly type: 'record_transaction'
      /**
       * Remembered so a retried request counts once. Absent when the
       * transaction is created in the same commit as the count
       * (ActorHost.askSpawning): a retry is then a new transaction, and the
       * list of recent ids (rewritten with every count) stays short.
       */
      readonly opId?: string
      /** Checked in the same decision, before anything is counted (checkout: approved KYC and a business account). */
      readonly requires?: TransactionRequirements
    }
  /** The guards of record_transaction without counting: which error a transaction would get now. */
  | { readonly type: 'check_transaction'; readonly requires?: TransactionRequirements }
  | { readonly type: 'check_active' }

export type TransactionRequirements = { readonly kyc?: 'approved'; readonly accountType?: 'business' }

export type ActiveMerchant = Extract<MerchantState, { status: 'active' }>
