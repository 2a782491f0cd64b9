/**
 * Analytics routes (spec "Analytics": JWT, approved KYC, `analytics:view`, base `/api/v1/analytics`): the six the
 * spec names, the CSV export, and the fraud alerts' and rules' writes (`analytics:manage`). The dashboard page that
 * draws them is page/routes.ts.
 */
import { Type } from '@sinclair/typebox'
import { operationRoute } from '../../../gateway/core/operation_route'
import { callerFrom } from '../../../gateway/core/caller'
import { route, type AuthRequirement, type RouteSpec } from '../../../gateway/http/route'
import type { PaymentsClient } from '../../../platform/module'
import { invoke } from '../../../platform/operation'
import * as ops from './operations'

const VIEW: AuthRequirement = { kind: 'jwt', permission: 'analytics:view' }
const MANAGE: AuthRequirement = { kind: 'jwt', permission: 'analytics:manage' }
const tags = ['analytics']
const BASE = '/api/v1/analytics'
const Csv = Type.String({ contentMediaType: 'text/csv; charset=utf-8', description: 'RFC 4180, a header line first' })

export function analyticsRoutes(payments: PaymentsClient): RouteSpec[] {
  return [
    operationRoute(payments, ops.dashboard, {
      method: 'GET',
      path: `${BASE}/dashboard`,
      tags,
      summary:
        'Everything the dashboard page shows at once: overview, daily revenue, payment methods, recent transactions, open fraud alerts',
      auth: VIEW,
      query: ops.PeriodQuery,
    }),
    operationRoute(payments, ops.overview, {
      method: 'GET',
      path: `${BASE}/overview`,
      tags,
      summary: 'Volume, revenue, net sales, refunds, average sale, success rate and session counts for a period, per currency',
      auth: VIEW,
      query: ops.PeriodQuery,
    }),
    operationRoute(payments, ops.revenue, {
      method: 'GET',
      path: `${BASE}/revenue`,
      tags,
      summary: 'Volume, refunds and revenue per day, week or month, in the report currency or per crypto asset',
      auth: VIEW,
      query: ops.RevenueQuery,
    }),
    operationRoute(payments, ops.paymentMethods, {
      method: 'GET',
      path: `${BASE}/payment-methods`,
      tags,
      summary: 'Paid sessions and what they paid, per network and coin',
      auth: VIEW,
      query: ops.PeriodQuery,
    }),
    operationRoute(payments, ops.transactions, {
      method: 'GET',
      path: `${BASE}/transactions`,
      tags,
      summary: 'Every money movement of every product, newest first, filtered and paginated',
      auth: VIEW,
      query: ops.TransactionsQuery,
    }),
    route({
      method: 'GET',
      path: `${BASE}/transactions/export`,
      operationId: 'analytics.exportTransactions',
      summary: 'The filtered transactions as a CSV file (all pages)',
      tags,
      auth: VIEW,
      query: ops.ExportQuery,
      responses: { 200: Csv },
      errors: ops.exportTransactions.errors,
      handler: async (req) => {
        const { csv } = await invoke(payments, ops.exportTransactions, req.query, callerFrom(req))
        const name = `transactions-${req.query.environment}-${new Date().toISOString().slice(0, 10)}.csv`
        return {
          status: 200,
          raw: { contentType: 'text/csv; charset=utf-8', payload: csv },
          headers: { 'content-disposition': `attachment; filename="${name}"`, 'cache-control': 'no-store' },
        }
      },
    }),
    operationRoute(payments, ops.fraudAlerts, {
      method: 'GET',
      path: `${BASE}/fraud-alerts`,
      tags,
      summary: 'Fraud alerts, newest first, with how many are open',
      auth: VIEW,
      query: ops.AlertsQuery,
    }),
    operationRoute(payments, ops.dismissAlert, {
      method: 'POST',
      path: `${BASE}/fraud-alerts/:id/dismiss`,
      tags,
      summary: 'Dismiss an open alert as harmless, with the reason (audited)',
      auth: MANAGE,
      params: ops.AlertPath,
      body: ops.DismissBody,
    }),
    operationRoute(payments, ops.confirmAlert, {
      method: 'POST',
      path: `${BASE}/fraud-alerts/:id/confirm`,
      tags,
      summary: 'Confirm an open alert as fraud (audited)',
      auth: MANAGE,
      params: ops.AlertPath,
      body: ops.ConfirmBody,
    }),
    operationRoute(payments, ops.fraudRules, {
      method: 'GET',
      path: `${BASE}/fraud-rules`,
      tags,
      summary: 'The fraud rules with your thresholds, their defaults and bounds',
      auth: VIEW,
    }),
    operationRoute(payments, ops.setFraudRule, {
      method: 'PUT',
      path: `${BASE}/fraud-rules/:rule`,
      tags,
      summary: 'Move a rule’s threshold within its bounds, or switch it off (audited)',
      auth: MANAGE,
      params: ops.RulePath,
      body: ops.RuleBody,
    }),
  ]
}
