/**
 * The wire shapes of the OTC desk (spec "OTC": the quote's rate, from, to, amount, converted, expires_at; the
 * order's id, status, rate, from_amount, to_amount, payment_details {bank_name, account_number, sort_code},
 * expires_at, always present), with ours (docs/otc.md): the order's currencies, reference and quote history, the
 * AML form. Amounts are decimal strings with two places; rates decimal strings.
 */
import { Type } from '@sinclair/typebox'
import { named } from '../../../platform/schema_name'

const Amount = (description: string) => Type.String({ pattern: '^[0-9]+\\.[0-9]{2}$', description })
const Rate = Type.String({ pattern: '^[0-9]+(\\.[0-9]+)?$', description: '`to` units per `from` unit' })
const Time = Type.String({ format: 'date-time' })
/** The spec's own fields: always present, null when empty. */
const Nullable = (description: string) => Type.Union([Type.String(), Type.Null()], { description })
/** Fields of ours: left out when they do not apply. */
const Maybe = (description: string) => Type.Optional(Type.String({ description }))
const MaybeTime = (description: string) => Type.Optional(Type.String({ format: 'date-time', description }))

const OtcAccount = named('OtcAccount').Object({
  id: Type.String({ description: 'account_id of an order paid in this currency' }),
  currency: Type.String(),
  bank_name: Type.String(),
  account_name: Type.String(),
  account_number: Maybe('GBP: the 8-digit account number; EUR: the IBAN'),
  sort_code: Maybe('GBP only'),
  iban: Maybe('The IBAN'),
  bic: Maybe('The BIC'),
})
export const OtcAccountList = named('OtcAccountList').Object({ accounts: Type.Array(OtcAccount) })

export const OtcQuote = named('OtcQuote').Object({
  rate: Rate,
  from: Type.String(),
  to: Type.String(),
  amount: Amount('What you pay, in `from`'),
  converted: Amount('What your balance is credited, in `to`: amount × rate, rounded down'),
  expires_at: Time,
})

const QuoteEntry = named('OtcOrderQuote').Object({
  rate: Rate,
  to_amount: Amount('amount × rate, rounded down'),
  quoted_at: Time,
  expires_at: Time,
})

export const OtcOrder = named('OtcOrder').Object({
  id: Type.String(),
  status: Type.Union(
    ['pending_payment', 'payment_marked', 'payment_received', 'settled', 'expired', 'review'].map((s) => Type.Literal(s)),
    { description: 'docs/otc.md, "Order lifecycle"' },
  ),
  rate: Rate,
  from: Type.String(),
  to: Type.String(),
  from_amount: Amount('What you pay, by bank transfer, with the reference'),
  to_amount: Amount('What your balance is credited once the payment arrives'),
  payment_details: named('OtcPaymentDetails').Object({
    bank_name: Type.String(),
    account_number: Nullable('GBP: the account number; EUR: the IBAN'),
    sort_code: Nullable('GBP only'),
    account_name: Type.String(),
    iban: Maybe('The IBAN'),
    bic: Maybe('The BIC'),
    reference: Type.String({ maxLength: 18, description: 'Put it in the payment’s reference: it matches the payment to the order' }),
  }),
  expires_at: Time,
  created_at: Time,
  marked_paid_at: MaybeTime('When you marked it paid'),
  settled_at: MaybeTime('When your balance was credited'),
  review_reason: Type.Optional(Type.String({ description: 'Why a payment went to review (under or over the amount, after expiry)' })),
  received_amount: Type.Optional(Amount('What arrived, when a payment did')),
  quotes: Type.Array(QuoteEntry, { description: 'Every quote the order had, oldest first (a refresh adds one)' }),
})

export const OtcHistory = named('OtcHistory').Object({
  orders: Type.Array(OtcOrder),
  total: Type.Integer(),
  limit: Type.Integer(),
  offset: Type.Integer(),
})

const Owner = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 140 }),
  ownership_percent: Type.String({ pattern: '^[0-9]{1,3}(\\.[0-9]{1,2})?$', maxLength: 6 }),
  country: Type.String({ pattern: '^[A-Z]{2}$', maxLength: 2 }),
})

/** The AML form's fields: every one optional in a draft, every one required to submit. */
export const FormFields = {
  legal_name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  registration_number: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  country: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$', maxLength: 2, description: 'Of incorporation, ISO 3166-1 alpha-2' })),
  business_activity: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
  source_of_funds: Type.Optional(Type.String({ minLength: 1, maxLength: 500, description: 'Where the money you trade comes from' })),
  expected_monthly_volume: Type.Optional(Type.String({ pattern: '^[0-9]{1,12}(\\.[0-9]{1,2})?$', maxLength: 15, description: 'In GBP' })),
  currencies: Type.Optional(Type.Array(Type.String({ pattern: '^[A-Z]{3}$', maxLength: 3 }), { maxItems: 10 })),
  purpose: Type.Optional(Type.String({ minLength: 1, maxLength: 500, description: 'What the conversions are for' })),
  politically_exposed: Type.Optional(Type.Boolean({ description: 'A director, owner or their family holds a prominent public function' })),
  beneficial_owners: Type.Optional(Type.Array(Owner, { maxItems: 20, description: 'Everyone owning 25% or more' })),
  sanctions_declaration: Type.Optional(
    Type.Boolean({ description: 'True: you are not sanctioned and will not trade for anyone who is (required to submit)' }),
  ),
}

export const OtcFormView = named('OtcAmlForm').Object({
  status: Type.Union(['not_started', 'draft', 'submitted', 'approved', 'rejected'].map((s) => Type.Literal(s))),
  otc_access: Type.Boolean({ description: 'Whether an operator approved the business for OTC (trading needs both)' }),
  rejection_reason: Maybe('The operator’s reason, when rejected'),
  submitted_at: MaybeTime('When it was last submitted'),
  reviewed_at: MaybeTime('When an operator last reviewed it'),
  form: Type.Object(FormFields),
})

export const OtcFormQueue = named('OtcAmlFormQueue').Object({
  forms: Type.Array(Type.Object({ business_id: Type.String(), status: Type.String(), submitted_at: MaybeTime('When it was submitted') })),
})
export const OtcReviewList = named('OtcReviewList').Object({ orders: Type.Array(OtcOrder) })
export const SandboxPaid = named('OtcSandboxPayment').Object({ partner_payment_id: Type.String() })
