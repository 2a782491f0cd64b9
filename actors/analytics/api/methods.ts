/** The analytics methods: reports from the rollups, transactions from the facts, alerts and rules from their actors. */
import { actingParty } from '../../../platform/audit'
import type { MethodHandler } from '../../../platform/module'
import { implement, methodTable } from '../../../platform/operation'
import type { AnalyticsContext } from '../context'
import { TRANSACTION_TYPES } from '../definitions'
import { alertIds, allFacts, facts, rollups, ruleSettings, type FactFilter, type Scope } from '../queries'
import { overviewReport, paymentMethodsReport, reportCurrency, revenueReport } from '../report'
import { alertView, csvLine, CSV_HEADER, rulesView, transactionView } from '../views'
import * as ops from './operations'

type PeriodInput = { days: number; from?: string; to?: string; environment: 'live' | 'test'; currency?: string }
type FilterInput = { product?: string; type?: string; network?: string; method?: string; search?: string }

function filterOf(q: FilterInput): FactFilter {
  return {
    // An unknown type matches nothing rather than everything.
    types: q.type === undefined ? TRANSACTION_TYPES : TRANSACTION_TYPES.filter((x) => x === q.type),
    ...(q.product ? { product: q.product } : {}),
    ...(q.network ? { network: q.network.toUpperCase() } : {}),
    ...(q.method ? { method: q.method } : {}),
    ...(q.search ? { search: q.search } : {}),
    ...('currency' in q && typeof q.currency === 'string' ? { currency: q.currency.toUpperCase() } : {}),
  }
}

export function analyticsMethods(c: AnalyticsContext): Record<string, MethodHandler> {
  const sql = c.payments.sql
  const scope = async (q: PeriodInput, caller: Parameters<AnalyticsContext['business']>[0]): Promise<Scope> => ({
    businessId: await c.business(caller),
    isTest: q.environment === 'test',
    period: c.period(q),
  })
  const overviewOf = async (s: Scope, q: PeriodInput) => {
    const rows = await rollups(sql, s)
    return { rows, currency: reportCurrency(rows, q.currency) }
  }
  const alertsOf = async (businessId: string, isTest: boolean, status: string | undefined, page: number, limit: number) => {
    const { ids, total } = await alertIds(sql, businessId, isTest, status, (page - 1) * limit, limit)
    const alerts = await Promise.all(ids.map((id) => c.alert(id, { type: 'get', businessId })))
    return { alerts: alerts.map(alertView), total }
  }
  return methodTable(
    implement(ops.overview, async (q, caller) => {
      const s = await scope(q, caller)
      const { rows, currency } = await overviewOf(s, q)
      return overviewReport(rows, s.period, q.environment, currency)
    }),
    implement(ops.revenue, async (q, caller) => {
      const s = await scope(q, caller)
      const { rows, currency } = await overviewOf(s, q)
      return revenueReport(rows, s.period, q.environment, currency, q.group, q.basis)
    }),
    implement(ops.paymentMethods, async (q, caller) => {
      const s = await scope(q, caller)
      const { rows, currency } = await overviewOf(s, q)
      return paymentMethodsReport(rows, s.period, q.environment, currency)
    }),
    implement(ops.transactions, async (q, caller) => {
      const s = await scope(q, caller)
      const page = await facts(sql, s, filterOf(q), (q.page - 1) * q.limit, q.limit)
      return {
        period: s.period.label,
        from: s.period.from,
        to: s.period.to,
        environment: q.environment,
        transactions: page.rows.map(transactionView),
        total: page.total,
        page: q.page,
        limit: q.limit,
      }
    }),
    implement(ops.exportTransactions, async (q, caller) => {
      const s = await scope(q, caller)
      const lines = [CSV_HEADER]
      for await (const rows of allFacts(sql, s, filterOf(q))) for (const r of rows) lines.push(csvLine(transactionView(r)))
      return { csv: `${lines.join('\r\n')}\r\n` }
    }),
    implement(ops.dashboard, async (q, caller) => {
      const s = await scope(q, caller)
      const { rows, currency } = await overviewOf(s, q)
      const [recent, open] = await Promise.all([
        facts(sql, s, { types: TRANSACTION_TYPES }, 0, 10),
        alertsOf(s.businessId, s.isTest, 'open', 1, 10),
      ])
      return {
        overview: overviewReport(rows, s.period, q.environment, currency),
        revenue: revenueReport(rows, s.period, q.environment, currency, 'day', 'fiat'),
        payment_methods: paymentMethodsReport(rows, s.period, q.environment, currency),
        recent_transactions: recent.rows.map(transactionView),
        open_fraud_alerts: open.alerts,
      }
    }),
    implement(ops.fraudAlerts, async (q, caller) => {
      const businessId = await c.business(caller)
      const isTest = q.environment === 'test'
      const [list, open] = await Promise.all([
        alertsOf(businessId, isTest, q.status, q.page, q.limit),
        alertIds(sql, businessId, isTest, 'open', 0, 1),
      ])
      return { alerts: list.alerts, total: list.total, open: open.total, page: q.page, limit: q.limit }
    }),
    implement(ops.dismissAlert, async ({ id, reason }, caller) => {
      const businessId = await c.business(caller)
      return alertView(await c.alert(id, { type: 'resolve', businessId, outcome: 'dismissed', reason, by: actingParty(caller) }))
    }),
    implement(ops.confirmAlert, async ({ id, note }, caller) => {
      const businessId = await c.business(caller)
      return alertView(
        await c.alert(id, {
          type: 'resolve',
          businessId,
          outcome: 'confirmed',
          reason: note ?? 'confirmed as fraud',
          by: actingParty(caller),
        }),
      )
    }),
    implement(ops.fraudRules, async (_q, caller) => rulesView(await ruleSettings(sql, await c.business(caller)))),
    implement(ops.setFraudRule, async ({ rule, threshold, enabled }, caller) => {
      const businessId = await c.business(caller)
      const s = await c.settings(businessId, { type: 'set', rule, setting: { threshold, enabled }, by: actingParty(caller) })
      return rulesView(new Map(Object.entries(s.rules).map(([k, v]) => [k, v!])))
    }),
  )
}
