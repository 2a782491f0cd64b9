/**
 * Virtual account operations. Dashboard (JWT, approved KYC, `virtual_account:manage`): create, list, get, close,
 * and the sandbox credit (outside production). The banking partner's notification (public, authenticated by the
 * partner's signature). Operators (admin token): the suspense list, assign, return, freeze, unfreeze.
 */
import { STEP_UP, otpCode } from '../../accounts'
import { Type } from '@sinclair/typebox'
import { object } from '../../../platform/schema_object'
import { operation } from '../../../platform/operation'
import * as wire from './wire'

const Text = (max: number) => Type.String({ minLength: 1, maxLength: max })

export const CreateBody = object({
  currency: Type.String({ minLength: 3, maxLength: 3, description: 'GBP or EUR' }),
  customer_reference: Type.String({
    minLength: 1,
    maxLength: 64,
    pattern: '^[A-Za-z0-9._:-]+$',
    description: 'Yours: one account per reference and currency (the same again answers the existing account)',
  }),
  customer_name: Text(140),
})

export const ListQuery = object({
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
})

export const AccountPath = object({ id: Type.String({ minLength: 1, maxLength: 64, pattern: '^va_[0-9a-f]{24}$' }) })
export const CloseBody = object({
  reason: Type.Optional(Text(200)),
  otp_code: otpCode('Required when you have 2FA or the team requires it (401 OTP_REQUIRED): closing sends later payments back'),
})
export const FreezeBody = object({ reason: Text(200) })
export const PaymentPath = object({ payment_id: Type.String({ minLength: 1, maxLength: 140 }) })
export const AssignBody = object({ virtual_account_id: Type.String({ minLength: 1, maxLength: 64, pattern: '^va_[0-9a-f]{24}$' }) })
export const ReturnBody = object({ reason: Text(200) })
export const SuspenseQuery = object({ limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }) })

export const SandboxCreditBody = object({
  amount: Type.String({
    maxLength: 15,
    pattern: '^[0-9]{1,12}(\\.[0-9]{1,2})?$',
    description: 'In the account’s currency, at most 2 decimals',
  }),
  payer_name: Type.Optional(Text(140)),
  reference: Type.Optional(Text(140)),
  scheme: Type.Optional(Type.Union([Type.Literal('PI_FAST'), Type.Literal('PI_BACS'), Type.Literal('PI_SEPA_INST')])),
})

/** The partner's notification as the route hands it over: the exact bytes (the signature covers them) and the headers. */
const Notification = object({
  body: Type.String({ maxLength: 65_536 }),
  headers: Type.Record(Type.String(), Type.String()),
})

export const createAccount = operation({
  name: 'va.create',
  input: CreateBody,
  output: wire.VirtualAccount,
  errors: ['INVALID_CURRENCY', 'KYC_REQUIRED', 'PARTNER_UNAVAILABLE', 'PARTNER_REFUSED'],
})
export const listAccounts = operation({ name: 'va.list', input: ListQuery, output: wire.VirtualAccountList })
export const getAccount = operation({
  name: 'va.get',
  input: AccountPath,
  output: wire.VirtualAccount,
  errors: ['VIRTUAL_ACCOUNT_NOT_FOUND'],
})
export const closeAccount = operation({
  name: 'va.close',
  input: object({ ...AccountPath.properties, ...CloseBody.properties }),
  output: wire.VirtualAccount,
  errors: ['VIRTUAL_ACCOUNT_NOT_FOUND', 'VIRTUAL_ACCOUNT_OPENING', 'PARTNER_UNAVAILABLE', 'PARTNER_REFUSED', ...STEP_UP],
})
export const sandboxCredit = operation({
  name: 'va.sandboxCredit',
  input: object({ ...AccountPath.properties, ...SandboxCreditBody.properties }),
  output: wire.SandboxCredit,
  errors: ['VIRTUAL_ACCOUNT_NOT_FOUND', 'VIRTUAL_ACCOUNT_OPENING', 'PARTNER_UNAVAILABLE', 'PARTNER_REFUSED'],
})
export const partnerNotification = operation({
  name: 'va.partnerNotification',
  input: Notification,
  output: wire.Received,
  errors: ['INVALID_SIGNATURE', 'INVALID_NOTIFICATION'],
})
export const suspenseList = operation({ name: 'va.suspense', input: SuspenseQuery, output: wire.BankPaymentList })
export const assignPayment = operation({
  name: 'va.assign',
  input: object({ ...PaymentPath.properties, ...AssignBody.properties }),
  output: wire.BankPaymentView,
  errors: ['PAYMENT_NOT_FOUND', 'PAYMENT_NOT_IN_SUSPENSE', 'VIRTUAL_ACCOUNT_NOT_FOUND'],
})
export const returnPayment = operation({
  name: 'va.return',
  input: object({ ...PaymentPath.properties, ...ReturnBody.properties }),
  output: wire.BankPaymentView,
  errors: ['PAYMENT_NOT_FOUND', 'PAYMENT_NOT_IN_SUSPENSE'],
})
export const freezeAccount = operation({
  name: 'va.freeze',
  input: object({ ...AccountPath.properties, ...FreezeBody.properties }),
  output: wire.VirtualAccount,
  errors: ['VIRTUAL_ACCOUNT_NOT_FOUND', 'VIRTUAL_ACCOUNT_OPENING', 'VIRTUAL_ACCOUNT_CLOSED'],
})
export const unfreezeAccount = operation({
  name: 'va.unfreeze',
  input: AccountPath,
  output: wire.VirtualAccount,
  errors: ['VIRTUAL_ACCOUNT_NOT_FOUND', 'VIRTUAL_ACCOUNT_OPENING', 'VIRTUAL_ACCOUNT_CLOSED'],
})
