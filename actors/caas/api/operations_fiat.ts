/**
 * The CaaS fiat rails' operations (docs/caas_withdrawals.md, docs/caas_deposits.md): withdrawals (USDC to the
 * treasury, local currency to mobile money), on-ramp deposits (local fiat in, USDC from the treasury), and the
 * two partners' callbacks. Routes: routes_fiat.ts; methods: methods_withdrawals.ts, methods_deposits.ts,
 * methods_partner_callbacks.ts.
 */
import { Type, type TSchema } from '@sinclair/typebox'
import { object } from '../../../platform/schema_object'
import { named } from '../../../platform/schema_name'
import { idempotencyKey } from '../../../platform/input_fields'
import { operation as anyOperation, type Operation } from '../../../platform/operation'
import { CaasDeposit, CaasWithdrawal } from './wire'

/** Every CaaS operation answers 403 KYC_REQUIRED to a live key of a merchant without approved KYC (live_kyc.ts). */
const operation = <I extends TSchema, O extends TSchema>(op: Operation<I, O>): Operation<I, O> =>
  anyOperation({ ...op, errors: [...(op.errors ?? []), 'KYC_REQUIRED'] })

const closed = { additionalProperties: false } as const
const Phone = Type.String({ minLength: 4, maxLength: 32, description: 'International format, e.g. "+233241234567"' })
const Currency = Type.String({ pattern: '^[A-Z]{3}$', maxLength: 3, description: 'ISO 4217 code, e.g. "GHS"' })
const Key = Type.Optional(idempotencyKey({ description: 'Or the Idempotency-Key header' }))

export const WithdrawalBody = object(
  {
    phone_number: Phone,
    amount: Type.String({
      pattern: '^[0-9]+(\\.[0-9]+)?$',
      maxLength: 40,
      description: 'USDC to withdraw, decimal string, at most 6 places',
    }),
    currency: Type.String({ pattern: '^[A-Z]{3}$', maxLength: 3, description: 'Local currency paid out: one of CAAS_PAYOUT_RATES' }),
    payee_phone_number: Type.Optional({ ...Phone, description: 'The mobile-money number paid; default: the user’s own' }),
    idempotency_key: Key,
  },
  closed,
)

export const DepositBody = object(
  {
    phone_number: Phone,
    amount: Type.String({ pattern: '^[0-9]+(\\.[0-9]{1,2})?$', maxLength: 40, description: 'Local fiat the user pays, decimal string' }),
    currency: Currency,
    idempotency_key: Key,
  },
  closed,
)

export const FlowId = object({ id: Type.String({ minLength: 1, maxLength: 100 }) })

const Callback = object({
  body: Type.String({ maxLength: 65_536 }),
  headers: Type.Record(Type.String(), Type.String()),
})

const CallbackReceipt = named('PartnerCallbackReceipt').Object({
  received: Type.Boolean({ description: 'Whether the callback names something of ours; either way it is not sent again' }),
})

export const createWithdrawal = operation({
  name: 'caas.withdrawals.create',
  input: WithdrawalBody,
  output: CaasWithdrawal,
  errors: [
    'INVALID_PHONE_NUMBER',
    'USER_NOT_FOUND',
    'INVALID_AMOUNT',
    'UNSUPPORTED_PAYOUT_CURRENCY',
    'INSUFFICIENT_USDC',
    'NETWORK_UNAVAILABLE',
    'PARTNER_UNAVAILABLE',
    'IDEMPOTENCY_KEY_REUSED',
  ],
})

export const getWithdrawal = operation({
  name: 'caas.withdrawals.get',
  input: FlowId,
  output: CaasWithdrawal,
  errors: ['WITHDRAWAL_NOT_FOUND'],
})

export const createDeposit = operation({
  name: 'caas.deposits.create',
  input: DepositBody,
  output: CaasDeposit,
  errors: ['INVALID_PHONE_NUMBER', 'USER_NOT_FOUND', 'INVALID_AMOUNT', 'PARTNER_UNAVAILABLE', 'IDEMPOTENCY_KEY_REUSED'],
})

export const getDeposit = operation({ name: 'caas.deposits.get', input: FlowId, output: CaasDeposit, errors: ['DEPOSIT_NOT_FOUND'] })

export const sandboxPayDeposit = operation({
  name: 'caas.sandbox.deposits.pay',
  input: FlowId,
  output: CaasDeposit,
  errors: ['DEPOSIT_NOT_FOUND', 'SANDBOX_ONLY', 'DEPOSIT_NOT_PENDING', 'SANDBOX_UNAVAILABLE'],
})

export const payoutCallback = anyOperation({ name: 'caas.partners.payout', input: Callback, output: CallbackReceipt })

export const onrampCallback = anyOperation({
  name: 'caas.partners.onramp',
  input: Callback,
  output: CallbackReceipt,
  errors: ['INVALID_SIGNATURE'],
})

const TreasuryAccount = object({
  environment: Type.Union([Type.Literal('test'), Type.Literal('live')]),
  wallet_address: Type.String({
    pattern: '^0x[0-9a-fA-F]{40}$',
    description: 'Fund this smart account (live: USDC, and the network coin for gas)',
  }),
  network: Type.String(),
  token: Type.String(),
  balance: Type.Optional(
    Type.String({ pattern: '^[0-9]+\\.[0-9]{6}$', description: 'USDC it holds, 6 places; absent when the chain cannot be read now' }),
  ),
})

const CaasTreasury = named('CaasTreasury').Object({ accounts: Type.Array(TreasuryAccount) })

export const caasTreasury = anyOperation({ name: 'caas.treasury', input: object({}), output: CaasTreasury })
