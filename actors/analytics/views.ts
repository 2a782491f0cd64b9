/** Analytics records as the API shows them (api/wire.ts): alerts, transaction lines, rules. */
import type { Static } from '@sinclair/typebox'
import { formatUnits } from '../../chains/assets'
import { formatDecimal } from '../../platform/decimal'
import { omitAbsent } from '../../platform/omit_absent'
import type * as wire from './api/wire'
import type { FraudAlertRecord } from './alert/state'
import type { RuleSetting } from './settings/decide'
import type { FactRow } from './queries'
import { FRAUD_RULE_LIST } from './fraud/rules'

const iso = (ms: number) => new Date(ms).toISOString()

export function alertView(a: FraudAlertRecord): Static<typeof wire.FraudAlert> {
  return omitAbsent({
    id: a.id,
    rule: a.rule,
    score: a.score,
    status: a.status,
    environment: a.isTest ? 'test' : 'live',
    subject: a.subject,
    summary: a.summary,
    observed: a.observed,
    threshold: a.threshold,
    window_seconds: Math.round(a.windowMs / 1000),
    evidence: [...a.evidence],
    opened_at: iso(a.openedAtMs),
    resolved_at: a.resolvedAtMs === null ? undefined : iso(a.resolvedAtMs),
    resolution_reason: a.resolution?.reason,
  } as const)
}

export function transactionView(f: FactRow): Static<typeof wire.AnalyticsTransactions>['transactions'][number] {
  return omitAbsent({
    id: f.key,
    occurred_at: f.at.toISOString(),
    product: f.product,
    type: f.type,
    currency: f.currency || undefined,
    amount: f.currency ? formatDecimal({ units: BigInt(f.amount_minor), scale: f.scale }) : undefined,
    network: f.network || undefined,
    asset: f.asset || undefined,
    asset_amount: f.asset ? formatUnits(BigInt(f.asset_units), f.asset_decimals) : undefined,
    method: f.method || undefined,
    subject: f.subject,
    reference: f.reference ?? undefined,
    customer: f.customer ?? undefined,
    address: f.address ?? undefined,
  })
}

export function rulesView(settings: ReadonlyMap<string, RuleSetting>): Static<typeof wire.FraudRuleList> {
  return {
    rules: FRAUD_RULE_LIST.map((r) => {
      const s = settings.get(r.id)
      return {
        rule: r.id,
        description: r.description,
        unit: r.unit,
        threshold: s?.threshold ?? r.defaultThreshold,
        default_threshold: r.defaultThreshold,
        min: r.min,
        max: r.max,
        window_seconds: r.windowMs / 1000,
        base_score: r.baseScore,
        enabled: s?.enabled ?? true,
      }
    }),
  }
}

/** One CSV line per transaction; fields quoted where they must be (RFC 4180), formulas defused for spreadsheets. */
export const CSV_HEADER = 'id,occurred_at,product,type,currency,amount,network,asset,asset_amount,method,subject,reference,customer,address'

function cell(value: string | undefined): string {
  if (value === undefined) return ''
  // A cell starting with = + - @ is a formula to a spreadsheet: prefixed with ' it stays text (OWASP CSV injection).
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?[0-9]/.test(value) ? `'${value}` : value
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export function csvLine(t: ReturnType<typeof transactionView>): string {
  return [
    t.id,
    t.occurred_at,
    t.product,
    t.type,
    t.currency,
    t.amount,
    t.network,
    t.asset,
    t.asset_amount,
    t.method,
    t.subject,
    t.reference,
    t.customer,
    t.address,
  ]
    .map(cell)
    .join(',')
}
