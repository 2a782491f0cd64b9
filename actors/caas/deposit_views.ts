/**
 * An on-ramp deposit on the wire: GET /v1/deposits/:id and the deposit.* webhooks carry the same fields
 * (platform/webhook_payloads.ts DEPOSIT_FIELDS), the webhooks with `event` first. Partners hear of settled (the
 * USDC is on the user's account: the spec's deposit.settled) and failed (the collection failed or expired).
 */
import type { Static } from '@sinclair/typebox'
import { rfc3339 } from '../webhooks'
import type { WebhookMapper } from '../runtime/service/webhooks'
import type { CaasDeposit } from './api/wire'
import { caasDepositEvents } from './deposit/events'
import type { DepositRecord, DepositStatus } from './deposit/state'
import { fixedUnits } from './views'

const STATUS = {
  created: 'CREATED',
  pending: 'PENDING',
  funded: 'FUNDED',
  settled: 'SETTLED',
  failed: 'FAILED',
} as const satisfies Record<DepositStatus, string>

export function depositView(d: DepositRecord): Static<typeof CaasDeposit> {
  return {
    deposit_id: d.id,
    status: STATUS[d.status],
    local_amount: d.localAmount,
    local_currency: d.currency,
    ...(d.collection === null ? {} : { amount_usdc: fixedUnits(d.collection.amount, d.decimals), rate: d.collection.rate }),
    token: d.token,
    network: d.network,
    wallet_address: d.user.wallet,
    ...(d.collection === null ? {} : { collection_id: d.collection.id }),
    ...(d.txHash === null ? {} : { tx_hash: d.txHash }),
    ...(d.held === null ? {} : { held: d.held }),
    ...(d.reason === null ? {} : { reason: d.reason }),
    created_at: rfc3339(d.createdAtMs),
    updated_at: rfc3339(d.updatedAtMs),
    ...(d.settledAtMs === null ? {} : { settled_at: rfc3339(d.settledAtMs) }),
  }
}

export const caasDepositWebhookMapper: WebhookMapper = (event) => {
  const read = caasDepositEvents.read(event, 'caas.deposit.settled', 'caas.deposit.failed')
  if (!read) return null
  const view = depositView(read.payload)
  const body =
    read.type === 'caas.deposit.settled' ? { event: 'deposit.settled' as const, ...view } : { event: 'deposit.failed' as const, ...view }
  return { businessId: read.payload.businessId, product: 'caas', body }
}
