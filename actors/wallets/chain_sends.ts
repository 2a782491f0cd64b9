/**
 * How the wallet's sends go through the exactly-once send path
 * (actors/chain_send): the send ids, derived from the wallet transaction's
 * own key so a retried request or a restarted tracker finds the same send,
 * and what each answer does to the wallet transaction. A transfer is
 * removed (its Idempotency-Key freed) only when nothing can have landed;
 * an unknown outcome is `pending` with its hash, and the tracker settles it.
 */
import type { TransferRequest } from '../../chains/send/outcome'
import { RejectionError, reject } from '../../platform/errors'
import { sendRecord } from '../chains'
import { sendOnce, type SendAnswer } from '../chains'
import type { WaasContext } from './context'
import type { ActiveWallet, WalletTx } from './state'
import { FAILURE_CODES } from './failure_codes'

/** The chain send of a wallet transfer. */
export const transferSendId = (walletId: string, key: string) => `${walletId}:transfer:${key}`
/** The chain send of attempt `attempt` to collect a transfer's platform fee (a definite failure lets the next attempt sign anew). */
export const feeSendId = (walletId: string, key: string, attempt: number) => `${walletId}:fee:${key}:${attempt}`

type Sending = Pick<WalletTx, 'network' | 'index' | 'isTestnet' | 'currency' | 'fromAddress' | 'toAddress' | 'amount'>

export function transferRequest(w: ActiveWallet, t: Sending, sandbox: boolean): TransferRequest {
  return {
    walletId: w.id,
    envelope: w.envelope,
    network: t.network,
    index: t.index,
    isTestnet: t.isTestnet,
    sandbox,
    currency: t.currency,
    fromAddress: t.fromAddress,
    toAddress: t.toAddress,
    amount: t.amount,
  }
}

/**
 * Sends a transfer already begun in the wallet (`submitting`) and records the
 * answer there; a repeat with the same key runs this again and gets the same
 * send. Answers the wallet and its transaction, or throws the failure.
 */
export async function sendWalletTransfer(
  waas: WaasContext,
  w: ActiveWallet,
  key: string,
  request: TransferRequest,
): Promise<{ wallet: ActiveWallet; tx: WalletTx }> {
  const id = transferSendId(w.id, key)
  const answer = await sendOnce(waas.sends, id, {
    owner: { kind: 'wallet', id: w.id, purpose: 'transfer', ref: key },
    transfer: request,
  }).catch(async (error: unknown) => {
    // Only when nothing is recorded may the transfer go: a recorded one may be on the wire.
    if (!(await sendRecord(waas.sends, id).catch(() => 'unknown'))) await waas.wallet(w.id, { type: 'send_aborted', sendId: key })
    throw error
  })
  const wallet = await applyTransferAnswer(waas, w.id, key, answer)
  return { wallet, tx: wallet.transactions.find((t) => t.type === 'send' && t.key === key)! }
}

/** What a send answer does to the wallet transaction `key`. */
export async function applyTransferAnswer(waas: WaasContext, walletId: string, key: string, answer: SendAnswer): Promise<ActiveWallet> {
  if (answer.status === 'failed' && (answer.cause === null || answer.cause === 'rejected')) {
    // Nothing was accepted anywhere: the transfer never happened and its key is free again.
    await waas.wallet(walletId, { type: 'send_aborted', sendId: key })
    throw new RejectionError(reject(FAILURE_CODES[answer.code], answer.message))
  }
  if (answer.status === 'failed') {
    // It went out and can no longer land (reverted, conflicted, expired): a failed transfer, kept in the list.
    const w = await waas.wallet(walletId, { type: 'get' })
    const tx = w.transactions.find((t) => t.type === 'send' && t.key === key)
    const sent = await sendRecord(waas.sends, transferSendId(walletId, key))
    if (tx?.status === 'submitting' && sent?.txHash)
      await waas.wallet(walletId, { type: 'send_broadcast', sendId: key, txHash: sent.txHash, gasFee: sent.fee })
    return waas.wallet(walletId, {
      type: 'send_observed',
      sendId: key,
      status: 'failed',
      confirmations: 0,
      blockNumber: null,
      reason: `${answer.code}: ${answer.message}`,
    })
  }
  // A sandbox send whose ledger call has not answered: still being sent (a retry asks the ledger again under the same id).
  if (answer.txHash === null) throw new RejectionError(reject('TRANSFER_IN_PROGRESS', 'this transfer is being sent; ask again in a moment'))
  return waas.wallet(walletId, { type: 'send_broadcast', sendId: key, txHash: answer.txHash, gasFee: answer.fee })
}
