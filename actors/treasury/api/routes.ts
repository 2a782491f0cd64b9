/**
 * Treasury routes: the merchant's treasury (and gas) addresses, and the
 * admin's sweep trigger, move list and reconciliation report. Each validates
 * its input and calls its operation (actors/treasury/api/operations.ts).
 */
import * as ops from './operations'
import type { PaymentsClient } from '../../../platform/module'
import { operationRoute } from '../../../gateway/core/operation_route'
import type { AuthRequirement, RouteSpec } from '../../../gateway/http/route'

const ADMIN: AuthRequirement = { kind: 'admin' }

export function treasuryRoutes(payments: PaymentsClient): RouteSpec[] {
  return [
    operationRoute(payments, ops.treasuryAddresses, {
      method: 'GET',
      path: '/api/v1/treasury/addresses',
      tags: ['treasury'],
      summary: 'The treasury address per network: sweeps arrive there and gas top-ups leave from there (fund it with the native coin)',
      auth: { kind: 'apiKey', product: 'payments', permission: 'checkout:view' },
    }),
    operationRoute(payments, ops.runSweeps, {
      method: 'POST',
      path: '/admin/treasury/sweeps',
      tags: ['admin'],
      summary: 'Run a sweep pass now; answers the sweeps it started',
      auth: ADMIN,
      body: ops.EnvironmentQuery,
    }),
    operationRoute(payments, ops.listMoves, {
      method: 'GET',
      path: '/admin/treasury/moves',
      tags: ['admin'],
      summary: 'Sweeps, gas top-ups and refunds sent by the treasury, newest first',
      auth: ADMIN,
      query: ops.MovesQuery,
    }),
    operationRoute(payments, ops.reconciliation, {
      method: 'GET',
      path: '/admin/treasury/reconciliation',
      tags: ['admin'],
      summary: 'Each ledger account that mirrors chain funds against the chain, with the differences',
      auth: ADMIN,
      query: ops.EnvironmentQuery,
    }),
  ]
}
