/**
 * The webhook contract: the payloads of the webhooks both products send, by
 * product and event name. The mappers that build them (actors/checkout/webhooks.ts,
 * actors/wallets/webhooks.ts, actors/balance/webhooks.ts, actors/vas/webhooks.ts,
 * actors/caas/webhook_mapper.ts, actors/caas/swap_views.ts, actors/webhooks/catalogue.ts)
 * are typed against them (actors/runtime/service/webhooks.ts: a mapper's body is
 * `Static` of its event's schema), the OpenAPI document shows them
 * (gateway/core/openapi_webhooks.ts), and the product test rigs' receivers check
 * every delivery the end-to-end tests get against them, with no field the
 * schema does not name (test/support/webhook_contract.ts). It sits in the kernel,
 * as the permission catalogue does, so the edge and every product read one copy.
 */
import { Type, type TProperties, type TSchema } from '@sinclair/typebox'
import { object } from './schema_object'
import { named } from './schema_name'
import { RemittanceTransfer } from './wire/remittance_transfer'
import { FraudAlert } from './wire/fraud_alert'

const Str = (description?: string) => Type.String(description ? { description } : {})
const Time = Type.String({ format: 'date-time' })
const Units = Type.String({ pattern: '^[0-9]+$', description: 'Base units' })
const Decimal = Type.String({ pattern: '^-?[0-9]+(\\.[0-9]+)?$' })

/** payment.*: the spec's flat shape. */
const Payment = <E extends string, X extends TProperties>(event: E, extra: X) =>
  object({
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

const Enveloped = <E extends string, D extends TSchema>(event: E, data: D) => object({ event: Type.Literal(event), data })

const Deposit = <X extends TProperties>(extra: X) =>
  object({
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

const Transfer = <X extends TProperties>(extra: X) =>
  object({
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
    platform_fee: Type.Optional(object({}, { additionalProperties: true })),
    is_test_mode: Type.Boolean(),
    ...extra,
  })

const BalanceEntry = <X extends TProperties>(extra: X) =>
  object({
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

const VasDecimal = Type.String({ pattern: '^[0-9]+(\\.[0-9]+)?$' })

export const VasCategory = Type.Union([Type.Literal('giftcard'), Type.Literal('airtime'), Type.Literal('data'), Type.Literal('bill')])

const VasStatus = Type.Union([Type.Literal('processing'), Type.Literal('successful'), Type.Literal('failed')], {
  description: 'processing until the provider’s outcome is known; then successful or failed (a failed order’s hold is released)',
})

const RedeemCode = named('RedeemCode').Object({ card_number: Type.String(), pin_code: Type.String() })

/** A VAS order as GET /vas/orders/{reference} shows it (actors/vas/api/wire.ts), and as the vas.order.* webhooks carry it (without redeem codes). */
export const VasOrder = named('VasOrder').Object({
  reference: Type.String(),
  category: VasCategory,
  status: VasStatus,
  failure_code: Type.Optional(Type.String({ description: 'BALANCE_TOO_LOW, PROVIDER_FLOAT_EXHAUSTED or PROVIDER_FAILED' })),
  failure_message: Type.Optional(Type.String()),
  product_id: Type.Integer({ description: 'Gift card product, or airtime operator' }),
  product_name: Type.String(),
  country_code: Type.String(),
  unit_price: VasDecimal,
  quantity: Type.Integer(),
  currency: Type.Union([Type.Literal('USDT'), Type.Literal('USDC')], { description: 'The balance currency debited' }),
  merchant_price: VasDecimal,
  merchant_markup: VasDecimal,
  customer_price: VasDecimal,
  customer_id: Type.Optional(Type.String()),
  recipient_email: Type.Optional(Type.String()),
  recipient_phone: Type.Optional(Type.String()),
  account_number: Type.Optional(Type.String({ description: 'The bill’s subscriber account' })),
  sender_name: Type.Optional(Type.String()),
  provider_transaction_id: Type.Optional(Type.Integer()),
  redeem_codes: Type.Optional(
    Type.Array(RedeemCode, { description: 'Only in the order answer and GET /vas/orders/{reference}; never in a webhook' }),
  ),
  is_test_mode: Type.Boolean(),
  created_at: Time,
  updated_at: Time,
})

/** An inbound bank transfer to a virtual account, as the virtual_account.* webhooks carry it (docs/virtual_accounts.md). */
const BankPayment = <X extends TProperties>(extra: X) =>
  object({
    payment_id: Str('Ours: the same for every notice of one transfer (deduplicate on it)'),
    virtual_account_id: Str(),
    customer_reference: Str('The account’s customer reference'),
    currency: Type.Union([Type.Literal('GBP'), Type.Literal('EUR')]),
    amount: Type.String({ pattern: '^[0-9]+$', description: 'Minor units (pence, cents)' }),
    amount_decimal: Type.String({ pattern: '^[0-9]+\\.[0-9]{2}$' }),
    decimals: Type.Integer({ description: '2' }),
    payer_name: Str(),
    reference: Str('The payment reference the payer gave'),
    scheme: Str('FPS, BACS, SEPA_INSTANT, …'),
    is_test_mode: Type.Boolean(),
    ...extra,
  })

/** Payments webhooks (checkout and WaaS, one endpoint configuration), by event name. */
export const PAYMENTS_WEBHOOKS = {
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
  'webhook.test': Enveloped('webhook.test', object({ message: Str(), timestamp: Type.Integer() })),
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
  'vas.order.successful': Enveloped('vas.order.successful', VasOrder),
  'vas.order.failed': Enveloped('vas.order.failed', VasOrder),
  'virtual_account.credited': Enveloped('virtual_account.credited', BankPayment({ credited_at: Time })),
  'virtual_account.reversed': Enveloped(
    'virtual_account.reversed',
    BankPayment({ reversed_at: Time, return_reason: Str('The scheme’s return reason code, as the bank gave it') }),
  ),
  'remittance.transfer.processing': Enveloped('remittance.transfer.processing', RemittanceTransfer),
  'remittance.transfer.completed': Enveloped('remittance.transfer.completed', RemittanceTransfer),
  'remittance.transfer.failed': Enveloped('remittance.transfer.failed', RemittanceTransfer),
  'remittance.transfer.reversed': Enveloped('remittance.transfer.reversed', RemittanceTransfer),
  'fraud.alert.opened': Enveloped('fraud.alert.opened', FraudAlert),
} satisfies Readonly<Record<string, TSchema>>

const Usdc = Type.String({ pattern: '^[0-9]+\\.[0-9]{6}$', description: 'Decimal string with 6 places' })
const Rfc3339 = Type.String({ format: 'date-time', description: 'RFC 3339 UTC' })
const Caas = <E extends string, F extends TProperties>(event: E, fields: F) => object({ event: Type.Literal(event), ...fields })
const Moving = { transfer_id: Str(), amount_usdc: Usdc, token: Str() }
/** What a CaaS swap moved, in both of its outcomes' payloads. */
const Swapped = {
  token_in: Str('The input token: a contract address, or native'),
  token_out: Str('The output token: a contract address, or native'),
  amount_in: Type.String({
    pattern: '^[0-9]+(\\.[0-9]{6})?$',
    description: 'The input amount, a decimal string with 6 places (spec, CaaS webhooks; base units on swaps recorded before 6 places)',
  }),
  amount_in_base_units: Type.String({ pattern: '^[0-9]+$', description: 'The exact input amount in base units of the input token' }),
}

const oneOf = <T extends string>(values: readonly T[], description: string) =>
  Type.Union(
    values.map((v) => Type.Literal(v)),
    { description },
  )

/**
 * A CaaS withdrawal as GET /v1/withdrawals/:id shows it and its webhooks carry it (actors/caas/withdrawal_views.ts):
 * USDC with 6 places, local currency in its own units (a decimal string), a field that does not apply absent.
 */
export const WITHDRAWAL_FIELDS = {
  withdrawal_id: Str(),
  status: oneOf(
    ['CREATED', 'SUBMITTED', 'CRYPTO_RECEIVED', 'PAYOUT_PENDING', 'COMPLETED', 'RETURNING', 'FAILED', 'REVERSED'] as const,
    'CREATED: recorded; SUBMITTED: the USDC sweep to the treasury is on its way; CRYPTO_RECEIVED: the treasury has it; PAYOUT_PENDING: the payout partner was asked (or is being asked); COMPLETED: paid to mobile money; RETURNING: the payout failed (or was reversed) and the USDC is on its way back; FAILED: nothing was paid (the USDC is back on the account, or never left it); REVERSED: a completed payout was reversed and the USDC is back',
  ),
  amount_usdc: Usdc,
  token: Str(),
  network: Str(),
  wallet_address: Str('The user’s smart account'),
  payout_currency: Str('ISO 4217 code of the local currency paid out'),
  payout_amount: Type.String({ pattern: '^[0-9]+(\\.[0-9]+)?$', description: 'Local currency paid out, decimal string, rounded down' }),
  rate: Type.String({
    pattern: '^[0-9]+(\\.[0-9]+)?$',
    description: 'Units of payout_currency per USDC, locked when the withdrawal was created',
  }),
  payout_status: Type.Optional(
    oneOf(['UNKNOWN', 'PENDING', 'SUCCESSFUL', 'FAILED'] as const, 'What the payout partner last said; UNKNOWN until it answers'),
  ),
  payout_reference: Type.Optional(Str('The payout partner’s transaction id, once it paid')),
  tx_hash: Type.Optional(Str('The sweep’s transaction')),
  user_op_hash: Type.Optional(Str('The sweep’s user operation (live)')),
  return_tx_hash: Type.Optional(Str('The transaction that brought the USDC back')),
  return_held: Type.Optional(Str('Why the USDC could not be sent back yet: an operator resolves it')),
  reason: Type.Optional(Str()),
  created_at: Rfc3339,
  updated_at: Rfc3339,
  completed_at: Type.Optional(Rfc3339),
}

/** A CaaS on-ramp deposit as GET /v1/deposits/:id shows it and its webhooks carry it (actors/caas/deposit_views.ts). */
export const DEPOSIT_FIELDS = {
  deposit_id: Str(),
  status: oneOf(
    ['CREATED', 'PENDING', 'FUNDED', 'SETTLED', 'FAILED'] as const,
    'CREATED: recorded, the partner being asked; PENDING: the partner waits for the user’s payment; FUNDED: the fiat is in, the USDC is on its way; SETTLED: the USDC is on the user’s account; FAILED: the collection failed or expired (no fiat, no USDC)',
  ),
  local_amount: Type.String({ pattern: '^[0-9]+(\\.[0-9]+)?$', description: 'Local fiat the user pays, decimal string' }),
  local_currency: Str(),
  amount_usdc: Type.Optional(
    Type.String({ pattern: '^[0-9]+\\.[0-9]{6}$', description: 'USDC the user gets (the partner’s quote), once known' }),
  ),
  rate: Type.Optional(Str('Units of local currency per USDC, the partner’s')),
  token: Str(),
  network: Str(),
  wallet_address: Str('The user’s smart account'),
  collection_id: Type.Optional(Str('The on-ramp partner’s collection')),
  tx_hash: Type.Optional(Str('The transaction that brought the USDC')),
  held: Type.Optional(Str('Why the USDC is not sent yet: an operator resolves it')),
  reason: Type.Optional(Str()),
  created_at: Rfc3339,
  updated_at: Rfc3339,
  settled_at: Type.Optional(Rfc3339),
}

/** CaaS webhooks (dashboard endpoints, `X-Service-Signature`), by event name. */
export const CAAS_WEBHOOKS = {
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
    ...Swapped,
    tx_hash: Type.Optional(Str()),
    updated_at: Rfc3339,
  }),
  'swap.failed': Caas('swap.failed', {
    swap_id: Str(),
    status: Type.Literal('FAILED'),
    ...Swapped,
    reason: Type.Optional(Str()),
    updated_at: Rfc3339,
  }),
  'user.linked': Caas('user.linked', { wallet_address: Str(), new_merchant_id: Str(), linked_at: Rfc3339 }),
  'user.phone_changed': Caas('user.phone_changed', { wallet_address: Str(), changed_by_merchant_id: Str(), changed_at: Rfc3339 }),
  'withdrawal.submitted': Caas('withdrawal.submitted', WITHDRAWAL_FIELDS),
  'withdrawal.crypto_received': Caas('withdrawal.crypto_received', WITHDRAWAL_FIELDS),
  'withdrawal.completed': Caas('withdrawal.completed', WITHDRAWAL_FIELDS),
  'withdrawal.failed': Caas('withdrawal.failed', WITHDRAWAL_FIELDS),
  'withdrawal.reversed': Caas('withdrawal.reversed', WITHDRAWAL_FIELDS),
  'deposit.settled': Caas('deposit.settled', DEPOSIT_FIELDS),
  'deposit.failed': Caas('deposit.failed', DEPOSIT_FIELDS),
  'webhook.test': object({ event: Type.Literal('webhook.test'), timestamp: Rfc3339, data: object({ message: Str() }) }),
} satisfies Readonly<Record<string, TSchema>>
