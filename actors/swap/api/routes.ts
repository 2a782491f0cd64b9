/**
 * Swap routes (spec: Endpoints / Swap): the public quote, execute and
 * history with an API key (401 `business not found in context` as the spec
 * words it), analytics with the dashboard JWT. Each calls its operation
 * (actors/swap/api/operations.ts).
 */
import * as ops from './operations'
import type { PaymentsClient } from '../../../platform/module'
import { withIdempotencyKey } from '../../../gateway/core/idempotency'
import { operationRoute } from '../../../gateway/core/operation_route'
import type { AuthRequirement, RouteSpec } from '../../../gateway/http/route'

const UNAUTHORIZED = 'business not found in context'
const TRANSFER: AuthRequirement = { kind: 'apiKey', product: 'payments', permission: 'wallet:transfer', unauthorized: UNAUTHORIZED }
const VIEW: AuthRequirement = { kind: 'apiKey', product: 'payments', permission: 'wallet:view', unauthorized: UNAUTHORIZED }
const ANALYTICS: AuthRequirement = { kind: 'jwt', permission: 'analytics:view' }
const tags = ['swap']

export function swapRoutes(payments: PaymentsClient): RouteSpec[] {
  const execute = (path: string, summary: string) =>
    operationRoute(payments, ops.execute, {
      method: 'POST',
      path,
      tags,
      summary,
      auth: TRANSFER,
      params: ops.CustomerPath,
      body: ops.ExecuteBody,
      input: withIdempotencyKey,
    })
  const history = (path: string, summary: string) =>
    operationRoute(payments, ops.history, {
      method: 'GET',
      path,
      tags,
      summary,
      auth: VIEW,
      params: ops.CustomerPath,
      query: ops.HistoryQuery,
    })
  return [
    operationRoute(payments, ops.quote, {
      method: 'GET',
      path: '/api/v1/swap/quote',
      tags,
      summary: 'Quote a swap: same-chain on POL or BSC (0.3% platform fee) or cross-chain through the bridge; 0.5% slippage, valid 30 s',
      auth: { kind: 'public' },
      query: ops.QuoteQuery,
    }),
    operationRoute(payments, ops.overview, {
      method: 'GET',
      path: '/api/v1/swap/analytics/overview',
      tags,
      summary: 'Swap counts of the last `days` days by type and status',
      auth: ANALYTICS,
      query: ops.OverviewQuery,
    }),
    operationRoute(payments, ops.transactions, {
      method: 'GET',
      path: '/api/v1/swap/analytics/transactions',
      tags,
      summary: 'Swaps of the business, newest first, by status and type',
      auth: ANALYTICS,
      query: ops.TransactionsQuery,
    }),
    operationRoute(payments, ops.volume, {
      method: 'GET',
      path: '/api/v1/swap/analytics/volume',
      tags,
      summary: 'Swaps per day of the last `days` days',
      auth: ANALYTICS,
      query: ops.VolumeQuery,
    }),
    execute('/api/v1/swap/customer/:customerID', "Swap from the customer's WaaS wallet through the platform swap contract"),
    execute('/api/v1/swap/:customerID', 'Swap from the customer’s WaaS wallet (second path, same contract)'),
    history('/api/v1/swap/customer/:customerID/history', "The customer's swaps, newest first"),
    history('/api/v1/swap/:customerID/history', 'The customer’s swaps (second path, same contract)'),
  ]
}
