/**
 * Checkout routes for merchants' servers (X-API-Key). Each validates its
 * input and calls its operation (actors/checkout/api/operations.ts); create and
 * refund accept an Idempotency-Key header (same key and body: the same
 * answer; another body: 409).
 */
import * as ops from './operations'
import type { PaymentsClient } from '../../../platform/module'
import { operationRoute } from '../../../gateway/core/operation_route'
import { withIdempotencyKey } from '../../../gateway/core/idempotency'
import type { AuthRequirement, RouteSpec } from '../../../gateway/http/route'

const MANAGE: AuthRequirement = { kind: 'apiKey', product: 'payments', permission: 'checkout:manage' }
const VIEW: AuthRequirement = { kind: 'apiKey', product: 'payments', permission: 'checkout:view' }

export function checkoutRoutes(payments: PaymentsClient): RouteSpec[] {
  return [
    operationRoute(payments, ops.createSession, {
      method: 'POST',
      path: '/api/v1/checkout/create',
      summary: 'Create a checkout session (Idempotency-Key supported)',
      tags: ['checkout'],
      auth: MANAGE,
      status: 201,
      body: ops.CreateSessionBody,
      input: withIdempotencyKey,
    }),
    operationRoute(payments, ops.verifySession, {
      method: 'GET',
      path: '/api/v1/checkout/verify/:sessionId',
      summary: 'Session status; paid means confirmed on-chain',
      tags: ['checkout'],
      auth: VIEW,
      params: ops.verifySession.input,
    }),
    operationRoute(payments, ops.listSessions, {
      method: 'GET',
      path: '/api/v1/checkout/list',
      summary: 'List sessions',
      tags: ['checkout'],
      auth: VIEW,
      query: ops.listSessions.input,
    }),
    operationRoute(payments, ops.listAddresses, {
      method: 'GET',
      path: '/api/v1/checkout/addresses',
      summary: 'Deposit addresses assigned to sessions',
      tags: ['checkout'],
      auth: VIEW,
      query: ops.listAddresses.input,
    }),
    operationRoute(payments, ops.checkoutStats, {
      method: 'GET',
      path: '/api/v1/checkout/stats',
      summary: 'Volume, success rate, network breakdown',
      tags: ['checkout'],
      auth: VIEW,
      input: () => ({}),
    }),
    operationRoute(payments, ops.createRefund, {
      method: 'POST',
      path: '/api/v1/refunds',
      summary: 'Refund a paid session, fully or in part (Idempotency-Key supported)',
      tags: ['refunds'],
      auth: { kind: 'apiKey', product: 'payments', permission: 'checkout:refund' },
      status: 201,
      body: ops.CreateRefundBody,
      input: withIdempotencyKey,
    }),
    operationRoute(payments, ops.listRefunds, {
      method: 'GET',
      path: '/api/v1/refunds',
      summary: 'List refunds',
      tags: ['refunds'],
      auth: VIEW,
      query: ops.listRefunds.input,
    }),
    operationRoute(payments, ops.getRefund, {
      method: 'GET',
      path: '/api/v1/refunds/:id',
      summary: 'One refund',
      tags: ['refunds'],
      auth: VIEW,
      params: ops.getRefund.input,
    }),
  ]
}
