/**
 * The wire shapes of remittance (spec "Remittance"): the quote and the transfer with every field the spec lists,
 * always present (null when empty), plus ours (docs/remittance.md): the quote's id and expiry, what the transfer
 * holds and where the partner stands. Amounts are decimal strings with two places; `exchange_rate` is a number on
 * the quote and a string on the transfer, as the spec has them.
 */
import { Type } from '@sinclair/typebox'
import { named } from '../../../platform/schema_name'
import { RemittanceTransfer } from '../../../platform/wire/remittance_transfer'

export { RemittanceTransfer }

const Amount = (description: string) => Type.String({ pattern: '^[0-9]+\\.[0-9]{2}$', description })
const Percent = Type.String({ pattern: '^[0-9]+\\.[0-9]{2}$', description: 'The platform fee, percent of source_amount' })
const Time = Type.String({ format: 'date-time' })

export const RemittanceQuote = named('RemittanceQuote').Object({
  quote_id: Type.String({ description: 'Send it as quote_id with the transfer to use this rate (once, before expires_at)' }),
  source_currency: Type.String(),
  source_amount: Amount('What the recipient’s side is bought with, in the source currency'),
  dest_currency: Type.String(),
  dest_amount: Amount('What the recipient receives, in the destination currency'),
  exchange_rate: Type.Number({ description: 'Destination units per source unit (the exact text: the transfer’s exchange_rate)' }),
  fee_amount: Amount('The platform fee before the discount: source_amount × fee_percent / 100, rounded up'),
  fee_percent: Percent,
  rpay_discount_applied: Type.Boolean({ description: 'True on the business and enterprise plans' }),
  rpay_discount_amount: Amount('Taken off the fee: fee_amount × 25 / 100, rounded down; 0.00 when not applied'),
  total_cost: Amount('What the transfer holds on your balance: source_amount + fee_amount − rpay_discount_amount'),
  estimated_time: Type.String({ description: 'The partner’s delivery estimate, as words ("within 2 hours")' }),
  expires_at: Time,
})

export const RemittanceTransferList = named('RemittanceTransferList').Object({
  transfers: Type.Array(RemittanceTransfer),
  total: Type.Integer(),
  limit: Type.Integer(),
  offset: Type.Integer(),
})

const RemittanceRate = named('RemittanceRate').Object({
  pair: Type.String({ description: 'NGNCNY, NGNUSD, NGNGBP, USDCNY' }),
  source_currency: Type.String(),
  dest_currency: Type.String(),
  rate: Type.String({ description: 'Destination units per source unit, the partner’s mid-market rate (quote for the rate you get)' }),
  time: Time,
})

export const RemittanceRates = named('RemittanceRates').Object({ rates: Type.Array(RemittanceRate) })

export const SigningKey = named('TransferSigningKey').Object({
  id: Type.String({ description: 'The k= of X-Transfer-Signature' }),
  status: Type.Union([Type.Literal('active'), Type.Literal('revoked')]),
  is_test_mode: Type.Boolean(),
  created_at: Time,
  revoked_at: Type.Optional(Type.String({ format: 'date-time', description: 'Absent while active' })),
  last_used_at: Type.Optional(Type.String({ format: 'date-time', description: 'When a request it signed last passed; absent before' })),
})

export const IssuedSigningKey = named('IssuedTransferSigningKey').Object({
  ...SigningKey.properties,
  secret: Type.String({ description: 'Shown once: the HMAC-SHA256 secret (tss_...). Store it; the platform never shows it again' }),
})

export const SigningKeyList = named('TransferSigningKeyList').Object({ keys: Type.Array(SigningKey) })

export const Received = named('RemittancePartnerNotificationReceived').Object({ received: Type.Boolean() })
