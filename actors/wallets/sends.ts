/**
 * The lifecycle of a transfer out of a customer wallet, as a ladder of
 * guards. The intent is recorded before anything is broadcast, so a send
 * is never on chain without the wallet knowing of it:
 *   begin_send -> submitting -> (send_broadcast) pending -> confirmed | failed
 *                            -> (send_aborted) removed: nothing reached the chain
 * The platform fee moves due -> sending (claimed before the fee transfer is
 * broadcast, so it is never sent twice) -> collected (its transaction
 * accepted, or on its way) | failed, back to due when a collected fee's
 * transaction proves it can never land (fee_lost), and is cancelled when
 * the main transfer fails. Pure.
 */
import { accepted, rejected, unchanged, type Decision, type DomainEvent } from '../runtime/types'
import { transferEvent } from './events'
import { walletRejection } from './rejections'
import type { ActiveWallet, PlatformFee, SendIntent, WalletTx } from './state'
import type { WalletCommand } from './commands'
import { withTracking } from './tracking'
import type { WalletRejection } from './rejections'

type Result = Decision<ActiveWallet, ActiveWallet, WalletRejection>

function replace(w: ActiveWallet, tx: WalletTx, next: WalletTx, events: DomainEvent[] = []): Result {
  const state = withTracking({ ...w, transactions: w.transactions.map((t) => (t === tx ? next : t)) })
  return accepted(state, state, events)
}

export function beginSend(w: ActiveWallet, intent: SendIntent, nowMs: number): Result {
  // The send id is the claim: a second begin with the same id (a retried Idempotency-Key) must never send again.
  if (w.transactions.some((t) => t.type === 'send' && t.key === intent.sendId)) return rejected(walletRejection('SEND_EXISTS'))
  if (!w.addresses.some((a) => a.address === intent.fromAddress)) return rejected(walletRejection('UNKNOWN_ADDRESS'))
  const tx: WalletTx = {
    seq: w.nextSeq,
    type: 'send',
    key: intent.sendId,
    txHash: '',
    network: intent.network,
    currency: intent.currency,
    fromAddress: intent.fromAddress,
    toAddress: intent.toAddress,
    amount: intent.amount,
    gasFee: 0n,
    status: 'submitting',
    confirmations: 0,
    blockNumber: null,
    createdAtMs: nowMs,
    settledAtMs: null,
    index: intent.index,
    isTestnet: intent.isTestnet,
    reason: null,
    fee: intent.fee && { ...intent.fee, status: 'due', txHash: null, gasFee: 0n, reason: null, settledAtMs: null },
  }
  const next = withTracking({ ...w, transactions: [...w.transactions, tx], nextSeq: w.nextSeq + 1 })
  return accepted(next, next)
}

/** Fee collection: up to 5 attempts, 1 min, 4 min, 16 min, 64 min apart. */
const FEE_ATTEMPTS_MAX = 5
const FEE_RETRY_MS = 60_000

type SendCommand = Extract<
  WalletCommand,
  { type: 'send_broadcast' | 'send_aborted' | 'send_observed' | 'fee_claim' | 'fee_result' | 'fee_lost' }
>

export function decideSend(w: ActiveWallet, command: SendCommand, nowMs: number): Result {
  const tx = w.transactions.find((t) => t.type === 'send' && t.key === command.sendId)
  if (!tx) return command.type === 'send_aborted' ? unchanged(w) : rejected(walletRejection('SEND_NOT_FOUND'))
  switch (command.type) {
    case 'send_broadcast': {
      if (tx.status !== 'submitting') return unchanged(w)
      const pending: WalletTx = { ...tx, status: 'pending', txHash: command.txHash, gasFee: command.gasFee, createdAtMs: nowMs }
      return replace(w, tx, pending, [transferEvent(w, pending, 'submitted')])
    }
    case 'send_aborted': {
      if (tx.status !== 'submitting') return unchanged(w)
      const next = withTracking({ ...w, transactions: w.transactions.filter((t) => t !== tx) })
      return accepted(next, next)
    }
    case 'send_observed': {
      if (tx.status !== 'pending') return unchanged(w)
      if (command.status === 'pending') {
        return command.confirmations === tx.confirmations ? unchanged(w) : replace(w, tx, { ...tx, confirmations: command.confirmations })
      }
      const settled: WalletTx = {
        ...tx,
        status: command.status,
        confirmations: command.confirmations,
        blockNumber: command.blockNumber,
        settledAtMs: nowMs,
        gasFee: command.gasFee ?? tx.gasFee,
        reason: command.status === 'failed' ? (command.reason ?? 'failed on chain') : null,
        fee:
          tx.fee && command.status === 'failed' && tx.fee.status === 'due'
            ? { ...tx.fee, status: 'cancelled', settledAtMs: nowMs }
            : tx.fee,
      }
      return replace(w, tx, settled, [transferEvent(w, settled, command.status)])
    }
    case 'fee_claim': {
      if (!tx.fee || tx.fee.status !== 'due' || tx.status !== 'confirmed' || (tx.fee.retryAtMs ?? 0) > nowMs)
        return rejected(walletRejection('FEE_NOT_DUE'))
      return replace(w, tx, { ...tx, fee: { ...tx.fee, status: 'sending' } })
    }
    case 'fee_result': {
      if (!tx.fee || tx.fee.status !== 'sending') return unchanged(w)
      if (!command.ok) return replace(w, tx, { ...tx, fee: feeFailed(tx.fee, command.reason, nowMs) })
      const fee = {
        ...tx.fee,
        status: 'collected' as const,
        txHash: command.txHash,
        gasFee: command.gasFee,
        reason: null,
        settledAtMs: nowMs,
      }
      return replace(w, tx, { ...tx, fee })
    }
    case 'fee_lost': {
      // The fee's transaction was collected on its broadcast and has since proven it can never land: due again.
      if (!tx.fee || tx.fee.status !== 'collected' || tx.fee.txHash !== command.txHash) return unchanged(w)
      return replace(w, tx, { ...tx, fee: feeFailed({ ...tx.fee, txHash: null, gasFee: 0n }, command.reason, nowMs) })
    }
  }
}

/** A failed collection (node down, no gas yet, lost) is tried again later; after FEE_ATTEMPTS_MAX it stays failed and is reported. */
function feeFailed(fee: PlatformFee, reason: string | null, nowMs: number): PlatformFee {
  const attempts = (fee.attempts ?? 0) + 1
  const retry = attempts < FEE_ATTEMPTS_MAX
  return {
    ...fee,
    status: retry ? 'due' : 'failed',
    reason,
    attempts,
    retryAtMs: nowMs + FEE_RETRY_MS * 4 ** (attempts - 1),
    settledAtMs: retry ? null : nowMs,
  }
}
