/**
 * CaaS routes under `/caas`, each served at both prefixes the spec shows
 * (`/caas/v1/...` and `/caas/api/v1/...`), for CaaS keys only (svc_sk_test_,
 * svc_sk_live_; a payments key gets 401). Each validates, calls one
 * operation (actors/caas/api/operations.ts) and returns its output.
 */
import type { PaymentsClient } from '../../../platform/module'
import type { GatewayContext } from '../../../gateway/core/module'
import { operationRoute } from '../../../gateway/core/operation_route'
import { idempotencyKeyHeader } from '../../../gateway/core/idempotency'
import { RejectionError } from '../../../platform/errors'
import { LINK_REQUEST_COOLDOWN_MS } from '../user/state'
import {
  FundBody,
  LinkConfirmBody,
  PhoneBody,
  PhoneChangeBody,
  PhoneChangeConfirmBody,
  SwapBody,
  TransferBody,
  TransferId,
  changePhone,
  confirmLink,
  confirmPhoneChange,
  createSwap,
  createTransfer,
  fundSandbox,
  getSwap,
  getTransfer,
  provisionUser,
  requestLink,
  userBalance,
} from './operations'
import { HttpError } from '../../../gateway/core/failures'
import { fiatRoutesAt, partnerCallbackRoutes } from './routes_fiat'
import type { AuthRequirement, RouteRequest, RouteSpec } from '../../../gateway/http/route'

const PREFIXES = ['/caas/v1', '/caas/api/v1'] as const
const USERS: AuthRequirement = { kind: 'apiKey', product: 'caas', permission: 'caas:users' }
const TRANSFERS: AuthRequirement = { kind: 'apiKey', product: 'caas', permission: 'caas:transfers' }
const VIEW: AuthRequirement = { kind: 'apiKey', product: 'caas', permission: 'caas:view' }
const tags = ['caas']

/** In a query string "+" means a space, so "?phone_number=+44…" arrives as " 44…": restore the plus. */
const phoneQuery = (req: RouteRequest<unknown, { phone_number: string }>) => {
  const raw = req.query.phone_number
  return { phone_number: /^ \d/.test(raw) ? `+${raw.slice(1)}` : raw }
}

const sandboxOnly = <B>(req: RouteRequest<B>): B => {
  if (req.principal.kind !== 'apiKey' || !req.principal.isTestMode)
    throw new HttpError(403, 'SANDBOX_ONLY', 'sandbox funding needs a CaaS test key (svc_sk_test_)')
  return req.body
}

/** The routes at one prefix; each validates, calls one operation and answers with its output. */
function routesAt(payments: PaymentsClient, prefix: string): RouteSpec[] {
  return [
    operationRoute(payments, provisionUser, {
      method: 'POST',
      path: `${prefix}/users/provision`,
      summary: 'Provision (or find) the smart-account wallet of a phone number; safe to repeat',
      tags,
      auth: USERS,
      body: PhoneBody,
    }),
    operationRoute(payments, userBalance, {
      method: 'GET',
      path: `${prefix}/users/balance`,
      summary: "USDC balance of the user's smart account",
      tags,
      auth: VIEW,
      query: PhoneBody,
      input: phoneQuery,
    }),
    retryAfterSmsRefusal(
      operationRoute(payments, requestLink, {
        method: 'POST',
        path: `${prefix}/users/link/request`,
        summary:
          "Ask to link another merchant's user: a one-time code by SMS (CODE_SENT; CODE_PENDING when the provider's answer was lost)",
        tags,
        auth: USERS,
        body: PhoneBody,
        status: 202,
      }),
    ),
    operationRoute(payments, confirmLink, {
      method: 'POST',
      path: `${prefix}/users/link/confirm`,
      summary: 'Confirm a link with the code the user received; emits user.linked',
      tags,
      auth: USERS,
      body: LinkConfirmBody,
    }),
    retryAfterSmsRefusal(
      operationRoute(payments, changePhone, {
        method: 'POST',
        path: `${prefix}/users/phone/change`,
        summary:
          "Ask to move a user's wallet to a new phone number: a one-time code by SMS to the new number (CODE_SENT); the wallet's sole merchant only",
        tags,
        auth: USERS,
        body: PhoneChangeBody,
        status: 202,
      }),
    ),
    operationRoute(payments, confirmPhoneChange, {
      method: 'POST',
      path: `${prefix}/users/phone/change/confirm`,
      summary: 'Move the wallet with the code the new number received; emits user.phone_changed',
      tags,
      auth: USERS,
      body: PhoneChangeConfirmBody,
    }),
    operationRoute(payments, createTransfer, {
      method: 'POST',
      path: `${prefix}/transfers`,
      summary: 'Transfer USDC between two phone users (a user operation; sandbox ledger for test keys)',
      tags,
      auth: TRANSFERS,
      status: 202,
      body: TransferBody,
      input: (req) => {
        // The body's key (checked by its schema) or the header's (checked here): one rule for both (platform/idempotency.ts).
        const key = req.body.idempotency_key ?? idempotencyKeyHeader(req)
        return { ...req.body, ...(key ? { idempotency_key: key } : {}) }
      },
    }),
    operationRoute(payments, getTransfer, {
      method: 'GET',
      path: `${prefix}/transfers/:id`,
      summary: 'A transfer with the same status fields as its webhooks',
      tags,
      auth: VIEW,
      params: TransferId,
    }),
    operationRoute(payments, createSwap, {
      method: 'POST',
      path: `${prefix}/swaps`,
      summary:
        "Swap a user's funds through the platform swap contract (a user operation; sandbox ledger at hub prices for test keys); ends in swap.settled or swap.failed",
      tags,
      auth: TRANSFERS,
      status: 202,
      body: SwapBody,
      input: (req) => {
        // The body's key (checked by its schema) or the header's (checked here): one rule for both (platform/idempotency.ts).
        const key = req.body.idempotency_key ?? idempotencyKeyHeader(req)
        return { ...req.body, ...(key ? { idempotency_key: key } : {}) }
      },
    }),
    operationRoute(payments, getSwap, {
      method: 'GET',
      path: `${prefix}/swaps/:id`,
      summary: 'A swap with the same status fields as its webhooks',
      tags,
      auth: VIEW,
      params: TransferId,
    }),
    operationRoute(payments, fundSandbox, {
      method: 'POST',
      path: `${prefix}/sandbox/fund`,
      summary: "Credit a user's smart account on the sandbox ledger (test keys only)",
      tags,
      auth: USERS,
      status: 201,
      body: FundBody,
      input: sandboxOnly,
    }),
  ]
}

/**
 * A code the SMS provider refused was still recorded, so a new request waits out the code cooldown:
 * SMS_UNAVAILABLE says when with Retry-After (a rejection crossing the payments link carries no headers).
 */
function retryAfterSmsRefusal(route: RouteSpec): RouteSpec {
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

export function caasRoutes(ctx: GatewayContext): RouteSpec[] {
  return [
    ...PREFIXES.flatMap((prefix) => [...routesAt(ctx.payments, prefix), ...fiatRoutesAt(ctx.payments, prefix)]),
    ...partnerCallbackRoutes(ctx.payments),
  ]
}
