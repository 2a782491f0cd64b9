/**
 * Remittance operations (spec "Remittance"; docs/remittance.md): quote, signed transfer, transfer by id and list,
 * rates (API key, approved KYC); the dashboard's create (JWT, a second factor when 2FA is on); the transfer
 * signing keys (settings); the partner's state-change webhook (public, the partner's RSA signature).
 */
import { Type } from '@sinclair/typebox'
import { STEP_UP, otpCode } from '../../accounts'
import * as input from '../../../platform/input_fields'
import { operation } from '../../../platform/operation'
import { object } from '../../../platform/schema_object'
import * as wire from './wire'

const Text = (max: number, description?: string) => Type.String({ minLength: 1, maxLength: max, ...(description ? { description } : {}) })
const Amount = Type.String({
  pattern: '^[0-9]{1,12}(\\.[0-9]{1,2})?$',
  maxLength: 15,
  description: 'Decimal string in the source currency, at most 2 decimals',
})
const BusinessId = Type.String({ minLength: 1, maxLength: 64, description: 'Your business id: another business’s is refused 403' })

export const QuoteBody = object({
  business_id: BusinessId,
  source_currency: input.currencyCode({ description: 'NGN or USD: a currency your balance holds' }),
  source_amount: Amount,
  dest_currency: input.currencyCode({ description: 'CNY, USD or GBP (the pairs of GET /rates)' }),
})

export const TransferBody = object({
  ...QuoteBody.properties,
  recipient_name: Text(140),
  recipient_account: Text(34, 'The recipient’s account number or IBAN'),
  recipient_bank: Text(140),
  recipient_email: Type.String({ format: 'email', maxLength: 254 }),
  recipient_country: input.countryCode({ description: 'ISO 3166-1 alpha-2' }),
  reference: Text(35, 'Shown to the recipient (35 characters: the longest most schemes carry)'),
  purpose: Text(64, 'Why the money is sent, e.g. "family_support", "invoice_payment"'),
  quote_id: Type.Optional(
    Type.String({
      pattern: '^rq_[0-9a-f]{24}$',
      maxLength: 27,
      description: 'Use this quote’s rate (once, before it expires); without it the transfer is quoted now',
    }),
  ),
})

/** What the signed route hands the method: the body, the header, and what the signature covers. */
const SignedTransfer = object({
  ...TransferBody.properties,
  idempotency_key: Type.Optional(input.idempotencyKey()),
  signature: Type.Optional(Type.String({ maxLength: 1024 })),
  signed_method: Type.String({ maxLength: 10 }),
  signed_path: Type.String({ maxLength: 2048 }),
  signed_body: Type.String({ maxLength: 1_048_576 }),
})

export const DashboardCreateBody = object({
  ...TransferBody.properties,
  otp_code: otpCode('Required when you have 2FA enabled (401 OTP_REQUIRED; a wrong code 401 INVALID_OTP)'),
})

export const TransferPath = object({ id: Type.String({ minLength: 1, maxLength: 40, pattern: '^rmt_[0-9a-f]{24}$' }) })
export const ListQuery = object({
  business_id: Type.Optional(BusinessId),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
  offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
})

export const IssueKeyBody = object({
  otp_code: otpCode('Required when you have 2FA or the team requires it: the key signs transfers of your money'),
})
export const KeyPath = object({ id: Type.String({ pattern: '^tsk_(test|live)_[0-9a-f]{24}$', maxLength: 33 }) })

const Notification = object({ body: Type.String({ maxLength: 65_536 }), headers: Type.Record(Type.String(), Type.String()) })

const MONEY_ERRORS = [
  'KYC_REQUIRED',
  'BUSINESS_MISMATCH',
  'UNSUPPORTED_CORRIDOR',
  'INVALID_AMOUNT',
  'PARTNER_UNAVAILABLE',
  'PARTNER_REFUSED',
] as const
const TRANSFER_ERRORS = [
  ...MONEY_ERRORS,
  'QUOTE_NOT_FOUND',
  'QUOTE_EXPIRED',
  'QUOTE_USED',
  'QUOTE_MISMATCH',
  'BALANCE_TOO_LOW',
  'IDEMPOTENCY_KEY_REUSED',
] as const

export const quote = operation({ name: 'remittance.quote', input: QuoteBody, output: wire.RemittanceQuote, errors: [...MONEY_ERRORS] })
export const transfer = operation({
  name: 'remittance.transfer',
  input: SignedTransfer,
  output: wire.RemittanceTransfer,
  errors: [
    ...TRANSFER_ERRORS,
    'SIGNATURE_MALFORMED',
    'SIGNATURE_KEY_UNKNOWN',
    'SIGNATURE_EXPIRED',
    'SIGNATURE_MISMATCH',
    'SIGNATURE_REPLAYED',
  ],
})
export const dashboardCreate = operation({
  name: 'remittance.dashboardCreate',
  input: object({ ...DashboardCreateBody.properties, idempotency_key: Type.Optional(input.idempotencyKey()) }),
  output: wire.RemittanceTransfer,
  errors: [...TRANSFER_ERRORS, ...STEP_UP],
})
export const getTransfer = operation({
  name: 'remittance.get',
  input: TransferPath,
  output: wire.RemittanceTransfer,
  errors: ['KYC_REQUIRED', 'REMITTANCE_NOT_FOUND'],
})
export const listTransfers = operation({
  name: 'remittance.list',
  input: ListQuery,
  output: wire.RemittanceTransferList,
  errors: ['KYC_REQUIRED', 'BUSINESS_MISMATCH'],
})
export const rates = operation({
  name: 'remittance.rates',
  input: object({}),
  output: wire.RemittanceRates,
  errors: ['KYC_REQUIRED', 'PARTNER_UNAVAILABLE', 'PARTNER_REFUSED'],
})
export const issueKey = operation({
  name: 'remittance.issueKey',
  input: IssueKeyBody,
  output: wire.IssuedSigningKey,
  errors: ['SIGNING_KEY_LIMIT', ...STEP_UP],
})
export const listKeys = operation({ name: 'remittance.listKeys', input: object({}), output: wire.SigningKeyList })
export const revokeKey = operation({
  name: 'remittance.revokeKey',
  input: KeyPath,
  output: wire.SigningKey,
  errors: ['SIGNING_KEY_NOT_FOUND'],
})
export const partnerWebhook = operation({
  name: 'remittance.partnerWebhook',
  input: Notification,
  output: wire.Received,
  errors: ['INVALID_SIGNATURE'],
})
