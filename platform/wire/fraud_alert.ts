/**
 * A fraud alert as the analytics API and its webhook (`fraud.alert.opened`) show it (docs/analytics.md, "Fraud
 * alerts"), in the kernel so the webhook contract (webhook_payloads.ts) and the product's routes read one schema.
 */
import { Type } from '@sinclair/typebox'
import { named } from '../schema_name'

const Time = Type.String({ format: 'date-time' })

export const FRAUD_RULES = [
  'refund_to_unpaid_address',
  'settlement_change_then_withdrawal',
  'shared_payer_address',
  'refund_ratio',
  'repeated_underpayment',
  'unpaid_session_burst',
  'session_burst',
] as const
export type FraudRuleId = (typeof FRAUD_RULES)[number]

export const FraudRuleName = Type.Union(
  FRAUD_RULES.map((r) => Type.Literal(r)),
  { description: 'Which rule fired (docs/analytics.md lists each with its threshold and window)' },
)

export const FraudAlert = named('FraudAlert').Object({
  id: Type.String(),
  rule: FraudRuleName,
  score: Type.Integer({
    minimum: 0,
    maximum: 100,
    description: 'Higher is more likely fraud: the rule’s base score, raised by how far past its threshold the activity went',
  }),
  status: Type.Union([Type.Literal('open'), Type.Literal('dismissed'), Type.Literal('confirmed')]),
  environment: Type.Union([Type.Literal('test'), Type.Literal('live')]),
  subject: Type.String({ description: 'What the rule watched: a customer e-mail, a crypto address, a currency, or the business' }),
  summary: Type.String({ description: 'What happened, in one sentence' }),
  observed: Type.Integer({ minimum: 0, description: 'What the rule counted (sessions, refunds, merchants, percent, withdrawals)' }),
  threshold: Type.Integer({ minimum: 0, description: 'Your threshold when it fired' }),
  window_seconds: Type.Integer({ minimum: 0 }),
  evidence: Type.Array(Type.String(), { description: 'Up to 20 ids of what it counted (sessions, refunds, transfers)' }),
  opened_at: Time,
  resolved_at: Type.Optional(Time),
  resolution_reason: Type.Optional(Type.String({ description: 'Why it was dismissed, or the note it was confirmed with' })),
})
