/**
 * Webhook configuration routes: payments settings (`/api/v1/settings/webhook`,
 * JWT with settings:manage) and the CaaS dashboard (`/v1/dashboard/webhooks`,
 * JWT with settings:manage too). Each route validates and calls its operation (actors/webhooks/api/operations.ts).
 */
import * as ops from './operations'
import type { GatewayContext } from '../../../gateway/core/module'
import { operationRoute } from '../../../gateway/core/operation_route'
import type { AuthRequirement, RouteSpec } from '../../../gateway/http/route'

const SETTINGS: AuthRequirement = { kind: 'jwt', permission: 'settings:manage' }
// CaaS dashboard webhooks receive the whole CaaS event stream: the same permission as the payments webhook.
const DASHBOARD: AuthRequirement = { kind: 'jwt', permission: 'settings:manage' }
const nothing = () => ({})

export function webhookRoutes(ctx: GatewayContext): RouteSpec[] {
  const { payments } = ctx
  return [
    operationRoute(payments, ops.getPaymentsWebhook, {
      method: 'GET',
      path: '/api/v1/settings/webhook',
      summary: 'Current payments webhook configuration (never the secret)',
      tags: ['settings'],
      auth: SETTINGS,
    }),
    operationRoute(payments, ops.configurePaymentsWebhook, {
      method: 'POST',
      path: '/api/v1/settings/webhook',
      summary: 'Configure the payments webhook; the first setup and every change of URL return a new webhook_secret once',
      tags: ['settings'],
      auth: SETTINGS,
      body: ops.ConfigureBody,
      input: (req) => {
        const b = req.body
        return {
          url: 'url' in b ? b.url : b.webhook_url,
          events: b.events,
          wallet_webhook_enabled: b.wallet_webhook_enabled,
          otp_code: b.otp_code,
        }
      },
    }),
    operationRoute(payments, ops.rotateSecret, {
      method: 'POST',
      path: '/api/v1/settings/webhook/rotate-secret',
      summary: 'Rotate the signing secret; the old one stops at once',
      tags: ['settings'],
      auth: SETTINGS,
      input: nothing,
    }),
    operationRoute(payments, ops.testWebhook, {
      method: 'POST',
      path: '/api/v1/settings/webhook/test',
      summary: 'Send webhook.test to the configured URL',
      tags: ['settings'],
      auth: SETTINGS,
      input: nothing,
    }),
    operationRoute(payments, ops.paymentsDeliveries, {
      method: 'GET',
      path: '/api/v1/settings/webhook/deliveries',
      summary: 'Delivery log: attempts, response codes, retry history',
      tags: ['settings'],
      auth: SETTINGS,
      query: ops.Paging,
    }),
    operationRoute(payments, ops.redeliver, {
      method: 'POST',
      path: '/api/v1/settings/webhook/deliveries/:id/redeliver',
      summary: 'Send a delivered or failed webhook again (same X-Webhook-ID)',
      tags: ['settings'],
      auth: SETTINGS,
      params: ops.DeliveryId,
      status: 202,
      input: (req) => ({ id: req.params.id }),
    }),
    operationRoute(payments, ops.createCaasWebhook, {
      method: 'POST',
      path: '/v1/dashboard/webhooks',
      summary: 'Register a CaaS webhook (url and shared secret; optional event subscriptions, default all)',
      tags: ['caas-dashboard'],
      auth: DASHBOARD,
      body: ops.CaasWebhookBody,
      status: 201,
    }),
    operationRoute(payments, ops.listCaasWebhooks, {
      method: 'GET',
      path: '/v1/dashboard/webhooks',
      summary: 'List CaaS webhooks',
      tags: ['caas-dashboard'],
      auth: DASHBOARD,
      input: nothing,
    }),
    operationRoute(payments, ops.caasLogs, {
      method: 'GET',
      path: '/v1/dashboard/webhooks/logs',
      summary: 'Recent CaaS delivery attempts, response codes and retry history',
      tags: ['caas-dashboard'],
      auth: DASHBOARD,
      query: ops.LogsQuery,
    }),
    operationRoute(payments, ops.deactivateCaasWebhook, {
      method: 'DELETE',
      path: '/v1/dashboard/webhooks/:id',
      summary: 'Deactivate a CaaS webhook permanently (only a CaaS webhook of the caller’s business; any other id is 404)',
      tags: ['caas-dashboard'],
      auth: DASHBOARD,
      params: ops.EndpointId,
      input: (req) => ({ id: req.params.id }),
    }),
  ]
}
