/**
 * How the wallet turns deposit observations (from the chain layer's deposit
 * actors, delivered at least once and in order per deposit) into wallet
 * transactions and wallet.deposit.* events: exactly one `detected`, then at
 * most one `confirmed` or `failed`. Pure.
 */
import type { DepositView } from '../chains'
import type { Network } from '../../chains/networks'
import { accepted, rejected, unchanged, type Decision, type DomainEvent } from '../runtime/types'
import { depositEvent } from './events'
import { walletRejection } from './rejections'
import type { ActiveWallet, WalletTx } from './state'
import { withTracking } from './tracking'
import type { WalletRejection } from './rejections'

const statusOf = (d: DepositView): WalletTx['status'] =>
  d.status === 'detected' ? 'pending' : d.status === 'confirmed' ? 'confirmed' : 'failed'

export function observeDeposit(w: ActiveWallet, d: DepositView, nowMs: number): Decision<ActiveWallet, ActiveWallet, WalletRejection> {
  if (!w.addresses.some((a) => a.address === d.address && a.network === d.network)) return rejected(walletRejection('UNKNOWN_ADDRESS'))
  // Change outputs of our own UTXO sends (and of fee transfers) come back to the sending address: not deposits.
  const own = w.transactions.some(
    (t) => t.type === 'send' && t.fromAddress === d.address && (t.txHash === d.txHash || t.fee?.txHash === d.txHash),
  )
  if (own) return unchanged(w)
  const events: DomainEvent[] = []
  let transactions = w.transactions
  let nextSeq = w.nextSeq
  let tx = w.transactions.find((t) => t.type === 'receive' && t.key === d.id)
  if (tx && tx.status === 'failed' && (d.sighting ?? 1) > (tx.sighting ?? 1)) {
    // Reversed by a reorg, now mined again: the same deposit (same deposit_id) is detected again and may confirm.
    const reopened: WalletTx = { ...tx, status: 'pending', confirmations: 0, settledAtMs: null, reason: null, sighting: d.sighting ?? 1 }
    transactions = transactions.map((t) => (t === tx ? reopened : t))
    tx = reopened
    events.push(depositEvent({ ...w, transactions }, reopened, 'detected'))
  }
  if (!tx) {
    tx = {
      seq: nextSeq++,
      type: 'receive',
      key: d.id,
      txHash: d.txHash,
      network: d.network,
      currency: d.currency,
      fromAddress: d.fromAddress ?? '',
      toAddress: d.address,
      amount: d.amount,
      gasFee: 0n,
      status: 'pending',
      confirmations: 0,
      blockNumber: null,
      createdAtMs: d.detectedAtMs || nowMs,
      settledAtMs: null,
      index: -1,
      isTestnet: false,
      fee: null,
      reason: null,
    }
    transactions = [...transactions, tx]
    events.push(depositEvent({ ...w, transactions }, tx, 'detected'))
  }
  const target = statusOf(d)
  if (tx.status === 'pending' && target !== 'pending') {
    const settled: WalletTx = {
      ...tx,
      status: target,
      confirmations: d.confirmations,
      settledAtMs: d.settledAtMs ?? nowMs,
      reason:
        target === 'failed' ? (d.status === 'reversed' ? 'reversed: the transaction left the chain (reorg)' : 'failed on chain') : null,
    }
    transactions = transactions.map((t) => (t === tx ? settled : t))
    events.push(depositEvent({ ...w, transactions }, settled, target === 'confirmed' ? 'confirmed' : 'failed'))
  } else if (tx.status === 'pending' && d.confirmations !== tx.confirmations && events.length === 0) {
    const deeper = { ...tx, confirmations: d.confirmations }
    transactions = transactions.map((t) => (t === tx ? deeper : t))
  }
  if (transactions === w.transactions) return unchanged(w)
  const next = withTracking({ ...w, transactions, nextSeq })
  return accepted(next, next, events)
}
