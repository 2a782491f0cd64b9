/**
 * One fraud alert (docs/analytics.md, "Fraud alerts"): a rule saw activity past the merchant's threshold.
 *
 *   open        raised by the rule scan (fraud/scan.ts), with what it counted
 *   dismissed   a team member judged it harmless, with a reason
 *   confirmed   a team member judged it fraud, with an optional note
 *
 * Resolved alerts stay resolved. The id is derived from the rule, the merchant, the environment, the subject and
 * the rule's window (ids.ts), so a scan that sees the same activity twice raises it once.
 */
import type { ActingParty } from '../../../platform/audit'
import type { FraudRuleId } from '../../../platform/wire/fraud_alert'

export interface FraudAlertRecord {
  readonly status: 'open' | 'dismissed' | 'confirmed'
  readonly id: string
  readonly businessId: string
  readonly isTest: boolean
  readonly rule: FraudRuleId
  readonly score: number
  readonly subject: string
  readonly summary: string
  readonly observed: number
  readonly threshold: number
  readonly windowMs: number
  readonly evidence: readonly string[]
  readonly openedAtMs: number
  readonly resolvedAtMs: number | null
  readonly resolution: { readonly reason: string; readonly by: ActingParty } | null
}

/** What the scan found: an alert before it is opened. */
export type Finding = Omit<FraudAlertRecord, 'status' | 'openedAtMs' | 'resolvedAtMs' | 'resolution'>

export type FraudAlertState = { readonly status: 'new'; readonly id: string } | FraudAlertRecord
