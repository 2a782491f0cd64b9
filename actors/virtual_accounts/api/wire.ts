/**
 * The wire shapes of virtual accounts (spec "Virtual account": id, account_number, sort_code, bank_name, currency,
 * status, customer_reference, created_at), with what a bank account also needs: the IBAN and BIC (every EUR
 * account has them; a GBP account's IBAN is its sort code and number in IBAN form), and the customer's name.
 * `account_number` is the UK account number of a GBP account and the IBAN of a EUR one (the number a payer
 * types); `sort_code` is null for EUR. Status beyond the spec's `active`: pending (the partner has not confirmed
 * it yet), frozen, closed (docs/virtual_accounts.md).
 */
import { Type } from '@sinclair/typebox'
import { named } from '../../../platform/schema_name'

/** The spec's own fields (account_number, sort_code, bank_name): always present, null when empty. */
const Nullable = (description: string) => Type.Union([Type.String(), Type.Null()], { description })
/** Fields of ours: left out when they do not apply. */
const Maybe = (description: string) => Type.Optional(Type.String({ description }))

const VaCurrency = Type.Union([Type.Literal('GBP'), Type.Literal('EUR')])

export const VirtualAccount = named('VirtualAccount').Object({
  id: Type.String(),
  account_number: Nullable('GBP: the 8-digit account number; EUR: the IBAN; null while pending'),
  sort_code: Nullable('GBP: the 6-digit sort code; null for EUR and while pending'),
  iban: Maybe('The IBAN (GBP accounts have one too); absent while pending'),
  bic: Maybe('The BIC of the account’s bank; absent while pending'),
  bank_name: Nullable('null while pending'),
  currency: VaCurrency,
  status: Type.Union([Type.Literal('pending'), Type.Literal('active'), Type.Literal('frozen'), Type.Literal('closed')], {
    description: 'active receives payments; pending: not yet confirmed by the bank; frozen: held by an operator; closed: final',
  }),
  status_reason: Maybe('Why it is frozen or closed'),
  customer_reference: Type.String(),
  customer_name: Type.String(),
  is_test_mode: Type.Boolean({ description: 'True outside production: the banking partner is the sandbox' }),
  created_at: Type.String({ format: 'date-time' }),
})

export const VirtualAccountList = named('VirtualAccountList').Object({
  accounts: Type.Array(VirtualAccount),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
})

export const BankPaymentView = named('BankPayment').Object({
  payment_id: Type.String(),
  status: Type.String({
    description: 'received, credited, suspended, assigning, assigned, returning, returned, reversed, reversal_refused',
  }),
  currency: VaCurrency,
  amount: Type.String({ pattern: '^[0-9]+$', description: 'Minor units' }),
  amount_decimal: Type.String(),
  payer_name: Type.String(),
  payer_identifier: Type.String(),
  reference: Type.String(),
  scheme: Type.String(),
  partner_account_id: Type.String(),
  virtual_account_id: Maybe('The account it is credited to; absent in suspense'),
  suspense_reason: Maybe('unknown_account, account_opening, account_frozen, account_closed'),
  reversal_reason: Maybe('The return reason of a reversal by the payer’s bank'),
  refusal: Maybe('Why a reversal could not be debited (the balance no longer holds the money)'),
  notices: Type.Integer({ description: 'How many notifications of it arrived (resends included)' }),
  is_test_mode: Type.Boolean(),
  received_at: Type.String({ format: 'date-time' }),
})

export const BankPaymentList = named('BankPaymentList').Object({ payments: Type.Array(BankPaymentView), total: Type.Integer() })

export const Received = named('PartnerNotificationReceipt').Object({ received: Type.Boolean(), payment_id: Type.String() })

export const SandboxCredit = named('SandboxBankCredit').Object({
  partner_payment_id: Type.String({ description: 'The banking partner’s id of the simulated transfer; its notification follows' }),
})
