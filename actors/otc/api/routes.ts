/**
 * OTC routes (spec "OTC": JWT under /api/v1/otc with otc:view and otc:trade; the AML form under
 * /api/v1/kyc/otc), the operators' reviews (admin token) and the sandbox payment of an order.
 */
import { operationRoute } from '../../../gateway/core/operation_route'
import type { AuthRequirement, RouteSpec } from '../../../gateway/http/route'
import type { PaymentsClient } from '../../../platform/module'
import * as ops from './operations'

const VIEW: AuthRequirement = { kind: 'jwt', permission: 'otc:view' }
const TRADE: AuthRequirement = { kind: 'jwt', permission: 'otc:trade' }
const ADMIN: AuthRequirement = { kind: 'admin' }
const tags = ['otc']
const formTags = ['otc-kyc']
const adminTags = ['otc-admin']

export function otcRoutes(payments: PaymentsClient): RouteSpec[] {
  return [
    operationRoute(payments, ops.accounts, {
      method: 'GET',
      path: '/api/v1/otc/accounts',
      tags,
      summary: 'The desk’s bank accounts you pay orders into (GBP, EUR)',
      auth: VIEW,
    }),
    operationRoute(payments, ops.quote, {
      method: 'GET',
      path: '/api/v1/otc/quote',
      tags,
      summary: 'The desk’s price for an amount (informative: an order locks its own rate)',
      auth: VIEW,
      query: ops.QuoteQuery,
    }),
    operationRoute(payments, ops.createOrder, {
      method: 'POST',
      path: '/api/v1/otc/orders',
      tags,
      summary: 'Order a conversion at a locked rate: pay from_amount to payment_details with its reference before expires_at',
      auth: TRADE,
      status: 201,
      body: ops.OrderBody,
    }),
    operationRoute(payments, ops.markPaid, {
      method: 'POST',
      path: '/api/v1/otc/orders/:id/paid',
      tags,
      summary: 'Say you have paid (payment_marked); the order settles when the bank payment arrives',
      auth: TRADE,
      params: ops.OrderPath,
      body: ops.PaidBody,
    }),
    operationRoute(payments, ops.getOrder, {
      method: 'GET',
      path: '/api/v1/otc/orders/:id',
      tags,
      summary: 'One order with its quotes',
      auth: VIEW,
      params: ops.OrderPath,
    }),
    operationRoute(payments, ops.refreshOrder, {
      method: 'POST',
      path: '/api/v1/otc/orders/:id/refresh',
      tags,
      summary: 'Re-quote an expired order at today’s rate, keeping its id and payment reference',
      auth: TRADE,
      params: ops.OrderPath,
    }),
    operationRoute(payments, ops.history, {
      method: 'GET',
      path: '/api/v1/otc/history',
      tags,
      summary: 'Your orders, newest first, each with every quote it had',
      auth: VIEW,
      query: ops.HistoryQuery,
    }),
    operationRoute(payments, ops.formStatus, {
      method: 'GET',
      path: '/api/v1/kyc/otc/status',
      tags: formTags,
      summary: 'Your AML form: its status, the operator’s reason when rejected, and what it holds',
      auth: VIEW,
    }),
    operationRoute(payments, ops.saveDraft, {
      method: 'PUT',
      path: '/api/v1/kyc/otc/draft',
      tags: formTags,
      summary: 'Save fields of the form (merged into the draft); a rejected form is corrected here',
      auth: TRADE,
      body: ops.DraftBody,
    }),
    operationRoute(payments, ops.submitForm, {
      method: 'POST',
      path: '/api/v1/kyc/otc/submit',
      tags: formTags,
      summary: 'Submit the form for review (every field required)',
      auth: TRADE,
    }),
    operationRoute(payments, ops.sandboxPay, {
      method: 'POST',
      path: '/api/v1/sandbox/otc/orders/:id/pay',
      tags,
      summary: 'Outside production: the sandbox bank pays the order’s desk account with its reference (another amount tests review)',
      auth: TRADE,
      params: ops.OrderPath,
      body: ops.SandboxPayBody,
    }),
    operationRoute(payments, ops.formQueue, {
      method: 'GET',
      path: '/api/v1/admin/otc/forms',
      tags: adminTags,
      summary: 'AML forms waiting for review, oldest first',
      auth: ADMIN,
    }),
    operationRoute(payments, ops.reviewForm, {
      method: 'POST',
      path: '/api/v1/admin/otc/forms/:business_id/review',
      tags: adminTags,
      summary: 'Approve or reject a submitted AML form (a rejection’s reason is shown to the business)',
      auth: ADMIN,
      params: ops.ReviewPath,
      body: ops.ReviewBody,
    }),
    operationRoute(payments, ops.resolveOrder, {
      method: 'POST',
      path: '/api/v1/admin/otc/orders/:id/settle',
      tags: adminTags,
      summary: 'Settle an order in review at what arrived: the received amount in `from` at the rate in force, rounded down',
      auth: ADMIN,
      params: ops.OrderPath,
      body: ops.ResolveBody,
    }),
    operationRoute(payments, ops.reviewQueue, {
      method: 'GET',
      path: '/api/v1/admin/otc/orders/review',
      tags: adminTags,
      summary: 'Orders paid other than as ordered (under, over, late), oldest first',
      auth: ADMIN,
    }),
  ]
}
