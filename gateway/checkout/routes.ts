/**
 * Checkout routes for merchants' servers (X-API-Key). Each validates its
 * input and makes one call; create and refund accept an Idempotency-Key
 * header (same key and body: the same answer; another body: 409).
 */
import { Type } from '@sinclair/typebox'
import type { PaymentsClient } from '../../platform/module'
import { rpcRoute } from '../core/rpc_route'
import { withIdempotencyKey } from '../core/idempotency'
import type { AuthRequirement, RouteSpec } from '../http/route'

const MANAGE: AuthRequirement = { kind: 'apiKey', product: 'payments', permission: 'checkout:manage' }
const VIEW: AuthRequirement = { kind: 'apiKey', product: 'payments', permission: 'checkout:view' }
const Uuid = Type.String({ format: 'uuid' })
const Money = Type.Union([Type.Number({ exclusiveMinimum: 0 }), Type.String({ pattern: '^[0-9]+(\\.[0-9]+)?$' })], {
  errorMessage: 'must be a positive decimal number (e.g. 24.50), as a JSON number or a string',
})
// The hosted page sends the payer's browser here: a javascript: or data: URL would run in it.
const CallbackUrl = Type.String({
  format: 'http-url',
  maxLength: 2048,
  errorMessage: 'must be an http or https URL of at most 2048 characters',
})
const Page = { page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })) }

export function checkoutRoutes(payments: PaymentsClient): RouteSpec<any, any, any>[] {
  const r = (spec: Parameters<typeof rpcRoute>[1]) => rpcRoute(payments, spec)
  return [
    r({
      method: 'POST',
      path: '/api/v1/checkout/create',
      summary: 'Create a checkout session (Idempotency-Key supported)',
      tags: ['checkout'],
      auth: MANAGE,
      status: 201,
      rpc: 'checkout.create',
      body: Type.Object(
        {
          amount: Money,
          currency: Type.String({ minLength: 3, maxLength: 3 }),
          reference: Type.Optional(Type.String({ maxLength: 200 })),
          description: Type.Optional(Type.String({ maxLength: 1000 })),
          customer_email: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
          customer_name: Type.Optional(Type.String({ maxLength: 200 })),
          callback_url: Type.Optional(CallbackUrl),
          payment_method: Type.Optional(Type.String({ maxLength: 20 })),
          metadata: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
          expires_in_minutes: Type.Optional(
            Type.Integer({ minimum: 5, maximum: 10_080, description: 'Overrides the merchant default (30 unless changed in settings)' }),
          ),
        },
        { additionalProperties: false },
      ),
      responses: {},
      input: withIdempotencyKey,
    }),
    r({
      method: 'GET',
      path: '/api/v1/checkout/verify/:sessionId',
      summary: 'Session status; paid means confirmed on-chain',
      tags: ['checkout'],
      auth: VIEW,
      params: Type.Object({ sessionId: Uuid }),
      responses: {},
      rpc: 'checkout.verify',
    }),
    r({
      method: 'GET',
      path: '/api/v1/checkout/list',
      summary: 'List sessions',
      tags: ['checkout'],
      auth: VIEW,
      rpc: 'checkout.list',
      responses: {},
      query: Type.Object(
        {
          status: Type.Optional(Type.Union(['pending', 'paid', 'expired', 'failed'].map((s) => Type.Literal(s)))),
          payment_method: Type.Optional(Type.String({ maxLength: 20 })),
          ...Page,
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
        },
        { additionalProperties: false },
      ),
    }),
    r({
      method: 'GET',
      path: '/api/v1/checkout/addresses',
      summary: 'Deposit addresses assigned to sessions',
      tags: ['checkout'],
      auth: VIEW,
      rpc: 'checkout.addresses',
      responses: {},
      query: Type.Object(
        {
          network: Type.Optional(Type.String({ minLength: 3, maxLength: 3 })),
          currency: Type.Optional(Type.Union([Type.Literal('USDT'), Type.Literal('USDC')])),
          search: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
          ...Page,
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
        },
        { additionalProperties: false },
      ),
    }),
    r({
      method: 'GET',
      path: '/api/v1/checkout/stats',
      summary: 'Volume, success rate, network breakdown',
      tags: ['checkout'],
      auth: VIEW,
      responses: {},
      rpc: 'checkout.stats',
      input: () => ({}),
    }),
    r({
      method: 'POST',
      path: '/api/v1/refunds',
      summary: 'Refund a paid session, fully or in part (Idempotency-Key supported)',
      tags: ['refunds'],
      auth: MANAGE,
      status: 201,
      rpc: 'refunds.create',
      body: Type.Object(
        {
          session_id: Uuid,
          reason: Type.String({ minLength: 1, maxLength: 500 }),
          amount: Type.Optional(Money),
          refund_address: Type.Optional(
            Type.String({ minLength: 20, maxLength: 120, description: 'Where to send; defaults to the payer on account-based chains' }),
          ),
        },
        { additionalProperties: false },
      ),
      responses: {},
      input: withIdempotencyKey,
    }),
    r({
      method: 'GET',
      path: '/api/v1/refunds',
      summary: 'List refunds',
      tags: ['refunds'],
      auth: VIEW,
      rpc: 'refunds.list',
      responses: {},
      query: Type.Object(
        { ...Page, limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })) },
        { additionalProperties: false },
      ),
    }),
    r({
      method: 'GET',
      path: '/api/v1/refunds/:id',
      summary: 'One refund',
      tags: ['refunds'],
      auth: VIEW,
      params: Type.Object({ id: Uuid }),
      responses: {},
      rpc: 'refunds.get',
    }),
  ]
}
