/**
 * Merchant balance routes (not in the spec; designed like the rest): the
 * balance per currency, its ledger entries, and the top-up addresses. Each
 * validates its input and calls its operation (actors/balance/api/operations.ts);
 * all are reads of the caller's own money and need `balance:view`, which
 * every payments key holds. The environment is the key's: a test key sees the
 * sandbox balance, a live key the live one. Team members read the same under
 * /dashboard with their token, naming the environment.
 */
import * as ops from './operations'
import type { PaymentsClient } from '../../../platform/module'
import { operationRoute } from '../../../gateway/core/operation_route'
import type { AuthRequirement, RouteSpec } from '../../../gateway/http/route'

const VIEW: AuthRequirement = { kind: 'apiKey', product: 'payments', permission: 'balance:view' }
/** Team members (spec rule 7's example member permission): the same reads, the environment named in the query. */
const MEMBER_VIEW: AuthRequirement = { kind: 'jwt', permission: 'balance:view' }

export function balanceRoutes(payments: PaymentsClient): RouteSpec[] {
  return [
    operationRoute(payments, ops.getBalance, {
      method: 'GET',
      path: '/api/v1/balance',
      tags: ['balance'],
      summary: 'The balance per currency: available, pending (top-ups not yet confirmed) and held (reserved by orders)',
      auth: VIEW,
      query: ops.BalanceQuery,
    }),
    operationRoute(payments, ops.listEntries, {
      method: 'GET',
      path: '/api/v1/balance/entries',
      tags: ['balance'],
      summary: 'Ledger entries of the balance, newest first; filter by currency, direction and a [from, to) time range',
      auth: VIEW,
      query: ops.EntriesQuery,
    }),
    operationRoute(payments, ops.topUpAddresses, {
      method: 'GET',
      path: '/api/v1/balance/top-up-addresses',
      tags: ['balance'],
      summary: 'Where to send USDT or USDC on POL or BSC to top up (made at the first call, watched from then on)',
      auth: VIEW,
    }),
    operationRoute(payments, ops.dashboardBalance, {
      method: 'GET',
      path: '/api/v1/dashboard/balance',
      tags: ['balance'],
      summary: 'The balance per currency, for team members (environment=test|live, default live)',
      auth: MEMBER_VIEW,
      query: ops.DashboardBalanceQuery,
    }),
    operationRoute(payments, ops.dashboardEntries, {
      method: 'GET',
      path: '/api/v1/dashboard/balance/entries',
      tags: ['balance'],
      summary: 'Ledger entries of the balance, for team members (environment=test|live, default live)',
      auth: MEMBER_VIEW,
      query: ops.DashboardEntriesQuery,
    }),
  ]
}
