/**
 * CaaS domain events to the spec's webhook payloads (flat, `event` first,
 * amounts with 6 places, RFC 3339 UTC, empty fields omitted). The transfer
 * endpoint GET /v1/transfers/:id answers with the same status fields.
 */
import type { Static } from '@sinclair/typebox'
import { decodeJson } from '../../platform/json'
import { rfc3339, type WebhookMapper } from '../webhooks'
import { decimalsOf } from '../../chains/assets'
import type { Network } from '../../chains/networks'
import type { TransferRecord } from './transfer/state'
import type { DepositReceived } from './user/state'
import { fixedUnits } from './views'
import type { CaasTransfer } from './api/wire'

/** Drops null and undefined fields: settled and failed events omit empty fields rather than sending null (spec). */
function compact(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== null && v !== undefined))
}

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

function transferBody(type: string, t: TransferRecord): Record<string, unknown> | null {
  const amount = fixedUnits(t.amount, t.decimals)
  switch (type) {
    case 'caas.transfer.queued':
      return {
        event: 'transfer.queued',
        transfer_id: t.id,
        status: 'QUEUED',
        amount_usdc: amount,
        token: t.token,
        from_wallet: t.from.wallet,
        recipient_wallet: t.to.wallet,
        created_at: rfc3339(t.createdAtMs),
      }
    case 'caas.transfer.submitted':
      return compact({
        event: 'transfer.submitted',
        transfer_id: t.id,
        status: 'SUBMITTED',
        amount_usdc: amount,
        token: t.token,
        tx_hash: t.txHash,
        user_op_hash: t.userOpHash,
        updated_at: rfc3339(t.updatedAtMs),
      })
    case 'caas.transfer.settled':
      return compact({
        event: 'transfer.settled',
        transfer_id: t.id,
        status: 'SETTLED',
        amount_usdc: amount,
        token: t.token,
        tx_hash: t.txHash,
        updated_at: rfc3339(t.updatedAtMs),
      })
    case 'caas.transfer.failed':
      return compact({
        event: 'transfer.failed',
        transfer_id: t.id,
        status: 'FAILED',
        reason: t.reason,
        updated_at: rfc3339(t.updatedAtMs),
      })
    case 'caas.transfer.received':
      return compact({
        event: 'transfer.received',
        transfer_id: t.id,
        recipient_wallet: t.to.wallet,
        amount_usdc: amount,
        token: t.token,
        tx_hash: t.txHash,
        settled_at: t.settledAtMs === null ? null : rfc3339(t.settledAtMs),
      })
    default:
      return null
  }
}

/**
 * transfer.received for funds that reached a user's wallet from outside CaaS (a deposit seen by the watcher):
 * `transfer_id` is `dep_…`, stable per deposit (caas_user/deposits.ts).
 */
function depositReceived(p: DepositReceived): Record<string, unknown> {
  const decimals = decimalsOf(p.network as Network, p.currency) ?? 6
  return {
    event: 'transfer.received',
    transfer_id: p.transferId,
    recipient_wallet: p.walletAddress,
    amount_usdc: fixedUnits(p.amount, decimals),
    token: p.currency,
    tx_hash: p.txHash,
    settled_at: rfc3339(p.settledAtMs),
  }
}

export const caasWebhookMapper: WebhookMapper = (event) => {
  if (!event.type.startsWith('caas.')) return null
  if (event.type === 'caas.deposit.received') {
    const p = decodeJson<DepositReceived>(event.payloadJson)
    return { businessId: p.businessId, product: 'caas', eventType: 'transfer.received', body: depositReceived(p) }
  }
  if (event.type.startsWith('caas.deposit.')) return null
  if (event.type.startsWith('caas.transfer.')) {
    const t = decodeJson<TransferRecord>(event.payloadJson)
    const body = transferBody(event.type, t)
    return body ? { businessId: t.businessId, product: 'caas', eventType: body.event as string, body } : null
  }
  const p = decodeJson<{ businessId: string; walletAddress: string; newMerchantId?: string; changedBy?: string; atMs: number }>(
    event.payloadJson,
  )
  if (event.type === 'caas.user.linked') {
    return {
      businessId: p.businessId,
      product: 'caas',
      eventType: 'user.linked',
      body: { event: 'user.linked', wallet_address: p.walletAddress, new_merchant_id: p.newMerchantId, linked_at: rfc3339(p.atMs) },
    }
  }
  if (event.type === 'caas.user.phone_changed') {
    return {
      businessId: p.businessId,
      product: 'caas',
      eventType: 'user.phone_changed',
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
