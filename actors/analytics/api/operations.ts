/**
 * Analytics operations (spec "Analytics": JWT, approved KYC, `analytics:view`; query parameters not shown, so they
 * are ours: docs/analytics.md). Resolving and dismissing alerts and moving rule thresholds take `analytics:manage`.
 */
import { Type } from '@sinclair/typebox'
import { FRAUD_RULES } from '../../../platform/wire/fraud_alert'
import { object } from '../../../platform/schema_object'
import { operation } from '../../../platform/operation'
import * as wire from './wire'

const DayParam = (description: string) => Type.String({ maxLength: 10, pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description })

export const PeriodQuery = object({
  days: Type.Integer({
    minimum: 1,
    maximum: 365,
    default: 30,
    description: 'The last N UTC days, today included (ignored when from is given)',
  }),
  from: Type.Optional(DayParam('First UTC day (YYYY-MM-DD), included')),
  to: Type.Optional(DayParam('Last UTC day, included; default today')),
  environment: Type.Union([Type.Literal('live'), Type.Literal('test')], {
    default: 'live',
    description: 'live: your live_sk_ keys’ activity; test: your test_sk_ keys’ (never mixed)',
  }),
  currency: Type.Optional(
    Type.String({
      minLength: 3,
      maxLength: 5,
      pattern: '^[A-Za-z]{3,5}$',
      description: 'The report currency; default the currency with the most volume in the period (USD when none)',
    }),
  ),
})

export const RevenueQuery = object({
  ...PeriodQuery.properties,
  group: Type.Union([Type.Literal('day'), Type.Literal('week'), Type.Literal('month')], { default: 'day' }),
  basis: Type.Union([Type.Literal('fiat'), Type.Literal('crypto')], {
    default: 'fiat',
    description: 'fiat: in the report currency at the locked rates; crypto: per asset, in the asset',
  }),
})

const Filter = (description: string) => Type.Optional(Type.String({ minLength: 1, maxLength: 64, description }))

export const TransactionsQuery = object({
  ...PeriodQuery.properties,
  page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  product: Type.Optional(
    Type.Union(['checkout', 'waas', 'vas', 'swap', 'remittance', 'otc', 'virtual_accounts'].map((p) => Type.Literal(p))),
  ),
  type: Filter('One transaction type (docs/analytics.md)'),
  network: Filter('e.g. ETH, BTC'),
  method: Filter('The payment method, VAS category, bank scheme or swap type'),
  search: Type.Optional(
    Type.String({ minLength: 1, maxLength: 200, description: 'A reference, a session or order id, or a customer e-mail' }),
  ),
})

export const ExportQuery = object({
  ...PeriodQuery.properties,
  product: TransactionsQuery.properties.product,
  type: TransactionsQuery.properties.type,
  network: TransactionsQuery.properties.network,
  method: TransactionsQuery.properties.method,
  search: TransactionsQuery.properties.search,
})

export const AlertsQuery = object({
  environment: PeriodQuery.properties.environment,
  status: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('dismissed'), Type.Literal('confirmed')])),
  page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
})

export const AlertPath = object({ id: Type.String({ minLength: 1, maxLength: 64, pattern: '^fa_[0-9a-f]{24}$' }) })
export const DismissBody = object({ reason: Type.String({ minLength: 1, maxLength: 500, description: 'Why it is harmless' }) })
export const ConfirmBody = object({ note: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })) })
export const RulePath = object({ rule: Type.Union(FRAUD_RULES.map((r) => Type.Literal(r))) })
export const RuleBody = object({
  threshold: Type.Integer({ minimum: 0, maximum: 1000, description: 'Within the rule’s min and max (GET /fraud-rules)' }),
  enabled: Type.Boolean({ default: true }),
})

const PERIOD_ERRORS = ['ANALYTICS_PERIOD_INVALID', 'KYC_REQUIRED'] as const

export const overview = operation({
  name: 'analytics.overview',
  input: PeriodQuery,
  output: wire.AnalyticsOverview,
  errors: [...PERIOD_ERRORS],
})
export const revenue = operation({
  name: 'analytics.revenue',
  input: RevenueQuery,
  output: wire.AnalyticsRevenue,
  errors: [...PERIOD_ERRORS],
})
export const paymentMethods = operation({
  name: 'analytics.paymentMethods',
  input: PeriodQuery,
  output: wire.AnalyticsPaymentMethods,
  errors: [...PERIOD_ERRORS],
})
export const transactions = operation({
  name: 'analytics.transactions',
  input: TransactionsQuery,
  output: wire.AnalyticsTransactions,
  errors: [...PERIOD_ERRORS],
})
export const exportTransactions = operation({
  name: 'analytics.exportTransactions',
  input: ExportQuery,
  output: Type.Object({ csv: Type.String() }),
  errors: [...PERIOD_ERRORS],
})
export const dashboard = operation({
  name: 'analytics.dashboard',
  input: PeriodQuery,
  output: wire.AnalyticsDashboard,
  errors: [...PERIOD_ERRORS],
})
export const fraudAlerts = operation({
  name: 'analytics.fraudAlerts',
  input: AlertsQuery,
  output: wire.FraudAlertList,
  errors: ['KYC_REQUIRED'],
})
export const dismissAlert = operation({
  name: 'analytics.dismissAlert',
  input: object({ ...AlertPath.properties, ...DismissBody.properties }),
  output: wire.FraudAlert,
  errors: ['KYC_REQUIRED', 'FRAUD_ALERT_NOT_FOUND', 'FRAUD_ALERT_RESOLVED'],
})
export const confirmAlert = operation({
  name: 'analytics.confirmAlert',
  input: object({ ...AlertPath.properties, ...ConfirmBody.properties }),
  output: wire.FraudAlert,
  errors: ['KYC_REQUIRED', 'FRAUD_ALERT_NOT_FOUND', 'FRAUD_ALERT_RESOLVED'],
})
export const fraudRules = operation({
  name: 'analytics.fraudRules',
  input: object({}),
  output: wire.FraudRuleList,
  errors: ['KYC_REQUIRED'],
})
export const setFraudRule = operation({
  name: 'analytics.setFraudRule',
  input: object({ ...RulePath.properties, ...RuleBody.properties }),
  output: wire.FraudRuleList,
  errors: ['KYC_REQUIRED', 'FRAUD_RULE_THRESHOLD'],
})
