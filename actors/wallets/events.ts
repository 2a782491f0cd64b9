/**
 * The wallet's events: each is a wallet.* webhook, its payload the merchant's id and the wire body's `data`,
 * built inside the decision so the outbox event already carries exactly what the merchant will receive (amounts
 * by the rule of views.ts: base units, with `<name>_decimal` beside them; times as ISO 8601; fields that do not
 * apply left out). The map below types both sides: `decide` emits through `walletEvents.event`, the webhook
 * mapper reads through `walletEvents.read`, against the webhook contract's own schemas. Pure functions.
 */
import { omitAbsent } from '../../platform/omit_absent'
import { kindEvents } from '../runtime/events'
import type { PaymentsWebhookBody } from '../runtime/service/webhooks'
import type { DomainEvent } from '../runtime/types'
import { scopedId, type ActiveWallet, type WalletTx } from './state'
import { human, platformFeeAmount, txAmounts } from './views'

type DepositStep = 'detected' | 'confirmed' | 'failed' | 'hash_resolved'
type TransferStep = 'submitted' | 'confirmed' | 'failed'

/** The wallet.* webhooks, one event each. */
export type WalletWebhook = `wallet.deposit.${DepositStep}` | `wallet.transfer.${TransferStep}`

export type WalletEvents = {
  readonly [E in WalletWebhook]: { readonly businessId: string; readonly data: PaymentsWebhookBody<E>['data'] }
}

export const walletEvents = kindEvents<WalletEvents>('wallet')

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

function depositData(w: ActiveWallet, tx: WalletTx) {
  return {
    deposit_id: scopedId(w.walletId, tx.seq),
    customer_id: w.customerId,
    network: tx.network,
    address: tx.toAddress,
    amount: tx.amount.toString(),
    amount_decimal: human(tx.network, tx.currency, tx.amount),
    currency: tx.currency,
    tx_hash: tx.txHash,
    hash_pending: false,
    confirmations: tx.confirmations,
    status: tx.status === 'pending' ? 'detected' : tx.status,
    detected_at: new Date(tx.createdAtMs).toISOString(),
    safe_to_credit: tx.status === 'confirmed',
    is_test_mode: w.mode === 'test',
  }
}

/**
 * wallet.deposit.detected / confirmed / failed: one shape, fields per the spec. (wallet.deposit.hash_resolved is in
 * the contract for deposits first seen without a hash; every watcher here sees the hash with the transfer.)
 */
export function depositEvent(w: ActiveWallet, tx: WalletTx, step: 'detected' | 'confirmed' | 'failed'): DomainEvent {
  const data = depositData(w, tx)
  const businessId = w.businessId
  switch (step) {
    case 'detected':
      return walletEvents.event('wallet.deposit.detected', {
        businessId,
        data: { ...data, detected_by: w.mode === 'test' ? 'sandbox' : 'chain_watcher' },
      })
    case 'confirmed':
      return walletEvents.event('wallet.deposit.confirmed', {
        businessId,
        data: omitAbsent({ ...data, confirmed_at: iso(tx.settledAtMs) }),
      })
    case 'failed':
      return walletEvents.event('wallet.deposit.failed', { businessId, data: omitAbsent({ ...data, failed_at: iso(tx.settledAtMs) }) })
  }
}

function transferData(w: ActiveWallet, tx: WalletTx) {
  const fee = platformFeeAmount(tx)
  return {
    id: scopedId(w.walletId, tx.seq),
    tx_hash: tx.txHash,
    customer_id: w.customerId,
    network: tx.network,
    currency: tx.currency,
    from_address: tx.fromAddress,
    to_address: tx.toAddress,
    ...txAmounts(tx),
    status: tx.status,
    ...(tx.fee && fee ? { platform_fee: { ...fee, fee_percent: tx.fee.percent, fee_address: tx.fee.address, status: tx.fee.status } } : {}),
    is_test_mode: w.mode === 'test',
  }
}

/** wallet.transfer.submitted / confirmed / failed. */
export function transferEvent(w: ActiveWallet, tx: WalletTx, step: TransferStep): DomainEvent {
  const data = transferData(w, tx)
  const businessId = w.businessId
  switch (step) {
    case 'submitted':
      return walletEvents.event('wallet.transfer.submitted', {
        businessId,
        data: { ...data, submitted_at: new Date(tx.createdAtMs).toISOString() },
      })
    case 'confirmed':
      return walletEvents.event('wallet.transfer.confirmed', {
        businessId,
        data: omitAbsent({ ...data, confirmed_at: iso(tx.settledAtMs), block_number: tx.blockNumber, confirmations: tx.confirmations }),
      })
    case 'failed':
      return walletEvents.event('wallet.transfer.failed', {
        businessId,
        data: omitAbsent({ ...data, failed_at: iso(tx.settledAtMs), reason: tx.reason }),
      })
  }
}
