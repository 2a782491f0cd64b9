/**
 * The wire shapes of checkout's answers, as view.ts builds them: the schemas
 * the operations declare as their output, so the OpenAPI document shows them
 * and a view that grows a field the schema lacks does not compile. A field
 * that does not apply is left out (Optional), never null, except the fields
 * the spec lists in a response without "when applicable": those are always
 * there, null when empty (`Spec`; test/gateway/spec_fields.test.ts).
 */
import { Type, type TSchema } from '@sinclair/typebox'
import { object } from '../../../platform/schema_object'
import { named } from '../../../platform/schema_name'

const Text = Type.String()
const Time = Type.String({ format: 'date-time' })
const Decimal = Type.String({ pattern: '^-?[0-9]+(\\.[0-9]+)?$' })
/** A field the spec lists in the response: always present, null when it has no value. */
const Spec = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])
const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)))

export const SessionStatus = literals(['pending', 'paid', 'expired', 'failed'] as const)
export const SessionException = literals(['none', 'partial', 'overpaid', 'paid_late'] as const)

/** The answer of create (and of a subscription's crypto checkout). */
export const CreatedSession = named('CheckoutSessionCreated').Object({
  session_id: Text,
  payment_url: Text,
  amount: Type.Number({ description: 'Fiat amount, from the exact minor units' }),
  currency: Text,
  status: SessionStatus,
  expires_at: Time,
})

/** What the merchant's and the customer's views of a session share. */
const sessionFields = {
  session_id: Text,
  reference: Spec(Text),
  amount: Type.Number(),
  currency: Text,
  status: SessionStatus,
  payment_method: Text,
  expires_at: Time,
  callback_url: Spec(Text),
}
const verifyFields = { ...sessionFields, paid_at: Spec(Time) }
export const VerifiedSession = named('CheckoutVerification').Object(verifyFields)

/** What was asked in crypto and what arrived, once a network is selected. */
const CryptoSelection = object({
  network: Text,
  crypto_currency: Text,
  address: Text,
  amount_crypto: Decimal,
  paid_amount: Decimal,
})

const SessionListItem = named('CheckoutSession').Object({
  id: Type.Integer(),
  ...verifyFields,
  payment_url: Text,
  network: Type.Optional(Text),
  crypto_currency: Type.Optional(Text),
  address: Type.Optional(Text),
  amount_crypto: Type.Optional(Decimal),
  paid_amount: Decimal,
  exception: SessionException,
  customer_email: Type.Optional(Text),
  customer_name: Type.Optional(Text),
  description: Type.Optional(Text),
  metadata: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  created_at: Time,
  is_test_mode: Type.Boolean(),
  refundable_amount: Decimal,
})

const page = { total: Type.Integer(), page: Type.Integer(), limit: Type.Integer() }

export const SessionList = named('CheckoutSessionList').Object({ payments: Type.Array(SessionListItem), ...page })

export const AddressList = named('CheckoutAddressList').Object({
  addresses: Type.Array(
    object({
      address: Text,
      network: Text,
      currency: Text,
      session_id: Text,
      reference: Text,
      session_status: Text,
      assigned_at: Time,
    }),
  ),
  ...page,
})

export const CheckoutStats = named('CheckoutStats').Object({
  total_sessions: Type.Integer(),
  paid_sessions: Type.Integer(),
  pending_sessions: Type.Integer(),
  expired_sessions: Type.Integer(),
  failed_sessions: Type.Integer(),
  success_rate: Type.String({ description: 'Percent of closed sessions that were paid, two places' }),
  total_volume: Type.Array(object({ currency: Text, amount: Decimal, payments: Type.Integer() })),
  network_breakdown: Type.Array(
    object({ network: Text, fiat_currency: Text, sessions: Type.Integer(), paid_sessions: Type.Integer(), volume: Decimal }),
  ),
})

export const RefundView = named('Refund').Object({
  id: Text,
  session_id: Text,
  reference: Type.Optional(Text),
  amount: Decimal,
  currency: Text,
  reason: Text,
  status: literals(['processing', 'submitted', 'failed'] as const),
  network: Text,
  crypto_currency: Text,
  amount_crypto: Decimal,
  refund_address: Text,
  tx_hash: Type.Optional(Text),
  amount_received: Type.Optional(Decimal),
  network_fee: Type.Optional(Decimal),
  network_fee_currency: Type.Optional(Text),
  failure_reason: Type.Optional(Text),
  is_test_mode: Type.Boolean(),
  created_at: Time,
  updated_at: Time,
})

export const RefundList = named('RefundList').Object({ refunds: Type.Array(RefundView), ...page })

/** The customer's view of a session (public). */
export const PublicSession = named('PublicCheckoutSession').Object({
  ...sessionFields,
  business_name: Text,
  description: Type.Optional(Text),
  selection: Type.Optional(
    Type.Composite([
      CryptoSelection,
      object({ payment_uri: Type.Optional(Text), qr_code: Type.Optional(Type.String({ description: 'data-URI PNG' })) }),
    ]),
  ),
  is_test_mode: Type.Boolean(),
  payment_options: Type.Array(object({ network: Text, currency: Text })),
})

/** The answer of select-network: where to pay and how much, locked. */
export const SelectedNetwork = named('CheckoutNetworkSelection').Object({
  address: Text,
  network: Text,
  currency: Text,
  amount_crypto: Decimal,
  qr_code: Type.String({ description: 'data-URI PNG' }),
  payment_uri: Text,
  expires_at: Time,
  price_usd: Decimal,
})

/** The answer of verify-now: the session as the chain shows it now. */
export const VerifiedNow = named('CheckoutChainVerification').Object({
  status: literals(['pending', 'paid', 'expired', 'failed', 'partial'] as const),
  paid_at: Spec(Time),
  paid_amount: Decimal,
  amount_crypto: Type.Optional(Decimal),
  exception: SessionException,
})
