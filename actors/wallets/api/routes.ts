/**
 * Wallet-as-a-Service routes (spec: Endpoints / WaaS). Each validates its
 * input and calls its operation (actors/wallets/api/operations.ts); permissions
 * are declared per route: wallet:view for reads, wallet:manage for wallets and
 * addresses, wallet:fees for the fee configuration (it redirects a share of every
 * transfer), wallet:transfer, wallet:reveal_seed and wallet:export_key for the rest.
 */
import * as ops from './operations'
import type { PaymentsClient } from '../../../platform/module'
import { withIdempotencyKey } from '../../../gateway/core/idempotency'
import { operationRoute } from '../../../gateway/core/operation_route'
import type { AuthRequirement, RouteSpec } from '../../../gateway/http/route'

const VIEW: AuthRequirement = { kind: 'apiKey', product: 'payments', permission: 'wallet:view' }
const FEES: AuthRequirement = { kind: 'apiKey', product: 'payments', permission: 'wallet:fees' }
const MANAGE: AuthRequirement = { kind: 'apiKey', product: 'payments', permission: 'wallet:manage' }
const nothing = () => ({})

export function waasRoutes(payments: PaymentsClient): RouteSpec[] {
  return [
    // Idempotency-Key: a retry within 24 h answers the same, mnemonic included, to the key that created the wallet
    // or one with wallet:reveal_seed; any other key gets 403 MNEMONIC_NOT_REPLAYED (create_customer.ts, replay.ts).
    operationRoute(payments, ops.createCustomer, {
      method: 'POST',
      path: '/api/v1/wallet/customers',
      tags: ['wallets'],
      auth: MANAGE,
      body: ops.CreateCustomerBody,
      input: withIdempotencyKey,
      summary: 'Create a customer wallet; the mnemonic is shown once (Idempotency-Key replays it for 24 h)',
    }),
    operationRoute(payments, ops.createCustomer, {
      method: 'POST',
      path: '/api/v1/wallet/customer/create',
      tags: ['wallets'],
      auth: MANAGE,
      body: ops.CreateCustomerBody,
      input: withIdempotencyKey,
      summary: 'Create a customer wallet (second path, same contract)',
    }),
    operationRoute(payments, ops.listCustomers, {
      method: 'GET',
      path: '/api/v1/wallet/customers',
      tags: ['wallets'],
      summary: 'List customer wallets; search filters by customer_id',
      auth: VIEW,
      query: ops.listCustomers.input,
    }),
    operationRoute(payments, ops.derive, {
      method: 'POST',
      path: '/api/v1/wallet/:customerID/derive',
      tags: ['wallets'],
      summary: 'Derive an address (BIP-44; SLIP-10 on SOL); optionally monitor it for deposits',
      auth: MANAGE,
      params: ops.Customer,
      body: ops.DeriveBody,
    }),
    operationRoute(payments, ops.addresses, {
      method: 'GET',
      path: '/api/v1/wallet/:customerID/addresses',
      tags: ['wallets'],
      summary: "A customer's addresses with balances; refresh=true reads them live",
      auth: VIEW,
      params: ops.Customer,
      query: ops.AddressesQuery,
    }),
    operationRoute(payments, ops.searchAddresses, {
      method: 'GET',
      path: '/api/v1/wallet/addresses',
      tags: ['wallets'],
      summary: "Search all customers' addresses by network, currency, address or customer id",
      auth: VIEW,
      query: ops.searchAddresses.input,
    }),
    operationRoute(payments, ops.transfer, {
      method: 'POST',
      path: '/api/v1/wallet/:customerID/transfer',
      tags: ['wallets'],
      summary: 'Send from a derived address; answers status submitted',
      auth: { kind: 'apiKey', product: 'payments', permission: 'wallet:transfer' },
      params: ops.Customer,
      body: ops.TransferBody,
      input: withIdempotencyKey,
    }),
    operationRoute(payments, ops.estimateGas, {
      method: 'POST',
      path: '/api/v1/wallet/estimate-gas',
      tags: ['wallets'],
      summary: 'Gas estimate for an EVM transfer (BSC, ETH, POL), with the fee in USD',
      auth: { kind: 'public' },
      body: ops.EstimateGasBody,
    }),
    operationRoute(payments, ops.getFees, {
      method: 'GET',
      path: '/api/v1/wallet/fees',
      tags: ['wallets'],
      summary: 'The fee configuration',
      auth: VIEW,
      input: nothing,
    }),
    operationRoute(payments, ops.setFees, {
      method: 'POST',
      path: '/api/v1/wallet/fees',
      tags: ['wallets'],
      summary: 'Set the fee percent (max 0.5) and switch; fee_addresses replaces the map',
      auth: FEES,
      body: ops.SetFeesBody,
    }),
    operationRoute(payments, ops.setFeeAddresses, {
      method: 'PUT',
      path: '/api/v1/wallet/fees/addresses',
      tags: ['wallets'],
      summary: 'Set or remove ("") fee addresses per network',
      auth: FEES,
      body: ops.FeeAddressesBody,
    }),
    operationRoute(payments, ops.earnings, {
      method: 'GET',
      path: '/api/v1/wallet/earnings',
      tags: ['wallets'],
      summary: 'Collected fees by currency, the latest fees, and the transfer count',
      auth: VIEW,
      input: nothing,
    }),
    operationRoute(payments, ops.transactions, {
      method: 'GET',
      path: '/api/v1/wallet/:customerID/transactions',
      tags: ['wallets'],
      summary: "A customer's transactions, newest first",
      auth: VIEW,
      params: ops.Customer,
      query: ops.TransactionsQuery,
    }),
    operationRoute(payments, ops.seed, {
      method: 'GET',
      path: '/api/v1/wallet/:customerID/seed',
      tags: ['wallets'],
      summary: "Reveal the customer's mnemonic",
      auth: { kind: 'apiKey', product: 'payments', permission: 'wallet:reveal_seed' },
      params: ops.Customer,
    }),
    operationRoute(payments, ops.exportKey, {
      method: 'POST',
      path: '/api/v1/wallet/:customerID/export-key',
      tags: ['wallets'],
      summary: 'Export the private key of one derived address',
      auth: { kind: 'apiKey', product: 'payments', permission: 'wallet:export_key' },
      params: ops.Customer,
      body: ops.ExportKeyBody,
    }),
  ]
}
