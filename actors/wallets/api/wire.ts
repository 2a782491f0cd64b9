/**
 * The wire shapes of WaaS answers, as views.ts and the methods build them:
 * the operations' output schemas. Amounts are integer strings in base units
 * with the decimal beside them (`<name>_decimal`); a field that does not apply
 * is left out.
 */
import { Type } from '@sinclair/typebox'
import { object } from '../../../platform/schema_object'
import { named } from '../../../platform/schema_name'

const Text = Type.String()
const Time = Type.String({ format: 'date-time' })
const Units = Type.String({ pattern: '^-?[0-9]+$', description: 'Integer in base units' })
const Decimal = Type.String({ pattern: '^-?[0-9]+(\\.[0-9]+)?$' })
const page = { page: Type.Integer(), limit: Type.Integer(), total: Type.Integer() }

const Wallet = named('Wallet').Object({ customer_id: Text, wallet_id: Type.Integer(), created_at: Time })
export const CreatedWallet = named('WalletCreated').Composite([
  Wallet,
  object({ mnemonic: Type.Array(Text, { description: 'Shown once' }) }),
])
export const WalletList = named('WalletList').Object({ customers: Type.Array(Wallet), ...page })
export const Seed = named('WalletSeed').Object({ customer_id: Text, mnemonic: Type.Array(Text), word_count: Type.Integer() })
export const ExportedKey = named('WalletPrivateKey').Object({
  address: Text,
  private_key: Text,
  network: Text,
  index: Type.Integer(),
  derivation_path: Text,
})

export const DerivedAddress = named('DerivedAddress').Object({
  customer_id: Text,
  network: Text,
  address: Text,
  index: Type.Integer(),
  derivation_path: Text,
  is_testnet: Type.Boolean(),
  monitored: Type.Boolean(),
})

const Balance = object({ currency: Text, amount: Units, amount_decimal: Decimal })
/** Public ids of addresses and transactions are integers scoped to their wallet (state.ts scopedId). */
const ScopedId = Type.Integer()
const addressFields = {
  id: ScopedId,
  address: Text,
  network: Text,
  address_index: Type.Integer(),
  derivation_path: Text,
  is_testnet: Type.Boolean(),
  monitored: Type.Boolean(),
  total_received: Units,
  total_received_decimal: Decimal,
  balances: Type.Array(Balance),
}
export const CustomerAddresses = named('WalletAddressList').Object({
  customer_id: Text,
  addresses: Type.Array(
    named('WalletAddress').Object({
      ...addressFields,
      balances_source: Type.Optional(Type.String({ description: 'chain or ledger (refresh=true)' })),
    }),
  ),
  total: Type.Integer(),
})
export const AddressSearch = named('WalletAddressSearch').Object({
  addresses: Type.Array(object({ customer_id: Text, wallet_id: Type.Integer(), ...addressFields })),
  ...page,
})

const amounts = { amount: Units, amount_decimal: Decimal, gas_fee: Units, gas_fee_decimal: Decimal, gas_currency: Text }
const feeAmount = { amount: Type.Optional(Units), amount_decimal: Type.Optional(Decimal) }

/** The answer to a transfer: status submitted; the merchant's fee, when one applies, is due. */
export const SubmittedTransfer = named('WalletTransfer').Object({
  id: ScopedId,
  tx_hash: Text,
  network: Text,
  currency: Text,
  ...amounts,
  from_address: Text,
  to_address: Text,
  status: Text,
  platform_fee: Type.Optional(object({ ...feeAmount, fee_percent: Text, fee_address: Text, status: Text })),
})

const Transaction = named('WalletTransaction').Object({
  id: ScopedId,
  tx_hash: Text,
  network: Text,
  currency: Text,
  type: Type.Union([Type.Literal('send'), Type.Literal('receive')]),
  from_address: Text,
  to_address: Text,
  ...amounts,
  status: Text,
  confirmations: Type.Integer(),
  block_number: Type.Optional(Type.Integer()),
  timestamp: Time,
  platform_fee: Type.Optional(object({ ...feeAmount, fee_percent: Text, fee_address: Text, status: Text, tx_hash: Type.Optional(Text) })),
})
export const Transactions = named('WalletTransactionList').Object({ customer_id: Text, transactions: Type.Array(Transaction), ...page })

export const GasEstimate = named('GasEstimate').Object({
  gas_limit: Units,
  gas_price: Units,
  estimated_fee: Units,
  estimated_fee_decimal: Decimal,
  fee_currency: Text,
  // The spec lists it: null when the price of the coin is not known right now (a market-data outage).
  estimated_fee_usd: Type.Union([Decimal, Type.Null()]),
})

export const FeeConfig = named('WalletFeeConfig').Object({
  fee_percent: Text,
  is_enabled: Type.Boolean(),
  fee_addresses: Type.Record(Text, Text),
})
export const Earnings = named('WalletFeeEarnings').Object({
  total_fees_by_currency: Type.Array(
    object({ currency: Text, network: Text, total_amount: Units, total_amount_decimal: Decimal, count: Type.Integer() }),
  ),
  recent_fees: Type.Array(
    object({
      customer_id: Text,
      network: Text,
      currency: Text,
      ...feeAmount,
      fee_percent: Text,
      fee_address: Text,
      fee_tx_hash: Text,
      transfer_tx_hash: Text,
      collected_at: Time,
    }),
  ),
  total_transfers: Type.Integer(),
})
