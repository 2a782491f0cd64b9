/**
 * A withdrawal on the wire: GET /v1/withdrawals/:id and the withdrawal.* webhooks carry the same fields
 * (platform/webhook_payloads.ts WITHDRAWAL_FIELDS), the webhooks with `event` first. Empty fields are omitted.
 * Partners hear of: submitted (the sweep is on its way), crypto_received (the treasury has it), completed (paid
 * to mobile money), failed (nothing paid: the USDC never left, or is back), reversed (a payout reversed after
 * completing; the USDC is back).
 */
import type { Static } from '@sinclair/typebox'
import { rfc3339 } from '../webhooks'
import type { WebhookMapper, WebhookMessage } from '../runtime/service/webhooks'
import type { CaasWithdrawal } from './api/wire'
import { caasWithdrawalEvents } from './withdrawal/events'
import type { WithdrawalRecord, WithdrawalStatus } from './withdrawal/state'
import { fixedUnits } from './views'

const STATUS = {
  created: 'CREATED',
  submitted: 'SUBMITTED',
  crypto_received: 'CRYPTO_RECEIVED',
  paying_out: 'PAYOUT_PENDING',
  completed: 'COMPLETED',
  returning: 'RETURNING',
  failed: 'FAILED',
  reversed: 'REVERSED',
} as const satisfies Record<WithdrawalStatus, string>

const PAYOUT_STATUS = { unknown: 'UNKNOWN', pending: 'PENDING', successful: 'SUCCESSFUL', failed: 'FAILED' } as const

export function withdrawalView(w: WithdrawalRecord): Static<typeof CaasWithdrawal> {
  return {
    withdrawal_id: w.id,
    status: STATUS[w.status],
    amount_usdc: fixedUnits(w.amount, w.decimals),
    token: w.token,
    network: w.network,
    wallet_address: w.user.wallet,
    payout_currency: w.payee.currency,
    payout_amount: w.payee.amount,
    rate: w.payee.rate,
    ...(w.payout === null ? {} : { payout_status: PAYOUT_STATUS[w.payout.state] }),
    ...(w.payout?.financialTransactionId ? { payout_reference: w.payout.financialTransactionId } : {}),
    ...(w.txHash === null ? {} : { tx_hash: w.txHash }),
    ...(w.userOpHash === null ? {} : { user_op_hash: w.userOpHash }),
    ...(w.returnTxHash === null ? {} : { return_tx_hash: w.returnTxHash }),
    ...(w.returnHeld === null ? {} : { return_held: w.returnHeld }),
    ...(w.reason === null ? {} : { reason: w.reason }),
    created_at: rfc3339(w.createdAtMs),
    updated_at: rfc3339(w.updatedAtMs),
    ...(w.completedAtMs === null ? {} : { completed_at: rfc3339(w.completedAtMs) }),
  }
}

/** A withdrawal event as its webhook; created and payout_failed only drive the payout pass. */
function message(type: string, w: WithdrawalRecord): WebhookMessage | null {
  const view = withdrawalView(w)
  const to = (body: Extract<WebhookMessage, { product: 'caas' }>['body']): WebhookMessage => ({
    businessId: w.businessId,
    product: 'caas',
    body,
  })
  switch (type) {
    case 'caas.withdrawal.submitted':
      return to({ event: 'withdrawal.submitted', ...view })
    case 'caas.withdrawal.crypto_received':
      return to({ event: 'withdrawal.crypto_received', ...view })
    case 'caas.withdrawal.completed':
      return to({ event: 'withdrawal.completed', ...view })
    case 'caas.withdrawal.failed':
      return to({ event: 'withdrawal.failed', ...view })
    case 'caas.withdrawal.reversed':
      return to({ event: 'withdrawal.reversed', ...view })
    default:
      return null
  }
}

export const caasWithdrawalWebhookMapper: WebhookMapper = (event) => {
  const read = caasWithdrawalEvents.read(
    event,
    'caas.withdrawal.submitted',
    'caas.withdrawal.crypto_received',
    'caas.withdrawal.completed',
    'caas.withdrawal.failed',
    'caas.withdrawal.reversed',
  )
  return read ? message(read.type, read.payload) : null
}
