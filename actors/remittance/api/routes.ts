/**
 * Remittance routes (spec "Remittance": API key, approved KYC), the dashboard's create (JWT), the transfer signing
 * keys in settings (JWT, settings:manage), and the partner's webhook endpoint (public: the partner's RSA
 * signature over the exact bytes is the authentication, checked by the method).
 */
import { idempotencyKeyHeader } from '../../../gateway/core/idempotency'
import { operationRoute } from '../../../gateway/core/operation_route'
import type { AuthRequirement, RouteSpec } from '../../../gateway/http/route'
import type { PaymentsClient } from '../../../platform/module'
import * as ops from './operations'

const VIEW: AuthRequirement = { kind: 'apiKey', product: 'payments', permission: 'remittance:view' }
const SEND: AuthRequirement = { kind: 'apiKey', product: 'payments', permission: 'remittance:send' }
const DASHBOARD_SEND: AuthRequirement = { kind: 'jwt', permission: 'remittance:send' }
const SETTINGS: AuthRequirement = { kind: 'jwt', permission: 'settings:manage' }
const tags = ['remittance']
const keyTags = ['remittance-signing']

export function remittanceRoutes(payments: PaymentsClient): RouteSpec[] {
  return [
    operationRoute(payments, ops.quote, {
      method: 'POST',
      path: '/api/v1/remittance/quote',
      tags,
      summary:
        'Price a transfer: the partner’s locked rate, the platform fee and total_cost; send quote_id with the transfer to use it (once, before expires_at)',
      auth: VIEW,
      body: ops.QuoteBody,
    }),
    operationRoute(payments, ops.transfer, {
      method: 'POST',
      path: '/api/v1/remittance/transfer',
      tags,
      summary:
        'Send money abroad from your balance: signed with X-Transfer-Signature (docs/remittance.md); holds total_cost until the payout is sent',
      auth: SEND,
      status: 201,
      body: ops.TransferBody,
      input: (req) => {
        const key = idempotencyKeyHeader(req)
        const signature = req.headers['x-transfer-signature']
        return {
          ...req.body,
          ...(key ? { idempotency_key: key } : {}),
          ...(signature !== undefined ? { signature } : {}),
          signed_method: req.method,
          signed_path: req.path,
          signed_body: req.rawBody.toString('utf8'),
        }
      },
    }),
    operationRoute(payments, ops.dashboardCreate, {
      method: 'POST',
      path: '/api/v1/remittance/create',
      tags,
      summary: 'The dashboard’s transfer: the same body, with otp_code when you have 2FA enabled',
      auth: DASHBOARD_SEND,
      status: 201,
      body: ops.DashboardCreateBody,
      input: (req) => {
        const key = idempotencyKeyHeader(req)
        return { ...req.body, ...(key ? { idempotency_key: key } : {}) }
      },
    }),
    operationRoute(payments, ops.getTransfer, {
      method: 'GET',
      path: '/api/v1/remittance/transfers/:id',
      tags,
      summary: 'One transfer, with the partner’s latest state',
      auth: VIEW,
      params: ops.TransferPath,
    }),
    operationRoute(payments, ops.listTransfers, {
      method: 'GET',
      path: '/api/v1/remittance/transfers',
      tags,
      summary: 'Your transfers in this environment, newest first',
      auth: VIEW,
      query: ops.ListQuery,
    }),
    operationRoute(payments, ops.rates, {
      method: 'GET',
      path: '/api/v1/remittance/rates',
      tags,
      summary: 'The partner’s current rates for NGNCNY, NGNUSD, NGNGBP and USDCNY (quote for the rate a transfer gets)',
      auth: VIEW,
    }),
    operationRoute(payments, ops.issueKey, {
      method: 'POST',
      path: '/api/v1/settings/transfer-signing-keys',
      tags: keyTags,
      summary: 'Issue a transfer signing key (its secret is shown once); two may be active, to rotate',
      auth: SETTINGS,
      status: 201,
      body: ops.IssueKeyBody,
    }),
    operationRoute(payments, ops.listKeys, {
      method: 'GET',
      path: '/api/v1/settings/transfer-signing-keys',
      tags: keyTags,
      summary: 'Your transfer signing keys in this environment, without their secrets',
      auth: SETTINGS,
    }),
    operationRoute(payments, ops.revokeKey, {
      method: 'POST',
      path: '/api/v1/settings/transfer-signing-keys/:id/revoke',
      tags: keyTags,
      summary: 'Revoke a signing key: requests signed with it are refused from now on',
      auth: SETTINGS,
      params: ops.KeyPath,
    }),
    operationRoute(payments, ops.partnerWebhook, {
      method: 'POST',
      path: '/webhooks/partners/wise',
      tags: ['partner-notifications'],
      summary: 'The remittance partner’s transfers#state-change webhooks, signed with its RSA key (X-Signature-SHA256)',
      auth: { kind: 'public' },
      input: (req) => ({ body: req.rawBody.toString('utf8'), headers: req.headers }),
    }),
  ]
}
