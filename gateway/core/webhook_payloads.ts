/**
 * The payloads of the webhooks both products send, as the mappers build them
 * (actors/checkout/webhooks.ts, actors/wallets/events.ts, actors/balance/webhooks.ts,
 * actors/vas/webhooks.ts, actors/caas/webhook_mapper.ts, actors/webhooks/catalogue.ts).
 * The product test rigs' receivers check every delivery the end-to-end tests
 * get against these schemas, as the document shows them, with no field the
 * schema does not name (test/support/webhook_contract.ts).
 */
import { Type, type TSchema } from '@sinclair/typebox'
import { Order } from '../../actors/vas/api/wire'

const Str = (description?: string) => Type.String(description ? { description } : {})
const Time = Type.String({ format: 'date-time' })
const Units = Type.String({ pattern: '^[0-9]+$', description: 'Base units' })
const Decimal = Type.String({ pattern: '^-?[0-9]+(\\.[0-9]+)?$' })

/** payment.*: the spec's flat shape. */
const Payment = (event: string, extra: Record<string, TSchema> = {}) =>
  Type.Object({
    event: Type.Literal(event),
    session_id: Str(),
    reference: Type.Optional(Str('The merchant’s reference, when given')),
    amount: Type.String({ description: 'Fiat amount due, decimal string' }),
    currency: Str('Fiat currency'),
    status: Str(),
    payment_method: Str(),
    network: Type.Optional(Str('Absent before a network is chosen')),
    created_at: Time,
    metadata: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    is_test_mode: Type.Boolean({ description: 'True for sandbox (test key) sessions: never fulfil on these in production' }),
    timestamp: Type.Integer({ description: 'Unix seconds' }),
    ...extra,
  })

const Seen = {
  tx_hash: Str(),
  amount_crypto: Type.Optional(Decimal),
  crypto_currency: Str(),
  amount_received: Decimal,
  confirmations: Type.Integer({ minimum: 0 }),
  customer_email: Type.Optional(Str()),
}

const Enveloped = (event: string, data: TSchema) => Type.Object({ event: Type.Literal(event), data })

const Deposit = (extra: Record<string, TSchema>) =>
  Type.Object({
    deposit_id: Type.Integer({ description: 'Stable deduplication key' }),
    customer_id: Str(),
    network: Str(),
    address: Str(),
    amount: Units,
    amount_decimal: Decimal,
    currency: Str(),
    tx_hash: Str('A `pending_` placeholder until wallet.deposit.hash_resolved'),
    hash_pending: Type.Boolean(),
    confirmations: Type.Integer({ minimum: 0 }),
    status: Str(),
    detected_at: Time,
    safe_to_credit: Type.Boolean({ description: 'Never credit before this is true' }),
    is_test_mode: Type.Boolean(),
    ...extra,
  })

const Transfer = (extra: Record<string, TSchema>) =>
  Type.Object({
    id: Type.Integer({ description: 'The transaction id GET /wallet/{customerID}/transactions shows' }),
    tx_hash: Type.Optional(Str()),
    customer_id: Str(),
    network: Str(),
    currency: Str(),
    from_address: Str(),
    to_address: Str(),
    amount: Units,
    amount_decimal: Decimal,
    gas_fee: Units,
    gas_fee_decimal: Decimal,
    gas_currency: Str(),
    status: Str(),
    platform_fee: Type.Optional(Type.Object({}, { additionalProperties: true })),
    is_test_mode: Type.Boolean(),
    ...extra,
  })

const BalanceEntry = (extra: Record<string, TSchema>) =>
  Type.Object({
    entry_id: Str(),
    type: Str(),
    direction: Type.Union([Type.Literal('credit'), Type.Literal('debit')]),
    currency: Str(),
    amount: Units,
    amount_decimal: Decimal,
    decimals: Type.Integer(),
    is_test_mode: Type.Boolean(),
    created_at: Time,
    ...extra,
  })
const TopUp = { network: Str(), address: Str(), tx_hash: Str(), deposit_id: Str() }

/** Payments webhooks (checkout and WaaS, one endpoint configuration), by event name. */
export const PAYMENTS_WEBHOOKS: Readonly<Record<string, TSchema>> = {
  'payment.detected': Payment('payment.detected', Seen),
  'payment.confirmed': Payment('payment.confirmed', { ...Seen, paid_at: Type.Optional(Time), exception: Type.Optional(Str()) }),
  'payment.failed': Payment('payment.failed', Seen),
  'payment.expired': Payment('payment.expired', {
    expires_at: Time,
    paid_amount: Decimal,
    exception: Type.Optional(Str()),
    crypto_currency: Type.Optional(Str()),
    amount_crypto: Type.Optional(Decimal),
  }),
  'webhook.test': Enveloped('webhook.test', Type.Object({ message: Str(), timestamp: Type.Integer() })),
  'wallet.deposit.detected': Enveloped('wallet.deposit.detected', Deposit({ detected_by: Str('sandbox or chain_watcher') })),
  'wallet.deposit.hash_resolved': Enveloped('wallet.deposit.hash_resolved', Deposit({ previous_tx_hash: Str() })),
  'wallet.deposit.confirmed': Enveloped('wallet.deposit.confirmed', Deposit({ confirmed_at: Time })),
  'wallet.deposit.failed': Enveloped('wallet.deposit.failed', Deposit({ failed_at: Time })),
  'wallet.transfer.submitted': Enveloped('wallet.transfer.submitted', Transfer({ submitted_at: Time })),
  'wallet.transfer.confirmed': Enveloped(
    'wallet.transfer.confirmed',
    Transfer({ confirmed_at: Time, block_number: Type.Integer(), confirmations: Type.Integer({ minimum: 0 }) }),
  ),
  'wallet.transfer.failed': Enveloped('wallet.transfer.failed', Transfer({ failed_at: Time, reason: Type.Optional(Str()) })),
  'balance.credited': Enveloped('balance.credited', BalanceEntry(TopUp)),
  'balance.debited': Enveloped(
    'balance.debited',
    Type.Union([BalanceEntry(TopUp), BalanceEntry({ reference: Str('The VAS order whose hold was posted') })]),
  ),
  'vas.order.successful': Enveloped('vas.order.successful', Order),
  'vas.order.failed': Enveloped('vas.order.failed', Order),
}

const Usdc = Type.String({ pattern: '^[0-9]+\\.[0-9]{6}$', description: 'Decimal string with 6 places' })
const Rfc3339 = Type.String({ format: 'date-time', description: 'RFC 3339 UTC' })
const Caas = (event: string, fields: Record<string, TSchema>) => Type.Object({ event: Type.Literal(event), ...fields })
const Moving = { transfer_id: Str(), amount_usdc: Usdc, token: Str() }

/** CaaS webhooks (dashboard endpoints, `X-Service-Signature`), by event name. */
export const CAAS_WEBHOOKS: Readonly<Record<string, TSchema>> = {
  'transfer.queued': Caas('transfer.queued', {
    ...Moving,
    status: Type.Literal('QUEUED'),
    from_wallet: Str(),
    recipient_wallet: Str(),
    created_at: Rfc3339,
  }),
  'transfer.submitted': Caas('transfer.submitted', {
    ...Moving,
    status: Type.Literal('SUBMITTED'),
    tx_hash: Type.Optional(Str()),
    user_op_hash: Type.Optional(Str()),
    updated_at: Rfc3339,
  }),
  'transfer.settled': Caas('transfer.settled', {
    ...Moving,
    status: Type.Literal('SETTLED'),
    tx_hash: Type.Optional(Str()),
    updated_at: Rfc3339,
  }),
  'transfer.failed': Caas('transfer.failed', {
    transfer_id: Str(),
    status: Type.Literal('FAILED'),
    reason: Type.Optional(Str()),
    updated_at: Rfc3339,
  }),
  'transfer.received': Caas('transfer.received', {
    ...Moving,
    recipient_wallet: Str(),
    tx_hash: Type.Optional(Str()),
    settled_at: Type.Optional(Rfc3339),
  }),
  'swap.settled': Caas('swap.settled', {
    swap_id: Str(),
    status: Type.Literal('SETTLED'),
    token_in: Str('The input token: a contract address, or native'),
    token_out: Str('The output token: a contract address, or native'),
    amount_in: Type.String({
      pattern: '^[0-9]+(\\.[0-9]{6})?$',
      description: 'The input amount, a decimal string with 6 places (spec, CaaS webhooks; base units on swaps recorded before 6 places)',
    }),
    amount_in_base_units: Type.String({ pattern: '^[0-9]+$', description: 'The exact input amount in base units of the input token' }),
    tx_hash: Type.Optional(Str()),
    updated_at: Rfc3339,
  }),
  'swap.failed': Caas('swap.failed', {
    swap_id: Str(),
    status: Type.Literal('FAILED'),
    token_in: Str('The input token: a contract address, or native'),
    token_out: Str('The output token: a contract address, or native'),
    amount_in: Type.String({
      pattern: '^[0-9]+(\\.[0-9]{6})?$',
      description: 'The input amount, a decimal string with 6 places (spec, CaaS webhooks; base units on swaps recorded before 6 places)',
    }),
    amount_in_base_units: Type.String({ pattern: '^[0-9]+$', description: 'The exact input amount in base units of the input token' }),
    reason: Type.Optional(Str()),
    updated_at: Rfc3339,
  }),
  'user.linked': Caas('user.linked', { wallet_address: Str(), new_merchant_id: Str(), linked_at: Rfc3339 }),
  'user.phone_changed': Caas('user.phone_changed', { wallet_address: Str(), changed_by_merchant_id: Str(), changed_at: Rfc3339 }),
  'webhook.test': Type.Object({ event: Type.Literal('webhook.test'), timestamp: Rfc3339, data: Type.Object({ message: Str() }) }),
}
