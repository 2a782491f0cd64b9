/**
 * CaaS's operations (CaaS keys, svc_sk_): each names its payments method and
 * the schemas of what it takes and answers. The routes (gateway/caas/routes.ts)
 * and the methods (methods_users, methods_transfers, methods_sandbox) are both
 * built from these.
 */
import { Type } from '@sinclair/typebox'
import { operation } from '../../platform/operation'
import { CaasTransfer, LinkRequested, LinkedUser, PhoneChanged, ProvisionedUser, SandboxFunding, UserBalance } from './wire'

const closed = { additionalProperties: false } as const
const Phone = Type.String({ minLength: 4, maxLength: 32, description: 'International format, e.g. "+447911123456"' })
const Amount = Type.String({ pattern: '^[0-9]+(\\.[0-9]+)?$', maxLength: 40, description: 'Decimal string, at most 6 places, e.g. "12.5"' })
const Token = Type.String({ minLength: 2, maxLength: 10 })
/** The errors of every operation that names a user by phone number. */
const phoneErrors = ['invalid_phone_number', 'user_not_found'] as const

export const PhoneBody = Type.Object({ phone_number: Phone }, closed)
export const LinkConfirmBody = Type.Object({ phone_number: Phone, code: Type.String({ pattern: '^[0-9]{6}$' }) }, closed)
export const PhoneChangeBody = Type.Object({ phone_number: Phone, new_phone_number: Phone }, closed)
export const TransferBody = Type.Object(
  {
    from_phone_number: Phone,
    to_phone_number: Phone,
    amount: Amount,
    token: Type.Optional(Token),
    idempotency_key: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  },
  closed,
)
export const TransferId = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) })
export const FundBody = Type.Object({ phone_number: Phone, amount: Amount, currency: Type.Optional(Token) }, closed)

export const provisionUser = operation({
  name: 'caas.users.provision',
  input: PhoneBody,
  output: ProvisionedUser,
  errors: ['invalid_phone_number', 'network_unavailable'],
})

export const userBalance = operation({ name: 'caas.users.balance', input: PhoneBody, output: UserBalance, errors: phoneErrors })

export const requestLink = operation({
  name: 'caas.users.link.request',
  input: PhoneBody,
  output: LinkRequested,
  errors: [...phoneErrors, 'link_not_required', 'link_request_too_soon', 'SMS_NOT_CONFIGURED', 'SMS_UNAVAILABLE'],
})

export const confirmLink = operation({
  name: 'caas.users.link.confirm',
  input: LinkConfirmBody,
  output: LinkedUser,
  errors: [...phoneErrors, 'invalid_code', 'already_linked', 'link_not_requested', 'link_expired', 'too_many_attempts'],
})

export const changePhone = operation({
  name: 'caas.users.phone.change',
  input: PhoneChangeBody,
  output: PhoneChanged,
  errors: [...phoneErrors, 'same_phone_number', 'phone_number_in_use'],
})

export const createTransfer = operation({
  name: 'caas.transfers.create',
  input: TransferBody,
  output: CaasTransfer,
  errors: [...phoneErrors, 'invalid_amount', 'unsupported_token', 'same_wallet', 'idempotency_conflict', 'network_unavailable'],
})

export const getTransfer = operation({
  name: 'caas.transfers.get',
  input: TransferId,
  output: CaasTransfer,
  errors: ['transfer_not_found'],
})

export const fundSandbox = operation({
  name: 'caas.sandbox.fund',
  input: FundBody,
  output: SandboxFunding,
  errors: [...phoneErrors, 'SANDBOX_ONLY', 'unsupported_token', 'invalid_amount'],
})
