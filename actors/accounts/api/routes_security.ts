/** The team's security policy (actors/accounts/api/operations_security.ts): read by settings managers, set by the owner. */
import * as ops from './operations_security'
import type { PaymentsClient } from '../../../platform/module'
import { operationRoute } from '../../../gateway/core/operation_route'
import type { RouteSpec } from '../../../gateway/http/route'

export function securityRoutes(payments: PaymentsClient): RouteSpec[] {
  return [
    operationRoute(payments, ops.getSecurityPolicy, {
      method: 'GET',
      path: '/api/v1/settings/security',
      summary: "The team's security policy",
      tags: ['settings'],
      auth: { kind: 'jwt', permission: 'settings:manage' },
      input: () => ({}),
    }),
    operationRoute(payments, ops.setSecurityPolicy, {
      method: 'PUT',
      path: '/api/v1/settings/security',
      summary: 'Require (or stop requiring) a second factor of every member for money-redirecting changes (owner only)',
      tags: ['settings'],
      auth: { kind: 'jwt', permission: 'team:manage_permissions' },
      body: ops.SecurityPolicyBody,
    }),
  ]
}
