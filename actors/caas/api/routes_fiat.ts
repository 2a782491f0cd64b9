/**
 * Routes of the CaaS fiat rails (operations_fiat.ts), at both CaaS prefixes like the other CaaS routes, plus
 * the two partners' public callback endpoints (each answers only with a receipt; see methods_partner_callbacks.ts).
 */
import type { PaymentsClient } from '../../../platform/module'
import { operationRoute } from '../../../gateway/core/operation_route'
import { idempotencyKeyHeader } from '../../../gateway/core/idempotency'
import type { AuthRequirement, RouteRequest, RouteSpec } from '../../../gateway/http/route'
import * as ops from './operations_fiat'

const TRANSFERS: AuthRequirement = { kind: 'apiKey', product: 'caas', permission: 'caas:transfers' }
const VIEW: AuthRequirement = { kind: 'apiKey', product: 'caas', permission: 'caas:view' }
const tags = ['caas-fiat']

/** The body's key (checked by its schema) or the header's (checked here): one rule for both (platform/idempotency.ts). */
const keyed = <B extends { idempotency_key?: string }>(req: RouteRequest<B>): B => {
  const key = req.body.idempotency_key ?? idempotencyKeyHeader(req)
  return { ...req.body, ...(key ? { idempotency_key: key } : {}) }
}

export function fiatRoutesAt(payments: PaymentsClient, prefix: string): RouteSpec[] {
  return [
    operationRoute(payments, ops.createWithdrawal, {
      method: 'POST',
      path: `${prefix}/withdrawals`,
      summary:
        "Withdraw a user's USDC to mobile money: swept to the platform treasury (withdrawal.submitted, withdrawal.crypto_received), paid out in local currency (withdrawal.completed); a failed payout returns the USDC (withdrawal.failed)",
      tags,
      auth: TRANSFERS,
      status: 202,
      body: ops.WithdrawalBody,
      input: keyed,
    }),
    operationRoute(payments, ops.getWithdrawal, {
      method: 'GET',
      path: `${prefix}/withdrawals/:id`,
      summary: 'A withdrawal with the same fields as its webhooks',
      tags,
      auth: VIEW,
      params: ops.FlowId,
    }),
    operationRoute(payments, ops.createDeposit, {
      method: 'POST',
      path: `${prefix}/deposits`,
      summary:
        'Start an on-ramp deposit: the partner collects local fiat from the user’s mobile money, the platform sends the quoted USDC from its treasury (deposit.settled)',
      tags,
      auth: TRANSFERS,
      status: 202,
      body: ops.DepositBody,
      input: keyed,
    }),
    operationRoute(payments, ops.getDeposit, {
      method: 'GET',
      path: `${prefix}/deposits/:id`,
      summary: 'An on-ramp deposit with the same fields as its webhooks',
      tags,
      auth: VIEW,
      params: ops.FlowId,
    }),
    operationRoute(payments, ops.sandboxPayDeposit, {
      method: 'POST',
      path: `${prefix}/sandbox/deposits/:id/pay`,
      summary: 'Test keys: the user pays a pending deposit’s collection at the sandbox partner; its callback settles the deposit',
      tags,
      auth: TRANSFERS,
      params: ops.FlowId,
    }),
  ]
}

export function partnerCallbackRoutes(payments: PaymentsClient): RouteSpec[] {
  return [
    operationRoute(payments, ops.caasTreasury, {
      method: 'GET',
      path: '/api/v1/admin/caas/treasury',
      tags: ['treasury'],
      summary: 'The CaaS treasury’s smart account per environment and its USDC: what withdrawals sweep into and deposits are paid from',
      auth: { kind: 'admin' },
    }),
    operationRoute(payments, ops.payoutCallback, {
      method: 'POST',
      path: '/webhooks/partners/momo',
      tags: ['caas-partners'],
      summary: 'The payout partner’s transfer callbacks (MTN MoMo, unsigned): only a hint to look the payout up',
      auth: { kind: 'public' },
      input: (req) => ({ body: req.rawBody.toString('utf8'), headers: req.headers }),
    }),
    operationRoute(payments, ops.onrampCallback, {
      method: 'POST',
      path: '/webhooks/partners/onramp',
      tags: ['caas-partners'],
      summary: 'The on-ramp partner’s collection callbacks, signed (X-YC-Signature): a hint to look the collection up',
      auth: { kind: 'public' },
      input: (req) => ({ body: req.rawBody.toString('utf8'), headers: req.headers }),
    }),
  ]
}
