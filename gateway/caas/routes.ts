/**
 * CaaS routes under `/caas`, each served at both prefixes the spec shows
 * (`/caas/v1/...` and `/caas/api/v1/...`), for CaaS keys only (svc_sk_test_,
 * svc_sk_live_; a payments key gets 401). Each validates, calls one
 * payments method and returns its result.
 */
import { Type } from '@sinclair/typebox'
import type { GatewayContext } from '../core/module'
import { rpcRoute, type RpcRouteSpec } from '../core/rpc_route'
import { RejectionError } from '../../platform/errors'
import { LINK_REQUEST_COOLDOWN_MS } from '../../actors/caas_user/state'
import { HttpError } from '../core/failures'
import type { AuthRequirement, RouteRequest, RouteSpec } from '../http/route'

const PREFIXES = ['/caas/v1', '/caas/api/v1'] as const
const USERS: AuthRequirement = { kind: 'apiKey', product: 'caas', permission: 'caas:users' }
const TRANSFERS: AuthRequirement = { kind: 'apiKey', product: 'caas', permission: 'caas:transfers' }
const Phone = Type.String({ minLength: 4, maxLength: 32, description: 'International format, e.g. "+447911123456"' })
const Amount = Type.String({ pattern: '^[0-9]+(\\.[0-9]+)?$', maxLength: 40, description: 'Decimal string, at most 6 places, e.g. "12.5"' })
const PhoneBody = Type.Object({ phone_number: Phone }, { additionalProperties: false })

/** In a query string "+" means a space, so "?phone_number=+44…" arrives as " 44…": restore the plus. */
const phoneQuery = (req: RouteRequest<any, any, any>) => {
  const raw = String((req.query as { phone_number: string }).phone_number)
  return { phone_number: /^ \d/.test(raw) ? `+${raw.slice(1)}` : raw }
}

const sandboxOnly = (req: RouteRequest<any, any, any>) => {
  if (req.principal.kind !== 'apiKey' || !req.principal.isTestMode)
    throw new HttpError(403, 'SANDBOX_ONLY', 'sandbox funding needs a CaaS test key (svc_sk_test_)')
  return req.body
}

const SPECS: readonly (Omit<RpcRouteSpec, 'path' | 'tags' | 'responses'> & { readonly path: string })[] = [
  {
    method: 'POST',
    path: '/users/provision',
    summary: 'Provision (or find) the smart-account wallet of a phone number; safe to repeat',
    auth: USERS,
    body: PhoneBody,
    rpc: 'caas.users.provision',
  },
  {
    method: 'GET',
    path: '/users/balance',
    summary: "USDC balance of the user's smart account",
    auth: USERS,
    query: PhoneBody,
    rpc: 'caas.users.balance',
    input: phoneQuery,
  },
  {
    method: 'POST',
    path: '/users/link/request',
    auth: USERS,
    summary: "Ask to link another merchant's user: a one-time code by SMS (CODE_SENT; CODE_PENDING when the provider's answer was lost)",
    body: PhoneBody,
    rpc: 'caas.users.link.request',
    status: 202,
  },
  {
    method: 'POST',
    path: '/users/link/confirm',
    summary: 'Confirm a link with the code the user received; emits user.linked',
    auth: USERS,
    body: Type.Object({ phone_number: Phone, code: Type.String({ pattern: '^[0-9]{6}$' }) }, { additionalProperties: false }),
    rpc: 'caas.users.link.confirm',
  },
  {
    method: 'POST',
    path: '/users/phone/change',
    summary: "Move a user's wallet to a new phone number; emits user.phone_changed",
    auth: USERS,
    body: Type.Object({ phone_number: Phone, new_phone_number: Phone }, { additionalProperties: false }),
    rpc: 'caas.users.phone.change',
  },
  {
    method: 'POST',
    path: '/transfers',
    summary: 'Transfer USDC between two phone users (a user operation; sandbox ledger for test keys)',
    auth: TRANSFERS,
    status: 202,
    body: Type.Object(
      {
        from_phone_number: Phone,
        to_phone_number: Phone,
        amount: Amount,
        token: Type.Optional(Type.String({ minLength: 2, maxLength: 10 })),
        idempotency_key: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
      },
      { additionalProperties: false },
    ),
    rpc: 'caas.transfers.create',
    input: (req) => {
      const key = (req.body as { idempotency_key?: string }).idempotency_key ?? req.headers['idempotency-key']
      return { ...(req.body as object), ...(key ? { idempotency_key: key } : {}) }
    },
  },
  {
    method: 'GET',
    path: '/transfers/:id',
    summary: 'A transfer with the same status fields as its webhooks',
    auth: TRANSFERS,
    params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) }),
    rpc: 'caas.transfers.get',
  },
  {
    method: 'POST',
    path: '/sandbox/fund',
    summary: "Credit a user's smart account on the sandbox ledger (test keys only)",
    auth: USERS,
    status: 201,
    body: Type.Object(
      { phone_number: Phone, amount: Amount, currency: Type.Optional(Type.String({ minLength: 2, maxLength: 10 })) },
      { additionalProperties: false },
    ),
    rpc: 'caas.sandbox.fund',
    input: sandboxOnly,
  },
]

/**
 * A consent code the SMS provider refused was still recorded, so a new request waits out the code cooldown:
 * SMS_UNAVAILABLE says when with Retry-After (a rejection crossing the payments link carries no headers).
 */
function retryAfterSmsRefusal(route: RouteSpec<any, any, any>): RouteSpec<any, any, any> {
  return {
    ...route,
    handler: async (req) => {
      try {
        return await route.handler(req)
      } catch (error) {
        if (!(error instanceof RejectionError) || error.rejection.code !== 'SMS_UNAVAILABLE') throw error
        throw new HttpError(503, 'SMS_UNAVAILABLE', error.rejection.message, { 'retry-after': String(LINK_REQUEST_COOLDOWN_MS / 1000) })
      }
    },
  }
}

export function caasRoutes(ctx: GatewayContext): RouteSpec<any, any, any>[] {
  return PREFIXES.flatMap((prefix) =>
    SPECS.map((spec) => {
      const route = rpcRoute(ctx.payments, { ...spec, path: `${prefix}${spec.path}`, tags: ['caas'], responses: {} })
      return spec.rpc === 'caas.users.link.request' ? retryAfterSmsRefusal(route) : route
    }),
  )
}
