/** The wire shapes of the treasury's answers. Amounts are integer strings in the chain's base units of their currency. */
import { Type } from '@sinclair/typebox'
import { object } from '../../../platform/schema_object'
import { named } from '../../../platform/schema_name'

const Units = Type.String({ pattern: '^-?[0-9]+$', description: "Integer in the currency's base units on its network" })
const Time = Type.String({ format: 'date-time' })
const Env = Type.Union([Type.Literal('test'), Type.Literal('live')])

export const TreasuryAddresses = named('TreasuryAddresses').Object({
  is_test_mode: Type.Boolean(),
  addresses: Type.Array(
    object({
      network: Type.String(),
      address: Type.String({ description: 'Index 0 of the business wallet: sweeps arrive here, gas top-ups leave from here' }),
      native_currency: Type.String(),
    }),
  ),
})

const MoveView = object({
  id: Type.String({ description: 'Also the chain send id and the ledger transfer id' }),
  purpose: Type.Union([Type.Literal('sweep'), Type.Literal('gas'), Type.Literal('refund')]),
  business_id: Type.String(),
  is_test_mode: Type.Boolean(),
  network: Type.String(),
  currency: Type.String(),
  from_class: Type.String(),
  from_address: Type.String(),
  to_class: Type.String(),
  to_address: Type.String(),
  amount: Units,
  status: Type.Union([Type.Literal('recorded'), Type.Literal('submitted'), Type.Literal('confirmed'), Type.Literal('failed')]),
  tx_hash: Type.Optional(Type.String()),
  network_fee: Type.Optional(Units),
  failure_reason: Type.Optional(Type.String()),
  booked: Type.Boolean({ description: 'Its ledger transfers are in' }),
  serves: Type.String({ description: 'The session, balance or move it is for' }),
  created_at: Time,
})

export const Moves = object({ moves: Type.Array(MoveView) })

const ReconciliationRow = object({
  account_id: Type.String(),
  address_class: Type.Union([Type.Literal('session'), Type.Literal('treasury'), Type.Literal('topup')]),
  network: Type.String(),
  currency: Type.String(),
  addresses: Type.Integer({ description: 'Addresses of this class on this network, summed on the chain side' }),
  ledger_balance: Units,
  chain_balance: Type.Optional(Units),
  difference: Type.Optional(Type.String({ pattern: '^-?[0-9]+$', description: 'chain minus ledger' })),
  status: Type.Union([Type.Literal('ok'), Type.Literal('difference'), Type.Literal('unreadable')]),
  error: Type.Optional(Type.String()),
})

export const Reconciliation = object({
  environment: Env,
  checked_at: Time,
  differences: Type.Integer({ description: 'Rows whose chain and ledger disagree or whose chain could not be read' }),
  accounts: Type.Array(ReconciliationRow),
})
