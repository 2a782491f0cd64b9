/** The wire shapes of the swap answers (spec: Swap quote, Swap record, the swap endpoints). Amounts are integer strings in base units. */
import { Type, type Static } from '@sinclair/typebox'
import { object } from '../../../platform/schema_object'
import { named } from '../../../platform/schema_name'

const Text = Type.String()
const Units = Type.String({ pattern: '^[0-9]*$', description: 'Base units (empty while not known)' })
const Time = Type.String({ format: 'date-time' })
const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)))
const SwapStatus = literals(['pending', 'confirmed', 'failed'] as const)
const SwapType = literals(['dex', 'bridge'] as const)

export const SwapQuote = named('SwapQuote').Object({
  from_chain: Text,
  to_chain: Text,
  from_token: Text,
  to_token: Text,
  from_amount: Units,
  to_amount_expected: Units,
  to_amount_min: Units,
  platform_fee: Units,
  estimated_seconds: Type.Number(),
  expires_at: Type.Integer({ description: 'Unix seconds; the on-chain deadline of a swap executed with it' }),
  source: literals(['chain', 'hub_prices', 'bridge'] as const),
})

const SwapRecord = named('Swap').Object({
  id: Type.Integer(),
  business_id: Text,
  customer_wallet_id: Type.Integer(),
  customer_id: Text,
  type: SwapType,
  from_chain: Text,
  to_chain: Text,
  dex: Text,
  router_address: Text,
  token_in: Text,
  token_out: Text,
  amount_in: Units,
  amount_out: Units,
  platform_fee: Units,
  approve_tx_hash: Type.Optional(Text),
  swap_tx_hash: Text,
  status: SwapStatus,
  failure_reason: Type.Optional(Text),
  bridge_status: Type.Optional(
    Type.String({ description: 'Cross-chain: the bridge’s last status (NOT_FOUND, PENDING, DONE, FAILED, INVALID)' }),
  ),
  bridge_substatus: Type.Optional(
    Type.String({
      description: 'Cross-chain: the bridge’s sub-status (e.g. WAIT_DESTINATION_TRANSACTION, REFUND_IN_PROGRESS, COMPLETED, REFUNDED)',
    }),
  ),
  bridge_receiving_tx_hash: Type.Optional(
    Type.String({ description: 'Cross-chain: the payout on the destination chain, or the refund on the source chain' }),
  ),
  confirmed_at: Type.Union([Time, Type.Null()]),
  created_at: Time,
  updated_at: Time,
})

export const SwapSubmitted = named('SwapSubmitted').Object({
  tx_hash: Text,
  status: Type.Literal('pending'),
  approve_tx_hash: Type.Optional(Type.String({ description: 'The approve of a token input (absent for a native input).' })),
})
export type SwapSubmitted = Static<typeof SwapSubmitted>

export const SwapPage = named('SwapList').Object({
  swaps: Type.Array(SwapRecord),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
})

const ChainCount = object({ chain: Text, count: Type.Integer() })
export const SwapOverview = named('SwapOverview').Object({
  period: Text,
  total_swaps: Type.Integer(),
  dex_swaps: Type.Integer(),
  bridge_swaps: Type.Integer(),
  pending_swaps: Type.Integer(),
  confirmed_swaps: Type.Integer(),
  failed_swaps: Type.Integer(),
  unique_customers: Type.Integer(),
  top_from_chains: Type.Array(ChainCount),
})

const Day = object({ date: Text, total_swaps: Type.Integer(), dex_swaps: Type.Integer(), bridge_swaps: Type.Integer() })
export const SwapVolume = named('SwapVolume').Object({ period_days: Type.Integer(), chart: Type.Array(Day) })
