/**
 * Wallet-as-a-Service routes (spec: Endpoints / WaaS). Each validates its
 * input and makes one call to the payments role; permissions are declared
 * per route: wallet:manage for changes, wallet:transfer, wallet:reveal_seed
 * and wallet:export_key for the sensitive ones, none for reads.
 */
import { withIdempotencyKey } from '../core/idempotency'
import { Type } from '@sinclair/typebox'
import type { PaymentsClient } from '../../platform/module'
import { rpcRoute } from '../core/rpc_route'
import type { AuthRequirement, RouteSpec } from '../http/route'

const KEY: AuthRequirement = { kind: 'apiKey', product: 'payments', permission: 'any_key' }
const MANAGE: AuthRequirement = { kind: 'apiKey', product: 'payments', permission: 'wallet:manage' }
const CustomerId = Type.String({ minLength: 1, maxLength: 128, pattern: '^[^/\\s]+$' })
const Customer = Type.Object({ customerID: CustomerId })
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
const CreateBody = Type.Object(
  { customer_id: CustomerId, word_count: Type.Optional(Type.Unknown({ description: '12 (default) or 24' })) },
  { additionalProperties: false },
)
const FeeAddresses = Type.Record(Type.String({ minLength: 3, maxLength: 3 }), Type.String({ maxLength: 120 }))

export function waasRoutes(payments: PaymentsClient): RouteSpec<any, any, any>[] {
  const r = (spec: Omit<Parameters<typeof rpcRoute>[1], 'tags' | 'responses'>) =>
    rpcRoute(payments, { ...spec, tags: ['wallets'], responses: {} })
  return [
    // Idempotency-Key: a retry within 24 h answers the same, mnemonic included (create_customer.ts).
    r({
      method: 'POST',
      path: '/api/v1/wallet/customers',
      auth: MANAGE,
      body: CreateBody,
      rpc: 'waas.createCustomer',
      input: withIdempotencyKey,
      summary: 'Create a customer wallet; the mnemonic is shown once (Idempotency-Key replays it for 24 h)',
    }),
    r({
      method: 'POST',
      path: '/api/v1/wallet/customer/create',
      auth: MANAGE,
      body: CreateBody,
      rpc: 'waas.createCustomer',
      input: withIdempotencyKey,
      summary: 'Create a customer wallet (second path, same contract)',
    }),
    r({
      method: 'GET',
      path: '/api/v1/wallet/customers',
      summary: 'List customer wallets; search filters by customer_id',
      auth: KEY,
      query: Type.Object({ ...Page, search: Type.Optional(Type.String({ maxLength: 128 })) }),
      rpc: 'waas.listCustomers',
    }),
    r({
      method: 'POST',
      path: '/api/v1/wallet/:customerID/derive',
      summary: 'Derive an address (BIP-44; SLIP-10 on SOL); optionally monitor it for deposits',
      auth: MANAGE,
      params: Customer,
      body: Type.Object(
        {
          network: Network,
          index: Index,
          is_testnet: Type.Boolean({ default: false }),
          enable_monitoring: Type.Boolean({ default: false }),
        },
        { additionalProperties: false },
      ),
      rpc: 'waas.derive',
    }),
    r({
      method: 'GET',
      path: '/api/v1/wallet/:customerID/addresses',
      summary: "A customer's addresses with balances; refresh=true reads them live",
      auth: KEY,
      params: Customer,
      query: Type.Object({ refresh: Type.Boolean({ default: false }) }),
      rpc: 'waas.addresses',
    }),
    r({
      method: 'GET',
      path: '/api/v1/wallet/addresses',
      summary: "Search all customers' addresses by network, currency, address or customer id",
      auth: KEY,
      query: Type.Object({
        ...Page,
        network: Type.Optional(Type.String({ maxLength: 3 })),
        currency: Type.Optional(Type.String({ maxLength: 6 })),
        search: Type.Optional(Type.String({ maxLength: 128 })),
      }),
      rpc: 'waas.searchAddresses',
    }),
    r({
      method: 'POST',
      path: '/api/v1/wallet/:customerID/transfer',
      summary: 'Send from a derived address; answers status submitted',
      auth: { kind: 'apiKey', product: 'payments', permission: 'wallet:transfer' },
      params: Customer,
      body: Type.Object(
        { network: Network, currency: Type.String({ minLength: 2, maxLength: 6 }), to_address: Address, amount: Amount, index: Index },
        { additionalProperties: false },
      ),
      rpc: 'waas.transfer',
      input: withIdempotencyKey,
    }),
    r({
      method: 'POST',
      path: '/api/v1/wallet/estimate-gas',
      summary: 'Gas estimate for an EVM transfer (BSC, ETH, POL), with the fee in USD',
      auth: { kind: 'public' },
      body: Type.Object(
        {
          network: Network,
          currency: Type.String({ minLength: 2, maxLength: 6 }),
          from_address: Address,
          to_address: Address,
          amount: Amount,
        },
        { additionalProperties: false },
      ),
      rpc: 'waas.estimateGas',
    }),
    r({ method: 'GET', path: '/api/v1/wallet/fees', summary: 'The fee configuration', auth: KEY, rpc: 'waas.getFees', input: () => ({}) }),
    r({
      method: 'POST',
      path: '/api/v1/wallet/fees',
      summary: 'Set the fee percent (max 0.5) and switch; fee_addresses replaces the map',
      auth: MANAGE,
      body: Type.Object(
        { fee_percent: Type.String({ maxLength: 24 }), is_enabled: Type.Boolean(), fee_addresses: Type.Optional(FeeAddresses) },
        { additionalProperties: false },
      ),
      rpc: 'waas.setFees',
    }),
    r({
      method: 'PUT',
      path: '/api/v1/wallet/fees/addresses',
      summary: 'Set or remove ("") fee addresses per network',
      auth: MANAGE,
      body: Type.Object({ addresses: FeeAddresses }, { additionalProperties: false }),
      rpc: 'waas.setFeeAddresses',
    }),
    r({
      method: 'GET',
      path: '/api/v1/wallet/earnings',
      summary: 'Collected fees by currency, the latest fees, and the transfer count',
      auth: KEY,
      rpc: 'waas.earnings',
      input: () => ({}),
    }),
    r({
      method: 'GET',
      path: '/api/v1/wallet/:customerID/transactions',
      summary: "A customer's transactions, newest first",
      auth: KEY,
      params: Customer,
      query: Type.Object({
        ...Page,
        network: Type.Optional(Type.String({ maxLength: 3 })),
        currency: Type.Optional(Type.String({ maxLength: 6 })),
        status: Type.Optional(Type.Union([Type.Literal('pending'), Type.Literal('confirmed'), Type.Literal('failed')])),
      }),
      rpc: 'waas.transactions',
    }),
    r({
      method: 'GET',
      path: '/api/v1/wallet/:customerID/seed',
      summary: "Reveal the customer's mnemonic",
      auth: { kind: 'apiKey', product: 'payments', permission: 'wallet:reveal_seed' },
      params: Customer,
      rpc: 'waas.seed',
    }),
    r({
      method: 'POST',
      path: '/api/v1/wallet/:customerID/export-key',
      summary: 'Export the private key of one derived address',
      auth: { kind: 'apiKey', product: 'payments', permission: 'wallet:export_key' },
      params: Customer,
      body: Type.Object({ network: Network, index: Index, is_testnet: Type.Optional(Type.Boolean()) }, { additionalProperties: false }),
      rpc: 'waas.exportKey',
    }),
  ]
}
