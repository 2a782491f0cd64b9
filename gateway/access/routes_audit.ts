/** The audit log (actors/audit/operations.ts): the owner reads who did what, newest first. */
import * as ops from '../../actors/audit/operations'
import type { PaymentsClient } from '../../platform/module'
import { operationRoute } from '../core/operation_route'
import type { RouteSpec } from '../http/route'

export function auditRoutes(payments: PaymentsClient): RouteSpec<any, any, any>[] {
  return [
    operationRoute(payments, ops.listAudit, {
      method: 'GET',
      path: '/api/v1/audit-log',
      summary:
        'The audit log: every sensitive act (keys, team, refunds, secrets revealed, webhooks, settlement accounts, fees, plan, CaaS consent), newest first',
      tags: ['settings'],
      auth: { kind: 'jwt', permission: 'audit:view' },
      query: ops.AuditQueryInput,
    }),
  ]
}
