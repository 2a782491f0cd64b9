/**
 * The fraud rules (docs/analytics.md, "Fraud alerts"), most severe first, as Stripe Radar orders its rules. Each
 * has a default threshold a merchant may move within bounds (PUT /api/v1/analytics/fraud-rules/:rule), a fixed
 * window, and a base score that grows with how far past the threshold the activity went (score.ts).
 */
import type { FraudRuleId } from '../../../platform/wire/fraud_alert'

export interface FraudRule {
  readonly id: FraudRuleId
  readonly description: string
  /** What the threshold counts, for the docs and the summary. */
  readonly unit: string
  readonly defaultThreshold: number
  readonly min: number
  readonly max: number
  readonly windowMs: number
  readonly baseScore: number
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export const FRAUD_RULE_LIST: readonly FraudRule[] = [
  {
    id: 'refund_to_unpaid_address',
    description: 'Refunds sent to a crypto address that never paid you (in this environment)',
    unit: 'refunds',
    defaultThreshold: 1,
    min: 1,
    max: 10,
    windowMs: DAY,
    baseScore: 90,
  },
  {
    id: 'settlement_change_then_withdrawal',
    description: 'A settlement account added or changed, then remittance transfers out within 24 hours',
    unit: 'transfers',
    defaultThreshold: 1,
    min: 1,
    max: 10,
    windowMs: DAY,
    baseScore: 85,
  },
  {
    id: 'shared_payer_address',
    description: 'One crypto address paying this many merchants of the platform within 24 hours',
    unit: 'merchants',
    defaultThreshold: 3,
    min: 2,
    max: 20,
    windowMs: DAY,
    baseScore: 70,
  },
  {
    id: 'refund_ratio',
    description: 'Refunds as a percentage of what customers paid over 7 days, per currency (at least 3 paid sessions)',
    unit: 'percent',
    defaultThreshold: 30,
    min: 5,
    max: 100,
    windowMs: 7 * DAY,
    baseScore: 60,
  },
  {
    id: 'repeated_underpayment',
    description: 'Sessions from one customer e-mail that expired underpaid within 24 hours',
    unit: 'sessions',
    defaultThreshold: 3,
    min: 2,
    max: 20,
    windowMs: DAY,
    baseScore: 50,
  },
  {
    id: 'unpaid_session_burst',
    description: 'Sessions from one customer e-mail that expired unpaid within 24 hours',
    unit: 'sessions',
    defaultThreshold: 5,
    min: 2,
    max: 50,
    windowMs: DAY,
    baseScore: 40,
  },
  {
    id: 'session_burst',
    description: 'Sessions created for one customer e-mail within 10 minutes',
    unit: 'sessions',
    defaultThreshold: 10,
    min: 3,
    max: 100,
    windowMs: 10 * MINUTE,
    baseScore: 30,
  },
]

export const FRAUD_RULES_BY_ID: ReadonlyMap<FraudRuleId, FraudRule> = new Map(FRAUD_RULE_LIST.map((r) => [r.id, r]))

/** The fact types that are money a customer paid the merchant in crypto (the payer's address is on them). */
export const PAID_TYPES = ['session_paid', 'session_overpaid', 'session_underpaid', 'late_payment', 'wallet_deposit'] as const

/** The score of a finding: the base, plus 10 for each threshold's worth past it, at most 100. */
export function score(rule: FraudRule, observed: number, threshold: number): number {
  const over = threshold > 0 ? Math.floor((10 * (observed - threshold)) / threshold) : 0
  return Math.max(0, Math.min(100, rule.baseScore + over))
}

export function summary(rule: FraudRule, subject: string, observed: number, threshold: number): string {
  const window =
    rule.windowMs >= DAY ? `${rule.windowMs / DAY === 1 ? '24 hours' : `${rule.windowMs / DAY} days`}` : `${rule.windowMs / MINUTE} minutes`
  switch (rule.id) {
    case 'refund_to_unpaid_address':
      return `${observed} refund(s) in ${window} to ${subject}, which never paid you (threshold ${threshold})`
    case 'settlement_change_then_withdrawal':
      return `${observed} remittance transfer(s) within ${window} of a change to settlement account ${subject} (threshold ${threshold})`
    case 'shared_payer_address':
      return `${subject} paid ${observed} merchants in ${window} (threshold ${threshold})`
    case 'refund_ratio':
      return `refunds were ${observed}% of what customers paid in ${subject} over ${window} (threshold ${threshold}%)`
    case 'repeated_underpayment':
      return `${observed} sessions for ${subject} expired underpaid in ${window} (threshold ${threshold})`
    case 'unpaid_session_burst':
      return `${observed} sessions for ${subject} expired unpaid in ${window} (threshold ${threshold})`
    case 'session_burst':
      return `${observed} sessions created for ${subject} in ${window} (threshold ${threshold})`
  }
}
