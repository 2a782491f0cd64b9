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
      /** Recent payment operation ids applied (set_plan), so a redelivered payment event changes nothing. */
      readonly recentOps: readonly string[]
      readonly createdAtMs: number
    }

/** Wallets (all environments) and this month's transactions. */
export type UsageCounts = { readonly wallets: number; readonly transactions: number }

export type TransactionRequirements = { readonly kyc?: 'approved'; readonly accountType?: 'business' }

export type ActiveMerchant = Extract<MerchantState, { status: 'active' }>
