/**
 * Checkout's merchant operations (X-API-Key): each names its payments method
 * and the schemas of what it takes and answers. The routes
 * (actors/checkout/api/routes.ts) and the methods (methods_create, methods_query,
 * methods_refund) are both built from these.
 */
import { Type } from '@sinclair/typebox'
import { object } from '../../../platform/schema_object'
import { decimalAmount, idempotencyKey, uuid } from '../../../platform/input_fields'
import { operation } from '../../../platform/operation'
import { AddressList, CheckoutStats, CreatedSession, RefundList, RefundView, SessionList, VerifiedSession } from './wire'

const Uuid = uuid()
const Money = Type.Union([Type.Number({ exclusiveMinimum: 0 }), decimalAmount()], {
  errorMessage: 'must be a positive decimal number (e.g. 24.50), as a JSON number or a string',
})
// The hosted page sends the payer's browser here: a javascript: or data: URL would run in it.
const CallbackUrl = Type.String({
  format: 'http-url',
  maxLength: 2048,
  errorMessage: 'must be an http or https URL of at most 2048 characters',
})
const Page = { page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })) }
const limitUpTo100 = (fallback: number) => ({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: fallback })) })
/** The Idempotency-Key header, as the gateway adds it to the input (gateway/core/idempotency.ts). */
const Keyed = { idempotency_key: Type.Optional(idempotencyKey()) }
const closed = { additionalProperties: false } as const

const createFields = {
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
}
/** The body of POST /api/v1/checkout/create. */
export const CreateSessionBody = object(createFields, closed)

const refundFields = {
  session_id: Uuid,
  reason: Type.String({ minLength: 1, maxLength: 500 }),
  amount: Type.Optional(Money),
  refund_address: Type.Optional(
    Type.String({ minLength: 20, maxLength: 120, description: 'Where to send; defaults to the payer on account-based chains' }),
  ),
}
/** The body of POST /api/v1/refunds. */
export const CreateRefundBody = object(refundFields, closed)

export const createSession = operation({
  name: 'checkout.create',
  input: object({ ...createFields, ...Keyed }),
  output: CreatedSession,
  errors: [
    'INVALID_CURRENCY',
    'INVALID_AMOUNT',
    'UNSUPPORTED_PAYMENT_METHOD',
    'METADATA_TOO_LARGE',
    'IDEMPOTENCY_KEY_REUSED',
    'SUBSCRIPTION_EXPIRED',
    'TRANSACTION_LIMIT_EXCEEDED',
    'KYC_REQUIRED',
    'BUSINESS_ACCOUNT_REQUIRED',
  ],
  examples: {
    input: {
      amount: '24.50',
      currency: 'USD',
      reference: 'order-1042',
      customer_email: 'ada@example.org',
      callback_url: 'https://shop.example.org/orders/1042',
      metadata: { cart: '1042' },
    },
    output: {
      session_id: '9b2f6a7e-3c1d-4e8f-a5b6-0c7d8e9f1a2b',
      payment_url: 'https://pay.example.org/checkout/9b2f6a7e-3c1d-4e8f-a5b6-0c7d8e9f1a2b',
      amount: 24.5,
      currency: 'USD',
      status: 'pending',
      expires_at: '2026-01-01T00:30:00.000Z',
    },
  },
})

export const verifySession = operation({
  name: 'checkout.verify',
  input: object({ sessionId: Uuid }),
  output: VerifiedSession,
  errors: ['SESSION_NOT_FOUND'],
  examples: {
    output: {
      session_id: '9b2f6a7e-3c1d-4e8f-a5b6-0c7d8e9f1a2b',
      reference: 'order-1042',
      amount: 24.5,
      currency: 'USD',
      status: 'paid',
      payment_method: 'crypto',
      expires_at: '2026-01-01T00:30:00.000Z',
      callback_url: 'https://shop.example.org/orders/1042',
      paid_at: '2026-01-01T00:12:41.000Z',
    },
  },
})

export const listSessions = operation({
  name: 'checkout.list',
  input: object(
    {
      status: Type.Optional(Type.Union(['pending', 'paid', 'expired', 'failed'].map((s) => Type.Literal(s)))),
      payment_method: Type.Optional(Type.String({ maxLength: 20 })),
      ...Page,
      ...limitUpTo100(50),
    },
    closed,
  ),
  output: SessionList,
})

export const listAddresses = operation({
  name: 'checkout.addresses',
  input: object(
    {
      network: Type.Optional(Type.String({ minLength: 3, maxLength: 3 })),
      currency: Type.Optional(Type.Union([Type.Literal('USDT'), Type.Literal('USDC')])),
      search: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
      ...Page,
      ...limitUpTo100(50),
    },
    closed,
  ),
  output: AddressList,
})

export const checkoutStats = operation({ name: 'checkout.stats', input: object({}), output: CheckoutStats })

export const createRefund = operation({
  name: 'refunds.create',
  input: object({ ...refundFields, ...Keyed }),
  output: RefundView,
  errors: [
    'SESSION_NOT_FOUND',
    'NOT_REFUNDABLE',
    'REFUND_EXCEEDS_REMAINING',
    'INVALID_AMOUNT',
    'BUSINESS_WALLET_REQUIRED',
    'INVALID_REFUND_ADDRESS',
    'REFUND_ADDRESS_NOT_PERMITTED',
    'IDEMPOTENCY_KEY_REUSED',
  ],
})

export const listRefunds = operation({
  name: 'refunds.list',
  input: object({ ...Page, ...limitUpTo100(20) }, closed),
  output: RefundList,
})

export const getRefund = operation({
  name: 'refunds.get',
  input: object({ id: Uuid }),
  output: RefundView,
  errors: ['REFUND_NOT_FOUND'],
})
