/**
 * CaaS domain events to the spec's webhook payloads (flat, `event` first,
 * amounts with 6 places, RFC 3339 UTC, empty fields omitted). The transfer
 * endpoint GET /v1/transfers/:id answers with the same status fields.
 */
import type { Static } from '@sinclair/typebox'
import { caasTransferEvents } from './transfer/events'
import { caasUserEvents } from './user/events'
import { rfc3339 } from '../webhooks'
import type { WebhookMapper, WebhookMessage } from '../runtime/service/webhooks'
import { decimalsOf } from '../../chains/assets'
import { isNetwork } from '../../chains/networks'
import type { TransferRecord } from './transfer/state'
import type { DepositReceived } from './user/state'
import { fixedUnits } from './views'
import type { CaasTransfer } from './api/wire'

// `submitting` is internal (recorded, not yet accepted by a bundler): partners see QUEUED until transfer.submitted.
export const TRANSFER_STATUS = {
  queued: 'QUEUED',
  submitting: 'QUEUED',
  submitted: 'SUBMITTED',
  settled: 'SETTLED',
  failed: 'FAILED',
} as const

/** The transfer's status fields, shared by the webhooks and GET /v1/transfers/:id. */
export function transferView(t: TransferRecord): Static<typeof CaasTransfer> {
  return {
    transfer_id: t.id,
    status: TRANSFER_STATUS[t.status],
    amount_usdc: fixedUnits(t.amount, t.decimals),
    token: t.token,
    network: t.network,
    from_wallet: t.from.wallet,
    recipient_wallet: t.to.wallet,
    // Empty fields are omitted, as in the webhooks.
    ...(t.txHash === null ? {} : { tx_hash: t.txHash }),
    ...(t.userOpHash === null ? {} : { user_op_hash: t.userOpHash }),
    ...(t.reason === null ? {} : { reason: t.reason }),
    created_at: rfc3339(t.createdAtMs),
    updated_at: rfc3339(t.updatedAtMs),
    ...(t.settledAtMs === null ? {} : { settled_at: rfc3339(t.settledAtMs) }),
  }
}

/**
 * A transfer event as its webhook, in the spec's field order, or null for events that are not for partners.
 * Empty fields are left out rather than sent as null (spec).
 */
function transferMessage(type: string, t: TransferRecord): WebhookMessage | null {
  const amount = fixedUnits(t.amount, t.decimals)
  const message = (body: Extract<WebhookMessage, { product: 'caas' }>['body']): WebhookMessage => ({
    businessId: t.businessId,
    product: 'caas',
    body,
  })
  switch (type) {
    case 'caas.transfer.queued':
      return message({
        event: 'transfer.queued',
        transfer_id: t.id,
        status: 'QUEUED',
        amount_usdc: amount,
        token: t.token,
        from_wallet: t.from.wallet,
        recipient_wallet: t.to.wallet,
        created_at: rfc3339(t.createdAtMs),
      })
    case 'caas.transfer.submitted':
      return message({
        event: 'transfer.submitted',
        transfer_id: t.id,
        status: 'SUBMITTED',
        amount_usdc: amount,
        token: t.token,
        ...(t.txHash === null ? {} : { tx_hash: t.txHash }),
        ...(t.userOpHash === null ? {} : { user_op_hash: t.userOpHash }),
        updated_at: rfc3339(t.updatedAtMs),
      })
    case 'caas.transfer.settled':
      return message({
        event: 'transfer.settled',
        transfer_id: t.id,
        status: 'SETTLED',
        amount_usdc: amount,
        token: t.token,
        ...(t.txHash === null ? {} : { tx_hash: t.txHash }),
        updated_at: rfc3339(t.updatedAtMs),
      })
    case 'caas.transfer.failed':
      return message({
        event: 'transfer.failed',
        transfer_id: t.id,
        status: 'FAILED',
        ...(t.reason === null ? {} : { reason: t.reason }),
        updated_at: rfc3339(t.updatedAtMs),
      })
    case 'caas.transfer.received':
      return message({
        event: 'transfer.received',
        transfer_id: t.id,
        recipient_wallet: t.to.wallet,
        amount_usdc: amount,
        token: t.token,
        ...(t.txHash === null ? {} : { tx_hash: t.txHash }),
        ...(t.settledAtMs === null ? {} : { settled_at: rfc3339(t.settledAtMs) }),
      })
    default:
      return null
  }
}

/**
 * transfer.received for funds that reached a user's wallet from outside CaaS (a deposit seen by the watcher):
 * `transfer_id` is `dep_…`, stable per deposit (caas_user/deposits.ts).
 */
function depositReceived(p: DepositReceived): WebhookMessage {
  const decimals = (isNetwork(p.network) ? decimalsOf(p.network, p.currency) : undefined) ?? 6
  const body = {
    event: 'transfer.received' as const,
    transfer_id: p.transferId,
    recipient_wallet: p.walletAddress,
    amount_usdc: fixedUnits(p.amount, decimals),
    token: p.currency,
    tx_hash: p.txHash,
    settled_at: rfc3339(p.settledAtMs),
  }
  return { businessId: p.businessId, product: 'caas', body }
}

export const caasWebhookMapper: WebhookMapper = (event) => {
  const transfer = caasTransferEvents.read(
    event,
    'caas.transfer.queued',
    'caas.transfer.submitted',
    'caas.transfer.settled',
    'caas.transfer.received',
    'caas.transfer.failed',
  )
  if (transfer) return transferMessage(transfer.type, transfer.payload)
  const user = caasUserEvents.read(event, 'caas.deposit.received', 'caas.user.linked', 'caas.user.phone_changed')
  if (user?.type === 'caas.deposit.received') return depositReceived(user.payload)
  if (user?.type === 'caas.user.linked') {
    const p = user.payload
    return {
      businessId: p.businessId,
      product: 'caas',
      body: { event: 'user.linked', wallet_address: p.walletAddress, new_merchant_id: p.newMerchantId, linked_at: rfc3339(p.atMs) },
    }
  }
  if (user?.type === 'caas.user.phone_changed') {
    const p = user.payload
    return {
      businessId: p.businessId,
      product: 'caas',
      body: {
        event: 'user.phone_changed',
        wallet_address: p.walletAddress,
        changed_by_merchant_id: p.changedBy,
        changed_at: rfc3339(p.atMs),
      },
    }
  }
  return null
}
