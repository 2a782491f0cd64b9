/**
 * A CaaS swap on the wire: GET /v1/swaps/:id and the `swap.settled` /
 * `swap.failed` webhooks (the spec's payloads: event, swap_id, status,
 * token_in, token_out, amount_in, tx_hash or reason, updated_at).
 * `amount_in` is a decimal string with 6 places, as the spec writes CaaS
 * amounts (of an 18-decimal coin, digits past the sixth are cut, never
 * rounded up); `amount_in_base_units` carries the exact amount. The other
 * amounts are base units, as the request gives them. Empty fields are omitted.
 */
import { Type, type Static } from '@sinclair/typebox'
import { named } from '../../platform/schema_name'
import { caasSwapEvents } from './swap/events'
import { rfc3339 } from '../webhooks'
import type { WebhookMapper } from '../runtime/service/webhooks'
import type { SwapRecord } from './swap/state'
import { TRANSFER_STATUS } from './webhook_mapper'
import { fixedUnits } from './views'

const Text = Type.String()
const Time = Type.String({ format: 'date-time' })
const Units = Type.String({ pattern: '^[0-9]+$', description: 'Base units of the token' })

export const CaasSwap = named('CaasSwap').Object({
  swap_id: Text,
  status: Type.Union(['QUEUED', 'SUBMITTED', 'SETTLED', 'FAILED'].map((s) => Type.Literal(s))),
  token_in: Type.String({ description: 'Token address or `native`' }),
  token_out: Type.String({ description: 'Token address or `native`' }),
  amount_in: Type.String({
    pattern: '^[0-9]+(\\.[0-9]{6})?$',
    description: 'Decimal string with 6 places (base units on swaps recorded before decimals were kept)',
  }),
  amount_in_base_units: Units,
  amount_out_min: Units,
  platform_fee: Units,
  network: Text,
  wallet_address: Type.String({ pattern: '^0x[0-9a-fA-F]{40}$' }),
  tx_hash: Type.Optional(Text),
  user_op_hash: Type.Optional(Text),
  reason: Type.Optional(Text),
  created_at: Time,
  updated_at: Time,
  settled_at: Type.Optional(Time),
})

/** The spec's CaaS amount: 6 places of the input token. */
const amountInText = (s: SwapRecord) => (s.decimalsIn === undefined ? s.amountIn.toString() : fixedUnits(s.amountIn, s.decimalsIn))

export function swapView(s: SwapRecord): Static<typeof CaasSwap> {
  return {
    swap_id: s.id,
    status: TRANSFER_STATUS[s.status],
    token_in: s.tokenIn,
    token_out: s.tokenOut,
    amount_in: amountInText(s),
    amount_in_base_units: s.amountIn.toString(),
    amount_out_min: s.amountOutMin.toString(),
    platform_fee: s.platformFee.toString(),
    network: s.network,
    wallet_address: s.user.wallet,
    ...(s.txHash === null ? {} : { tx_hash: s.txHash }),
    ...(s.userOpHash === null ? {} : { user_op_hash: s.userOpHash }),
    ...(s.reason === null ? {} : { reason: s.reason }),
    created_at: rfc3339(s.createdAtMs),
    updated_at: rfc3339(s.updatedAtMs),
    ...(s.settledAtMs === null ? {} : { settled_at: rfc3339(s.settledAtMs) }),
  }
}

/** caas.swap.settled and caas.swap.failed to the spec's payloads; queued and submitted only drive the executor. */
export const caasSwapWebhookMapper: WebhookMapper = (event) => {
  const read = caasSwapEvents.read(event, 'caas.swap.settled', 'caas.swap.failed')
  if (!read) return null
  const s = read.payload
  // In the spec's field order.
  const amounts = {
    token_in: s.tokenIn,
    token_out: s.tokenOut,
    amount_in: amountInText(s),
    amount_in_base_units: s.amountIn.toString(),
  }
  const updated_at = rfc3339(s.updatedAtMs)
  const body =
    read.type === 'caas.swap.settled'
      ? {
          event: 'swap.settled' as const,
          swap_id: s.id,
          status: 'SETTLED' as const,
          ...amounts,
          tx_hash: s.txHash ?? undefined,
          updated_at,
        }
      : { event: 'swap.failed' as const, swap_id: s.id, status: 'FAILED' as const, ...amounts, reason: s.reason ?? undefined, updated_at }
  return { businessId: s.businessId, product: 'caas', body }
}
