/**
 * The wire shapes of merchant balance answers: the operations' output
 * schemas. Amounts are integer strings in the currency's balance base units
 * (6 decimals for USDT and USDC, 2 for GBP and EUR: currencies.ts, and each
 * answer says which in `decimals`) with the decimal beside them (`<name>_decimal`), as WaaS
 * answers carry them; a field that does not apply is left out.
 */
import { Type } from '@sinclair/typebox'
import { object } from '../../../platform/schema_object'
import { named } from '../../../platform/schema_name'

const Text = Type.String()
const Time = Type.String({ format: 'date-time' })
const Units = Type.String({
  pattern: '^[0-9]+$',
  description: 'Integer in the currency’s balance base units (USDT, USDC: 6 decimals; GBP, EUR, USD, NGN: 2)',
})
const Decimal = Type.String({ pattern: '^[0-9]+(\\.[0-9]+)?$' })
const Currency = Type.Union([
  Type.Literal('USDT'),
  Type.Literal('USDC'),
  Type.Literal('GBP'),
  Type.Literal('EUR'),
  Type.Literal('USD'),
  Type.Literal('NGN'),
])
const TopUpCurrency = Type.Union([Type.Literal('USDT'), Type.Literal('USDC')])

const CurrencyBalance = named('CurrencyBalance').Object({
  currency: Currency,
  decimals: Type.Integer({ description: 'Base-unit decimals of every amount here (USDT, USDC: 6; GBP, EUR, USD, NGN: 2)' }),
  available: Units,
  available_decimal: Decimal,
  pending: Type.String({ pattern: '^[0-9]+$', description: 'Incoming: top-ups detected on chain, not yet confirmed' }),
  pending_decimal: Decimal,
  held: Type.String({ pattern: '^[0-9]+$', description: 'Outgoing: reserved by orders in progress, not yet debited' }),
  held_decimal: Decimal,
})

export const Balances = named('Balance').Object({ is_test_mode: Type.Boolean(), balances: Type.Array(CurrencyBalance) })

const Entry = named('BalanceEntry').Object({
  id: Type.String({ description: 'The ledger transfer id' }),
  currency: Currency,
  direction: Type.Union([Type.Literal('credit'), Type.Literal('debit')]),
  amount: Units,
  amount_decimal: Decimal,
  status: Type.Union([Type.Literal('pending'), Type.Literal('posted'), Type.Literal('voided')], {
    description: 'pending: reserved, not yet final; posted: final; voided: a pending entry cancelled (nothing moved)',
  }),
  type: Type.String({
    description:
      'Why the money moved: top_up, top_up_reversal, vas_order (a VAS order’s hold), virtual_account_credit, virtual_account_reversal (a bank transfer to a virtual account, and its return)',
  }),
  network: Type.Optional(Text),
  tx_hash: Type.Optional(Text),
  deposit_id: Type.Optional(Text),
  created_at: Time,
})

export const Entries = named('BalanceEntryList').Object({
  is_test_mode: Type.Boolean(),
  entries: Type.Array(Entry),
  page: Type.Integer(),
  limit: Type.Integer(),
  total: Type.Integer(),
})

export const TopUpAddresses = named('BalanceTopUpAddresses').Object({
  is_test_mode: Type.Boolean(),
  addresses: Type.Array(
    object({
      network: Text,
      address: Text,
      currencies: Type.Array(TopUpCurrency, { description: 'Tokens credited to the balance when sent here' }),
      derivation_path: Text,
      created_at: Time,
    }),
  ),
})
