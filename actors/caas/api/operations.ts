/**
 * CaaS's operations (CaaS keys, svc_sk_): each names its payments method and
 * the schemas of what it takes and answers. The routes (actors/caas/api/routes.ts)
 * and the methods (methods_users, methods_phone, methods_transfers,
 * methods_swaps, methods_sandbox) are both built from these.
 */
import { Type, type TSchema } from '@sinclair/typebox'
import { object } from '../../../platform/schema_object'
import { idempotencyKey, otpCode, unixSeconds } from '../../../platform/input_fields'
import { operation as anyOperation, type Operation } from '../../../platform/operation'
import { CaasSwap } from '../swap_views'
import {
  CaasTransfer,
  LinkRequested,
  LinkedUser,
  PhoneChangeRequested,
  PhoneChanged,
  ProvisionedUser,
  SandboxFunding,
  UserBalance,
} from './wire'

/** A CaaS operation: every one answers 403 KYC_REQUIRED to a live key of a merchant without approved KYC (live_kyc.ts). */
const operation = <I extends TSchema, O extends TSchema>(op: Operation<I, O>): Operation<I, O> =>
  anyOperation({ ...op, errors: [...(op.errors ?? []), 'KYC_REQUIRED'] })

const closed = { additionalProperties: false } as const
const Phone = Type.String({ minLength: 4, maxLength: 32, description: 'International format, e.g. "+447911123456"' })
const Amount = Type.String({ pattern: '^[0-9]+(\\.[0-9]+)?$', maxLength: 40, description: 'Decimal string, at most 6 places, e.g. "12.5"' })
const Token = Type.String({ minLength: 2, maxLength: 10 })
/** The six-digit code the user received by SMS. */
const SmsCode = otpCode({ description: 'The six-digit code sent to the phone by SMS' })
/** The errors of every operation that names a user by phone number. */
const phoneErrors = ['INVALID_PHONE_NUMBER', 'USER_NOT_FOUND'] as const

export const PhoneBody = object({ phone_number: Phone }, closed)
export const LinkConfirmBody = object({ phone_number: Phone, code: SmsCode }, closed)
export const PhoneChangeBody = object({ phone_number: Phone, new_phone_number: Phone }, closed)
export const PhoneChangeConfirmBody = object({ phone_number: Phone, new_phone_number: Phone, code: SmsCode }, closed)
export const TransferBody = object(
  {
    from_phone_number: Phone,
    to_phone_number: Phone,
    amount: Amount,
    token: Type.Optional(Token),
    idempotency_key: Type.Optional(idempotencyKey({ description: 'Or the Idempotency-Key header' })),
  },
  closed,
)
export const TransferId = object({ id: Type.String({ minLength: 1, maxLength: 100 }) })
export const FundBody = object({ phone_number: Phone, amount: Amount, currency: Type.Optional(Token) }, closed)

export const provisionUser = operation({
  name: 'caas.users.provision',
  input: PhoneBody,
  output: ProvisionedUser,
  errors: ['INVALID_PHONE_NUMBER', 'NETWORK_UNAVAILABLE'],
})

export const userBalance = operation({
  name: 'caas.users.balance',
  input: PhoneBody,
  output: UserBalance,
  errors: [...phoneErrors, 'NETWORK_UNAVAILABLE'],
})

export const requestLink = operation({
  name: 'caas.users.link.request',
  input: PhoneBody,
  output: LinkRequested,
  errors: [...phoneErrors, 'LINK_REQUEST_TOO_SOON', 'TOO_MANY_ATTEMPTS', 'SMS_NOT_CONFIGURED', 'SMS_UNAVAILABLE', 'ALREADY_LINKED'],
})

export const confirmLink = operation({
  name: 'caas.users.link.confirm',
  input: LinkConfirmBody,
  output: LinkedUser,
  errors: [
    ...phoneErrors,
    'INVALID_CODE',
    'ALREADY_LINKED',
    'LINK_NOT_REQUESTED',
    'LINK_EXPIRED',
    'TOO_MANY_ATTEMPTS',
    'PHONE_CHANGE_IN_PROGRESS',
  ],
})

/** Step 1 of a phone change: a code to the new number (202). */
export const changePhone = operation({
  name: 'caas.users.phone.change',
  input: PhoneChangeBody,
  output: PhoneChangeRequested,
  errors: [
    ...phoneErrors,
    'SAME_PHONE_NUMBER',
    'PHONE_NUMBER_IN_USE',
    'WALLET_SHARED',
    'PHONE_CHANGE_TOO_SOON',
    'PHONE_CHANGE_IN_PROGRESS',
    'TOO_MANY_ATTEMPTS',
    'SMS_NOT_CONFIGURED',
    'SMS_UNAVAILABLE',
  ],
})

/** Step 2: the code the new number received moves the wallet; emits user.phone_changed. */
export const confirmPhoneChange = operation({
  name: 'caas.users.phone.change.confirm',
  input: PhoneChangeConfirmBody,
  output: PhoneChanged,
  errors: [
    ...phoneErrors,
    'SAME_PHONE_NUMBER',
    'INVALID_CODE',
    'PHONE_CHANGE_NOT_REQUESTED',
    'PHONE_CHANGE_EXPIRED',
    'TOO_MANY_ATTEMPTS',
    'WALLET_SHARED',
    'PHONE_NUMBER_IN_USE',
  ],
})

export const createTransfer = operation({
  name: 'caas.transfers.create',
  input: TransferBody,
  output: CaasTransfer,
  errors: [...phoneErrors, 'INVALID_AMOUNT', 'UNSUPPORTED_TOKEN', 'SAME_WALLET', 'PHONE_NUMBER_MOVED', 'NETWORK_UNAVAILABLE'],
})

export const getTransfer = operation({
  name: 'caas.transfers.get',
  input: TransferId,
  output: CaasTransfer,
  errors: ['TRANSFER_NOT_FOUND'],
})

// A swap: the swap API's fields (tokens as addresses or `native`, base units), on the CaaS network, from the user's smart account.
const BaseUnits = Type.String({ pattern: '^[0-9]+$', maxLength: 80, description: 'Integer, base units of the token' })
const TokenRef = Type.String({ maxLength: 100, description: 'Token contract address, or `native` (or empty) for the native coin' })
export const SwapBody = object(
  {
    phone_number: Phone,
    from_token: TokenRef,
    to_token: TokenRef,
    amount_in: Type.String({ maxLength: 80, description: 'Base units of from_token' }),
    amount_out_min: Type.Optional(BaseUnits),
    expires_at: Type.Optional(
      unixSeconds({ description: 'The quote’s expires_at (the on-chain deadline, Unix seconds); default now + 30 s' }),
    ),
    idempotency_key: Type.Optional(idempotencyKey({ description: 'Or the Idempotency-Key header' })),
  },
  closed,
)

export const createSwap = operation({
  name: 'caas.swaps.create',
  input: SwapBody,
  output: CaasSwap,
  errors: [...phoneErrors, 'SWAP_INVALID_REQUEST', 'SWAP_UNAVAILABLE'],
})

export const getSwap = operation({ name: 'caas.swaps.get', input: TransferId, output: CaasSwap, errors: ['SWAP_NOT_FOUND'] })

export const fundSandbox = operation({
  name: 'caas.sandbox.fund',
  input: FundBody,
  output: SandboxFunding,
  errors: [...phoneErrors, 'SANDBOX_ONLY', 'UNSUPPORTED_TOKEN', 'INVALID_AMOUNT'],
})
