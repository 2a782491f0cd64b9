/**
 * Merchant balance operations (X-API-Key, permission balance:view): each
 * names its payments method and the schemas of what it takes and answers.
 * The routes (actors/balance/api/routes.ts) and the methods (methods.ts) are
 * both built from these. The spec shows no balance endpoints; these follow
 * the rest of the API (pages of `page`/`limit`, amounts in base units with a
 * `_decimal` twin, test and live keys seeing their own money only).
 */
import { Type } from '@sinclair/typebox'
import { object } from '../../../platform/schema_object'
import { timestamp } from '../../../platform/input_fields'
import { operation } from '../../../platform/operation'
import * as wire from './wire'

// Currency and direction are checked by the methods, so a wrong value gets a code of its own rather than a schema message.
const Currency = Type.String({ minLength: 1, maxLength: 8, description: 'USDT, USDC, GBP, EUR, USD or NGN' })

export const BalanceQuery = object({ currency: Type.Optional(Currency) })
export const EntriesQuery = object({
  currency: Type.Optional(Currency),
  direction: Type.Optional(Type.String({ maxLength: 8, description: 'credit or debit' })),
  from: Type.Optional(timestamp({ description: 'Entries created at or after this instant (RFC 3339)' })),
  to: Type.Optional(timestamp({ description: 'Entries created before this instant (RFC 3339)' })),
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
})

/** Dashboard users hold no key, so they name the environment (a key's is its own). */
const Dashboard = {
  environment: Type.Union([Type.Literal('test'), Type.Literal('live')], { default: 'live', description: 'Whose money: test or live' }),
}
export const DashboardBalanceQuery = object({ ...BalanceQuery.properties, ...Dashboard })
export const DashboardEntriesQuery = object({ ...EntriesQuery.properties, ...Dashboard })

export const getBalance = operation({
  name: 'balance.get',
  input: BalanceQuery,
  output: wire.Balances,
  errors: ['INVALID_CURRENCY'],
})

export const listEntries = operation({
  name: 'balance.entries',
  input: EntriesQuery,
  output: wire.Entries,
  errors: ['INVALID_CURRENCY', 'INVALID_REQUEST'],
})

export const topUpAddresses = operation({
  name: 'balance.topUpAddresses',
  input: object({}),
  output: wire.TopUpAddresses,
  errors: ['KYC_REQUIRED', 'NETWORK_UNAVAILABLE'],
})

export const dashboardBalance = operation({
  name: 'balance.dashboardGet',
  input: DashboardBalanceQuery,
  output: wire.Balances,
  errors: ['INVALID_CURRENCY'],
})

export const dashboardEntries = operation({
  name: 'balance.dashboardEntries',
  input: DashboardEntriesQuery,
  output: wire.Entries,
  errors: ['INVALID_CURRENCY', 'INVALID_REQUEST'],
})
