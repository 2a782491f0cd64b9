/** The audit log (actors/accounts/api/operations_audit.ts): the owner reads who did what, newest first. */
import * as ops from './operations_audit'
import type { PaymentsClient } from '../../../platform/module'
import { operationRoute } from '../../../gateway/core/operation_route'
import type { RouteSpec } from '../../../gateway/http/route'

export function auditRoutes(payments: PaymentsClient): RouteSpec[] {
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
