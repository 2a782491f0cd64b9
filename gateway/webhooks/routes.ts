/**
 * Webhook configuration routes: payments settings (`/api/v1/settings/webhook`,
 * JWT with settings:manage) and the CaaS dashboard (`/v1/dashboard/webhooks`,
 * JWT with settings:manage too). Each route validates, calls one payments method, returns its result.
 */
import { Type, type TSchema } from '@sinclair/typebox'
import type { GatewayContext } from '../core/module'
import { rpcRoute, type RpcRouteSpec } from '../core/rpc_route'
import type { AuthRequirement, RouteSpec } from '../http/route'

const SETTINGS: AuthRequirement = { kind: 'jwt', permission: 'settings:manage' }
// CaaS dashboard webhooks receive the whole CaaS event stream: the same permission as the payments webhook.
const DASHBOARD: AuthRequirement = { kind: 'jwt', permission: 'settings:manage' }
const Url = Type.String({ minLength: 1, maxLength: 2048, description: 'HTTPS URL (http and loopback allowed outside production)' })
const Events = Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 50 })
const Paging = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
})

/** Settings shape {url, events} or gateway shape {webhook_url, wallet_webhook_enabled}: both accepted (spec). */
const ConfigureBody = Type.Union([
  Type.Object(
    { url: Url, events: Type.Optional(Events), wallet_webhook_enabled: Type.Optional(Type.Boolean()) },
    { additionalProperties: false },
  ),
  Type.Object(
    { webhook_url: Url, wallet_webhook_enabled: Type.Optional(Type.Boolean({ default: false })), events: Type.Optional(Events) },
    { additionalProperties: false },
  ),
])

function route(ctx: GatewayContext, spec: RpcRouteSpec): RouteSpec<any, any, any> {
  return rpcRoute(ctx.payments, spec)
}

const ok = (schema: TSchema) => ({ 200: schema })
const Message = Type.Object({ message: Type.String() })

export function webhookRoutes(ctx: GatewayContext): RouteSpec<any, any, any>[] {
  return [
    route(ctx, {
      method: 'GET',
      path: '/api/v1/settings/webhook',
      summary: 'Current payments webhook configuration (never the secret)',
      tags: ['settings'],
      auth: SETTINGS,
      responses: {},
      rpc: 'webhooks.payments.get',
    }),
    route(ctx, {
      method: 'POST',
      path: '/api/v1/settings/webhook',
      summary: 'Configure the payments webhook; the first setup returns webhook_secret once',
      tags: ['settings'],
      auth: SETTINGS,
      body: ConfigureBody,
      responses: {},
      rpc: 'webhooks.payments.configure',
      input: (req) => {
        const b = req.body as { url?: string; webhook_url?: string; events?: string[]; wallet_webhook_enabled?: boolean }
        return { url: b.url ?? b.webhook_url, events: b.events, wallet_webhook_enabled: b.wallet_webhook_enabled }
      },
    }),
    route(ctx, {
      method: 'POST',
      path: '/api/v1/settings/webhook/rotate-secret',
      summary: 'Rotate the signing secret; the old one stops at once',
      tags: ['settings'],
      auth: SETTINGS,
      responses: ok(Type.Object({ webhook_secret: Type.String(), message: Type.String() })),
      rpc: 'webhooks.payments.rotate',
      input: () => ({}),
    }),
    route(ctx, {
      method: 'POST',
      path: '/api/v1/settings/webhook/test',
      summary: 'Send webhook.test to the configured URL',
      tags: ['settings'],
      auth: SETTINGS,
      responses: ok(Message),
      rpc: 'webhooks.payments.test',
      input: () => ({}),
    }),
    route(ctx, {
      method: 'GET',
      path: '/api/v1/settings/webhook/deliveries',
      summary: 'Delivery log: attempts, response codes, retry history',
      tags: ['settings'],
      auth: SETTINGS,
      query: Paging,
      responses: {},
      rpc: 'webhooks.payments.deliveries',
    }),
    route(ctx, {
      method: 'POST',
      path: '/api/v1/settings/webhook/deliveries/:id/redeliver',
      summary: 'Send a delivered or failed webhook again (same X-Webhook-ID)',
      tags: ['settings'],
      auth: SETTINGS,
      params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
      responses: {},
      rpc: 'webhooks.redeliver',
      status: 202,
      input: (req) => ({ id: (req.params as { id: string }).id }),
    }),
    route(ctx, {
      method: 'POST',
      path: '/v1/dashboard/webhooks',
      summary: 'Register a CaaS webhook (url and shared secret; optional event subscriptions, default all)',
      tags: ['caas-dashboard'],
      auth: DASHBOARD,
      body: Type.Object(
        { url: Url, secret: Type.String({ minLength: 16, maxLength: 256 }), events: Type.Optional(Events) },
        { additionalProperties: false },
      ),
      responses: {},
      rpc: 'webhooks.caas.create',
      status: 201,
    }),
    route(ctx, {
      method: 'GET',
      path: '/v1/dashboard/webhooks',
      summary: 'List CaaS webhooks',
      tags: ['caas-dashboard'],
      auth: DASHBOARD,
      responses: {},
      rpc: 'webhooks.caas.list',
      input: () => ({}),
    }),
    route(ctx, {
      method: 'GET',
      path: '/v1/dashboard/webhooks/logs',
      summary: 'Recent CaaS delivery attempts, response codes and retry history',
      tags: ['caas-dashboard'],
      auth: DASHBOARD,
      query: Type.Intersect([Paging, Type.Object({ endpoint_id: Type.Optional(Type.String()) })]),
      responses: {},
      rpc: 'webhooks.caas.logs',
    }),
    route(ctx, {
      method: 'DELETE',
      path: '/v1/dashboard/webhooks/:id',
      summary: 'Deactivate a CaaS webhook permanently',
      tags: ['caas-dashboard'],
      auth: DASHBOARD,
      params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) }),
      responses: {},
      rpc: 'webhooks.caas.deactivate',
      input: (req) => ({ id: (req.params as { id: string }).id }),
    }),
  ]
}
