/**
 * The wire shapes of merchant analytics (spec "Analytics": the overview's total_volume and total_revenue strings,
 * transaction_count integer and period string; everything else is ours, docs/analytics.md). Amounts are exact
 * decimal strings in the currency's own scale; crypto amounts in the asset's decimals. Nothing is summed across
 * currencies: each list entry is one currency or one asset.
 */
import { Type } from '@sinclair/typebox'
import { named } from '../../../platform/schema_name'
import { FraudAlert, FraudRuleName } from '../../../platform/wire/fraud_alert'

const Amount = (description: string) => Type.String({ pattern: '^-?[0-9]+(\\.[0-9]+)?$', description })
const Day = Type.String({ format: 'date', description: 'A UTC day, YYYY-MM-DD' })
const Environment = Type.Union([Type.Literal('test'), Type.Literal('live')])

const Period = {
  period: Type.String({ description: 'The days covered, as an ISO 8601 interval of UTC days: 2026-10-30/2026-11-28 (both included)' }),
  from: Day,
  to: Day,
  environment: Environment,
}

const SessionCounts = named('AnalyticsSessionCounts').Object({
  created: Type.Integer({ minimum: 0 }),
  paid: Type.Integer({ minimum: 0, description: 'Paid in full on time (overpaid ones included)' }),
  overpaid: Type.Integer({ minimum: 0, description: 'Of the paid, those that received more than the price' }),
  underpaid: Type.Integer({ minimum: 0, description: 'Expired having received part of the price' }),
  expired: Type.Integer({ minimum: 0, description: 'Expired having received nothing' }),
  failed: Type.Integer({ minimum: 0 }),
  late_payments: Type.Integer({ minimum: 0, description: 'Payments confirmed after their session closed' }),
})

const CurrencyFigures = named('AnalyticsCurrencyFigures').Object({
  currency: Type.String(),
  volume: Amount('What customers paid: sessions paid, overpaid, underpaid and late, plus virtual account credits'),
  refunds: Amount('Refunds sent'),
  net_sales: Amount('volume − refunds − reversed virtual account credits'),
  revenue: Amount('What you keep: net_sales + VAS margin'),
  average_sale: Amount('What a paid session brought on average (overpayments included), rounded down'),
  paid_sessions: Type.Integer({ minimum: 0 }),
  vas_sales: Amount('VAS orders sold to your customers (the customer price)'),
  vas_margin: Amount('Your margin on them'),
  virtual_account_credits: Amount('Bank transfers credited from your virtual accounts'),
  remittance_fees: Amount('Fees you paid on remittance payouts sent (net of any discount): a cost, not in revenue'),
})

const AssetFigures = named('AnalyticsAssetFigures').Object({
  network: Type.String(),
  asset: Type.String(),
  received: Amount('Crypto received by checkout sessions (on time and late)'),
  refunded: Amount('Crypto sent back by refunds'),
  fees_earned: Amount('Your fees collected on your customers’ wallet transfers'),
})

export const AnalyticsOverview = named('AnalyticsOverview').Object({
  ...Period,
  currency: Type.String({ description: 'The report currency: total_volume and total_revenue are in it, nothing converted' }),
  total_volume: Amount('volume in `currency` (by_currency has the others)'),
  total_revenue: Amount('revenue in `currency`'),
  transaction_count: Type.Integer({ minimum: 0, description: 'Money movements of every product, in any currency' }),
  net_sales: Amount('In `currency`'),
  refunds: Amount('In `currency`'),
  average_sale: Amount('In `currency`'),
  success_rate: Type.Optional(
    Type.String({
      pattern: '^[01]\\.[0-9]{4}$',
      description: 'Paid sessions over sessions that reached a final state; absent before any did',
    }),
  ),
  sessions: SessionCounts,
  by_currency: Type.Array(CurrencyFigures),
  crypto: Type.Array(AssetFigures),
})

const RevenuePoint = named('AnalyticsRevenuePoint').Object({
  date: Day,
  currency: Type.String({ description: 'Fiat basis: the report currency; crypto basis: the asset' }),
  network: Type.Optional(Type.String({ description: 'Crypto basis only' })),
  volume: Amount('Fiat: volume; crypto: what sessions received'),
  refunds: Amount('Refunds sent'),
  revenue: Amount('Fiat: revenue; crypto: received − refunded + fees earned'),
  transactions: Type.Integer({ minimum: 0 }),
})

export const AnalyticsRevenue = named('AnalyticsRevenue').Object({
  ...Period,
  group: Type.Union([Type.Literal('day'), Type.Literal('week'), Type.Literal('month')]),
  basis: Type.Union([Type.Literal('fiat'), Type.Literal('crypto')]),
  currency: Type.String({ description: 'The report currency (fiat basis)' }),
  points: Type.Array(RevenuePoint, { description: 'One per group start (weeks start on Monday), every group of the period included' }),
})

const MethodFigures = named('AnalyticsPaymentMethod').Object({
  network: Type.String(),
  asset: Type.String(),
  method: Type.String({ description: 'The session’s payment_method' }),
  count: Type.Integer({ minimum: 0, description: 'Sessions paid (in full or in part) with this coin' }),
  volume: Amount('What they paid, in `currency`'),
  share: Type.String({ pattern: '^[01]\\.[0-9]{4}$', description: 'Of the period’s paid sessions (count)' }),
})

export const AnalyticsPaymentMethods = named('AnalyticsPaymentMethods').Object({
  ...Period,
  currency: Type.String(),
  methods: Type.Array(MethodFigures),
})

const Transaction = named('AnalyticsTransaction').Object({
  id: Type.String({ description: 'Unique: the fact behind the line' }),
  occurred_at: Type.String({ format: 'date-time' }),
  product: Type.String(),
  type: Type.String({ description: 'docs/analytics.md lists each type' }),
  currency: Type.Optional(Type.String()),
  amount: Type.Optional(Amount('In `currency`')),
  network: Type.Optional(Type.String()),
  asset: Type.Optional(Type.String()),
  asset_amount: Type.Optional(Amount('In `asset`')),
  method: Type.Optional(Type.String()),
  subject: Type.String({ description: 'The product’s id: session, order, transfer, wallet customer, virtual account' }),
  reference: Type.Optional(Type.String()),
  customer: Type.Optional(Type.String({ description: 'Your customer: e-mail or reference' })),
  address: Type.Optional(Type.String({ description: 'The crypto address that paid, or a refund went to' })),
})

export const AnalyticsTransactions = named('AnalyticsTransactionList').Object({
  ...Period,
  transactions: Type.Array(Transaction),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  limit: Type.Integer({ minimum: 1 }),
})

export const FraudAlertList = named('FraudAlertList').Object({
  alerts: Type.Array(FraudAlert),
  total: Type.Integer({ minimum: 0 }),
  open: Type.Integer({ minimum: 0, description: 'Open alerts in this environment, whatever the filter' }),
  page: Type.Integer({ minimum: 1 }),
  limit: Type.Integer({ minimum: 1 }),
})

export const AnalyticsDashboard = named('AnalyticsDashboard').Object({
  overview: AnalyticsOverview,
  revenue: AnalyticsRevenue,
  payment_methods: AnalyticsPaymentMethods,
  recent_transactions: Type.Array(Transaction, { description: 'The ten newest' }),
  open_fraud_alerts: Type.Array(FraudAlert, { description: 'The ten newest open alerts' }),
})

const FraudRuleView = named('FraudRule').Object({
  rule: FraudRuleName,
  description: Type.String(),
  unit: Type.String({ description: 'What the threshold counts' }),
  threshold: Type.Integer(),
  default_threshold: Type.Integer(),
  min: Type.Integer(),
  max: Type.Integer(),
  window_seconds: Type.Integer(),
  base_score: Type.Integer(),
  enabled: Type.Boolean(),
})

export const FraudRuleList = named('FraudRuleList').Object({ rules: Type.Array(FraudRuleView) })
export { FraudAlert }
