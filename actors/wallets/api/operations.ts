/**
 * Wallet-as-a-Service operations (spec: Endpoints / WaaS): each names its
 * payments method and the schemas of what it takes and answers. The routes
 * (actors/wallets/api/routes.ts) and the methods (methods_*.ts, create_customer.ts,
 * estimate_gas.ts) are both built from these.
 */
import { Type, type TProperties } from '@sinclair/typebox'
import { object } from '../../../platform/schema_object'
import { idempotencyKey } from '../../../platform/input_fields'
import { operation } from '../../../platform/operation'
import * as wire from './wire'

const CustomerId = Type.String({ minLength: 1, maxLength: 128, pattern: '^[^/\\s]+$' })
/** The path parameter of every per-customer route. */
export const Customer = object({ customerID: CustomerId })
// Network and word count are checked by the wallet methods, so a wrong value gets the spec's own message
// ("invalid network", "invalid word count: must be 12 or 24") rather than a schema message.
const Network = Type.String({ minLength: 1, maxLength: 16, description: 'BTC, BCH, LTC, BSC, ETH, POL, TRX, SOL or XRP' })
const Index = Type.Integer({ minimum: 0, maximum: 2 ** 31 - 1, default: 0 })
const Amount = Type.String({
  minLength: 1,
  maxLength: 80,
  description: 'A decimal such as "1.5" (converted with the currency\'s decimals) or an integer in base units',
})
const Address = Type.String({ minLength: 20, maxLength: 120 })
const Page = {
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
}
const FeeAddresses = Type.Record(Type.String({ minLength: 3, maxLength: 3 }), Type.String({ maxLength: 120 }))
const Keyed = { idempotency_key: Type.Optional(idempotencyKey()) }
const closed = { additionalProperties: false } as const
/** A per-customer operation's input: the path's customer and the route's fields. */
const perCustomer = <T extends TProperties>(fields: T) => object({ customerID: CustomerId, ...fields })

const createFields = { customer_id: CustomerId, word_count: Type.Optional(Type.Unknown({ description: '12 (default) or 24' })) }
export const CreateCustomerBody = object(createFields, closed)
const deriveFields = {
  network: Network,
  index: Index,
  is_testnet: Type.Boolean({ default: false }),
  enable_monitoring: Type.Boolean({ default: false }),
}
export const DeriveBody = object(deriveFields, closed)
const transferFields = {
  network: Network,
  currency: Type.String({ minLength: 2, maxLength: 6 }),
  to_address: Address,
  amount: Amount,
  index: Index,
}
export const TransferBody = object(transferFields, closed)
const exportFields = { network: Network, index: Index, is_testnet: Type.Optional(Type.Boolean()) }
export const ExportKeyBody = object(exportFields, closed)
export const AddressesQuery = object({ refresh: Type.Boolean({ default: false }) })
const transactionFilters = {
  ...Page,
  network: Type.Optional(Type.String({ maxLength: 3 })),
  currency: Type.Optional(Type.String({ maxLength: 6 })),
  status: Type.Optional(Type.Union([Type.Literal('pending'), Type.Literal('confirmed'), Type.Literal('failed')])),
}
export const TransactionsQuery = object(transactionFilters)

export const createCustomer = operation({
  name: 'waas.createCustomer',
  input: object({ ...createFields, ...Keyed }),
  output: wire.CreatedWallet,
  errors: [
    'INVALID_WORD_COUNT',
    'IDEMPOTENCY_KEY_REUSED',
    'MNEMONIC_NOT_REPLAYED',
    'WALLET_EXISTS',
    'WALLET_LIMIT_EXCEEDED',
    'WALLET_CREATION_FAILED',
    'SUBSCRIPTION_EXPIRED',
  ],
  examples: {
    input: { customer_id: 'cust_1042', word_count: 12 },
    output: {
      customer_id: 'cust_1042',
      wallet_id: 17,
      created_at: '2026-01-01T00:00:00.000Z',
      mnemonic: 'legal winner thank year wave sausage worth useful legal winner thank yellow'.split(' '),
    },
  },
})
export const listCustomers = operation({
  name: 'waas.listCustomers',
  input: object({ ...Page, search: Type.Optional(Type.String({ maxLength: 128 })) }),
  output: wire.WalletList,
})
export const derive = operation({
  name: 'waas.derive',
  input: perCustomer(deriveFields),
  output: wire.DerivedAddress,
  errors: ['INVALID_NETWORK', 'WALLET_NOT_FOUND', 'SUBSCRIPTION_EXPIRED'],
  examples: {
    input: { customerID: 'cust_1042', network: 'ETH', index: 0, is_testnet: true, enable_monitoring: true },
    output: {
      customer_id: 'cust_1042',
      network: 'ETH',
      address: '0x58A57ed9d8d624cBD12e2C467D34787555bB1b25',
      index: 0,
      derivation_path: "m/44'/60'/0'/0/0",
      is_testnet: true,
      monitored: true,
    },
  },
})
export const addresses = operation({
  name: 'waas.addresses',
  input: perCustomer({ refresh: Type.Boolean({ default: false }) }),
  output: wire.CustomerAddresses,
  errors: ['WALLET_NOT_FOUND', 'NETWORK_UNAVAILABLE'],
})
export const searchAddresses = operation({
  name: 'waas.searchAddresses',
  input: object({
    ...Page,
    network: Type.Optional(Type.String({ maxLength: 3 })),
    currency: Type.Optional(Type.String({ maxLength: 6 })),
    search: Type.Optional(Type.String({ maxLength: 128 })),
  }),
  output: wire.AddressSearch,
  errors: ['INVALID_NETWORK', 'INVALID_CURRENCY'],
})
export const transfer = operation({
  name: 'waas.transfer',
  input: perCustomer({ ...transferFields, ...Keyed }),
  output: wire.SubmittedTransfer,
  errors: [
    'IDEMPOTENCY_KEY_REUSED',
    'TRANSFER_IN_PROGRESS',
    'WALLET_NOT_FOUND',
    'ADDRESS_NOT_FOUND',
    'INVALID_NETWORK',
    'INVALID_CURRENCY',
    'INVALID_ADDRESS',
    'INVALID_AMOUNT',
    'INSUFFICIENT_FUNDS',
    'NETWORK_UNAVAILABLE',
    'CURRENCY_UNAVAILABLE',
    'SUBSCRIPTION_EXPIRED',
  ],
  examples: {
    input: {
      customerID: 'cust_1042',
      network: 'ETH',
      currency: 'USDT',
      to_address: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
      amount: '25.5',
      index: 0,
    },
    output: {
      id: 3,
      tx_hash: '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060',
      network: 'ETH',
      currency: 'USDT',
      amount: '25500000',
      amount_decimal: '25.5',
      gas_fee: '42000000000000',
      gas_fee_decimal: '0.000042',
      gas_currency: 'ETH',
      from_address: '0x58A57ed9d8d624cBD12e2C467D34787555bB1b25',
      to_address: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
      status: 'submitted',
    },
  },
})
export const EstimateGasBody = object(
  { network: Network, currency: Type.String({ minLength: 2, maxLength: 6 }), from_address: Address, to_address: Address, amount: Amount },
  closed,
)
export const estimateGas = operation({
  name: 'waas.estimateGas',
  input: EstimateGasBody,
  output: wire.GasEstimate,
  errors: [
    'UNSUPPORTED_NETWORK',
    'NETWORK_UNAVAILABLE',
    'CURRENCY_UNAVAILABLE',
    'ESTIMATE_FAILED',
    'INVALID_NETWORK',
    'INVALID_CURRENCY',
    'INVALID_ADDRESS',
    'INVALID_AMOUNT',
  ],
})
export const getFees = operation({ name: 'waas.getFees', input: object({}), output: wire.FeeConfig })
export const SetFeesBody = object(
  { fee_percent: Type.String({ maxLength: 24 }), is_enabled: Type.Boolean(), fee_addresses: Type.Optional(FeeAddresses) },
  closed,
)
export const setFees = operation({
  name: 'waas.setFees',
  input: SetFeesBody,
  output: wire.FeeConfig,
  errors: ['INVALID_FEE_PERCENT', 'INVALID_NETWORK', 'INVALID_ADDRESS'],
})
export const FeeAddressesBody = object({ addresses: FeeAddresses }, closed)
export const setFeeAddresses = operation({
  name: 'waas.setFeeAddresses',
  input: FeeAddressesBody,
  output: Type.Composite([wire.FeeConfig, object({ message: Type.String() })]),
  errors: ['INVALID_NETWORK', 'INVALID_ADDRESS'],
})
export const earnings = operation({ name: 'waas.earnings', input: object({}), output: wire.Earnings })
export const transactions = operation({
  name: 'waas.transactions',
  input: perCustomer(transactionFilters),
  output: wire.Transactions,
  errors: ['WALLET_NOT_FOUND', 'TRANSACTIONS_FETCH_FAILED'],
})
export const seed = operation({ name: 'waas.seed', input: Customer, output: wire.Seed, errors: ['WALLET_NOT_FOUND'] })
export const exportKey = operation({
  name: 'waas.exportKey',
  input: perCustomer(exportFields),
  output: wire.ExportedKey,
  errors: ['INVALID_NETWORK', 'WALLET_NOT_FOUND'],
})
