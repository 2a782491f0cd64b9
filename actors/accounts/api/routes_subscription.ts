/** The merchant's subscription routes and the admin routes (actors/accounts/api/operations_subscription.ts). */
import { Id } from '../inputs'
import * as ops from './operations_subscription'
import type { PaymentsClient } from '../../../platform/module'
import { operationRoute } from '../../../gateway/core/operation_route'
import type { AuthRequirement, RouteSpec } from '../../../gateway/http/route'

const SUBSCRIPTION: AuthRequirement = { kind: 'jwt', permission: 'any_member', alsoHeader: 'x-authorization' }
const BILLING: AuthRequirement = { kind: 'jwt', permission: 'billing:manage', alsoHeader: 'x-authorization' }
const ADMIN: AuthRequirement = { kind: 'admin' }

export function subscriptionRoutes(payments: PaymentsClient): RouteSpec[] {
  return [
    operationRoute(payments, ops.currentSubscription, {
      method: 'GET',
      path: '/api/v1/subscription/current',
      summary: 'Plan, limits, features and usage',
      tags: ['subscription'],
      auth: SUBSCRIPTION,
    }),
    operationRoute(payments, ops.listPlans, {
      method: 'GET',
      path: '/api/v1/subscription/plans',
      summary: 'Available plans',
      tags: ['subscription'],
      auth: { kind: 'public' },
    }),
    operationRoute(payments, ops.upgrade, {
      method: 'POST',
      path: '/api/v1/subscription/upgrade',
      summary: 'Change plan; effective immediately, an upgrade opens an invoice (enterprise: admin only)',
      tags: ['subscription'],
      auth: BILLING,
      body: ops.upgrade.input,
    }),
  ]
}

export function adminRoutes(payments: PaymentsClient): RouteSpec[] {
  return [
    operationRoute(payments, ops.setKyc, {
      method: 'PUT',
      path: '/admin/businesses/:id/kyc',
      summary: 'Set KYC status',
      tags: ['admin'],
      auth: ADMIN,
      params: Id,
      body: ops.KycBody,
    }),
    operationRoute(payments, ops.getSubscription, {
      method: 'GET',
      path: '/admin/businesses/:id/subscription',
      summary: 'Full subscription state',
      tags: ['admin'],
      auth: ADMIN,
      params: Id,
    }),
    operationRoute(payments, ops.setSubscription, {
      method: 'PUT',
      path: '/admin/businesses/:id/subscription',
      summary: 'Set plan, free, any plan including enterprise; drops an open invoice (optional status to expire or cancel)',
      tags: ['admin'],
      auth: ADMIN,
      params: Id,
      body: ops.AdminPlanBody,
    }),
    operationRoute(payments, ops.setOtcAccess, {
      method: 'PUT',
      path: '/admin/businesses/:id/otc-access',
      summary: 'Approve or withdraw OTC access',
      tags: ['admin'],
      auth: ADMIN,
      params: Id,
      body: ops.OtcAccessBody,
    }),
  ]
}
