/**
 * Swap operations (spec: Endpoints / Swap): each names its payments method
 * and the schemas of what it takes and answers. The routes
 * (actors/swap/api/routes.ts) and the methods (methods_*.ts) are built from these.
 */
import { Type } from '@sinclair/typebox'
import { object } from '../../../platform/schema_object'
import { idempotencyKey, unixSeconds } from '../../../platform/input_fields'
import { operation } from '../../../platform/operation'
import * as wire from './wire'

// Every field is checked by the method, not the schema, so a missing or malformed one gets the spec's own message.
const Field = Type.Optional(Type.String({ maxLength: 100 }))
const swapFields = { from_chain: Field, to_chain: Field, from_token: Field, to_token: Field, amount_in: Field }
const Customer = { customerID: Type.String({ minLength: 1, maxLength: 128, pattern: '^[^/\\s]+$' }) }
const Page = {
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
}
const Days = { days: Type.Integer({ minimum: 1, maximum: 365, default: 30 }) }

export const QuoteQuery = object(swapFields)
export const quote = operation({
  name: 'swap.quote',
  input: QuoteQuery,
  output: wire.SwapQuote,
  errors: ['SWAP_INVALID_REQUEST', 'SWAP_UNAVAILABLE'],
})

export const ExecuteBody = object(
  {
    ...swapFields,
    amount_out_min: Type.Optional(Type.String({ maxLength: 80, description: 'Default 1; use the quote’s to_amount_min' })),
    expires_at: Type.Optional(
      unixSeconds({ description: 'The quote’s expires_at (the on-chain deadline, Unix seconds); default now + 30 s' }),
    ),
  },
  { additionalProperties: false },
)
export const CustomerPath = object(Customer)
export const execute = operation({
  name: 'swap.execute',
  // The Idempotency-Key header joins the input (gateway/core/idempotency.ts).
  input: Type.Composite([ExecuteBody, CustomerPath, object({ idempotency_key: Type.Optional(idempotencyKey()) })]),
  output: wire.SwapSubmitted,
  errors: [
    'SWAP_INVALID_REQUEST',
    'SWAP_UNAVAILABLE',
    'CUSTOMER_WALLET_NOT_FOUND',
    'SWAP_APPROVE_FAILED',
    'SWAP_TRANSACTION_FAILED',
    'NETWORK_UNAVAILABLE',
    'SWAP_IN_PROGRESS',
    'IDEMPOTENCY_KEY_REUSED',
  ],
})

export const HistoryQuery = object(Page)
export const history = operation({ name: 'swap.history', input: Type.Composite([HistoryQuery, CustomerPath]), output: wire.SwapPage })

export const OverviewQuery = object(Days)
export const overview = operation({ name: 'swap.analyticsOverview', input: OverviewQuery, output: wire.SwapOverview })

const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)))
export const TransactionsQuery = object({
  ...Page,
  status: Type.Optional(literals(['pending', 'confirmed', 'failed'] as const)),
  type: Type.Optional(literals(['dex', 'bridge'] as const)),
})
export const transactions = operation({ name: 'swap.analyticsTransactions', input: TransactionsQuery, output: wire.SwapPage })

export const VolumeQuery = object(Days)
export const volume = operation({ name: 'swap.analyticsVolume', input: VolumeQuery, output: wire.SwapVolume })
