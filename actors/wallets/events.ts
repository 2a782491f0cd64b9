/**
 * The wire payloads of the wallet.* webhooks, built inside the decision so
 * the outbox event already carries exactly what the merchant will receive
 * (amounts by the rule of views.ts: base units, with `<name>_decimal`
 * beside them; times as ISO 8601; fields that do not apply left out). Pure functions.
 */
import { omitAbsent } from '../../platform/omit_absent'
import type { DomainEvent } from '../runtime/types'
import { scopedId, type ActiveWallet, type WalletTx } from './state'
import { human, platformFeeAmount, txAmounts } from './views'

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

function event(w: ActiveWallet, type: string, data: Record<string, unknown>): DomainEvent {
  return { type, payload: { businessId: w.businessId, data: omitAbsent({ ...data, is_test_mode: w.mode === 'test' }) } }
}

/** wallet.deposit.detected / confirmed / failed / hash_resolved: one shape, fields per the spec. */
export function depositEvent(
  w: ActiveWallet,
  tx: WalletTx,
  type: 'detected' | 'confirmed' | 'failed' | 'hash_resolved',
  previousHash?: string,
): DomainEvent {
  const status = tx.status === 'pending' ? 'detected' : tx.status
  const data: Record<string, unknown> = {
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
    status,
    detected_at: iso(tx.createdAtMs),
    safe_to_credit: tx.status === 'confirmed',
  }
  if (type === 'detected') data.detected_by = w.mode === 'test' ? 'sandbox' : 'chain_watcher'
  if (type === 'confirmed') data.confirmed_at = iso(tx.settledAtMs)
  if (type === 'failed') data.failed_at = iso(tx.settledAtMs)
  if (type === 'hash_resolved') data.previous_tx_hash = previousHash
  return event(w, `wallet.deposit.${type}`, data)
}

/** wallet.transfer.submitted / confirmed / failed. */
export function transferEvent(w: ActiveWallet, tx: WalletTx, type: 'submitted' | 'confirmed' | 'failed'): DomainEvent {
  const data: Record<string, unknown> = {
    id: scopedId(w.walletId, tx.seq),
    tx_hash: tx.txHash,
    customer_id: w.customerId,
    network: tx.network,
    currency: tx.currency,
    from_address: tx.fromAddress,
    to_address: tx.toAddress,
    ...txAmounts(tx),
    status: tx.status,
  }
  if (type === 'submitted') data.submitted_at = iso(tx.createdAtMs)
  if (type === 'confirmed') {
    data.confirmed_at = iso(tx.settledAtMs)
    data.block_number = tx.blockNumber
    data.confirmations = tx.confirmations
  }
  if (type === 'failed') {
    data.failed_at = iso(tx.settledAtMs)
    data.reason = tx.reason
  }
  if (tx.fee)
    data.platform_fee = { ...platformFeeAmount(tx), fee_percent: tx.fee.percent, fee_address: tx.fee.address, status: tx.fee.status }
  return event(w, `wallet.transfer.${type}`, data)
}
