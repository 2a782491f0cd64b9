/** The merchant (business) actor: KYC, plan, OTC access and usage counters, one consistent place. */
import type { Duration, PlanId } from './plans'

export type KycStatus = 'pending' | 'approved' | 'rejected'
export type PlanStatus = 'active' | 'expired' | 'cancelled'

/** The plan the merchant is on now and the period it runs for. */
export interface PlanTerms {
  readonly plan: PlanId
  readonly duration: Duration
  readonly status: PlanStatus
  readonly startedAtMs: number
  readonly expiresAtMs: number
}

/**
 * An owner's upgrade not paid yet (billing.ts): the plan applies at once and
 * the invoice is due `dueAtMs`; after that the plan counts as expired until it
 * is paid. Only the open invoice is kept: a paid or voided one leaves the state.
 */
export interface PlanInvoice {
  readonly id: string
  readonly plan: PlanId
  readonly duration: Duration
  /** USD, a decimal string with scale 2 ("129.00"): the plan's list price when the invoice was issued. */
  readonly amountUsd: string
  readonly issuedAtMs: number
  readonly dueAtMs: number
  /** What the merchant had before the upgrade, paid for or granted: restored when the owner goes back to it. */
  readonly before: PlanTerms
}

export interface Subscription extends PlanTerms {
  readonly invoice?: PlanInvoice
  /**
   * The due date of the last invoice given up unpaid (the owner went back
   * to the plan before it), until the next payment: a new unpaid upgrade is
   * due no later than this, so giving up and upgrading again never buys a
   * second grace period.
   */
  readonly graceEndsAtMs?: number
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
      /** Recent payment operation ids applied (plan_paid), so a redelivered payment event changes nothing. */
      readonly recentOps: readonly string[]
      readonly createdAtMs: number
    }

/** Wallets (all environments) and this month's transactions. */
export type UsageCounts = { readonly wallets: number; readonly transactions: number }

export type TransactionRequirements = { readonly kyc?: 'approved'; readonly accountType?: 'business' }

export type ActiveMerchant = Extract<MerchantState, { status: 'active' }>
