/**
 * The tracker's side of the exactly-once send path: platform fees are
 * collected through it (one chain send per attempt, its id derived from the
 * transfer and the attempt number, so a round that repeats itself finds the
 * same send), and the outcome of a transfer's chain send reaches the wallet
 * when the request that began it did not live to record it.
 */
import { walletRef } from './decide'
import { RejectionError } from '../../platform/errors'
import { sendRecord } from '../chains'
import { answerOf, sendOnce } from '../chains'
import { applyTransferAnswer, feeSendId, transferRequest, transferSendId } from './chain_sends'
import type { WaasContext } from './context'
import type { ActiveWallet, WalletTx } from './state'

/** A transfer begun but not recorded for this long was abandoned before anything was signed: its key is freed. */
const SUBMITTING_ABANDONED_MS = 10 * 60_000

/** Claims a due fee, then sends it; a fee already `sending` is resumed with the same send. */
export async function collectFee(waas: WaasContext, w: ActiveWallet, t: WalletTx): Promise<void> {
  const fee = t.fee!
  if (fee.status === 'due') {
    const claimed = await waas.payments.host.ask(walletRef(w.id), { type: 'fee_claim', sendId: t.key })
    if (!claimed.ok) return
  }
  const answer = await sendOnce(waas.sends, feeSendId(w.id, t.key, fee.attempts ?? 0), {
    owner: { kind: 'wallet', id: w.id, purpose: 'fee', ref: t.key },
    transfer: transferRequest(w, { ...t, toAddress: fee.address, amount: fee.amount }, w.mode === 'test'),
  })
  // Submitted with its hash: collected, as a broadcast fee always was; should the send fail for good later, the fee is
  // due again (fee_lost, send_events.ts). Without a hash (a sandbox ledger call unanswered) it stays `sending`.
  if (answer.status !== 'failed' && answer.txHash === null) return
  if (answer.status !== 'failed')
    await waas.wallet(w.id, { type: 'fee_result', sendId: t.key, ok: true, txHash: answer.txHash, gasFee: answer.fee, reason: null })
  else {
    const reason = `${answer.code}: ${answer.message}`
    await waas.wallet(w.id, { type: 'fee_result', sendId: t.key, ok: false, txHash: null, gasFee: 0n, reason })
  }
}

/** A transfer still `submitting`: its request died between recording the send and the wallet; finish what it left. */
export async function followSubmitting(waas: WaasContext, w: ActiveWallet, t: WalletTx, nowMs: number): Promise<void> {
  const sent = await sendRecord(waas.sends, transferSendId(w.id, t.key))
  if (!sent) {
    // Nothing signed: the request is still preparing, or died before; only long after is the transfer given up.
    if (nowMs - t.createdAtMs > SUBMITTING_ABANDONED_MS) await waas.wallet(w.id, { type: 'send_aborted', sendId: t.key })
    return
  }
  await applyTransferAnswer(waas, w.id, t.key, answerOf(sent)).catch((error: unknown) => {
    // A send that failed before anything was accepted: the transfer is removed, which is all there is to do here.
    if (!(error instanceof RejectionError)) throw error
  })
}

/** A pending transfer the node does not know: failed once its chain send proves it can never land. */
export async function failIfSendFailed(waas: WaasContext, w: ActiveWallet, t: WalletTx): Promise<void> {
  const sent = await sendRecord(waas.sends, transferSendId(w.id, t.key))
  if (sent?.status !== 'failed') return
  await applyTransferAnswer(waas, w.id, t.key, answerOf(sent)).catch((error: unknown) => {
    if (!(error instanceof RejectionError)) throw error
  })
}
