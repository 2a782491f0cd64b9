/**
 * The background half of a send, run on every payments host: each round it
 * asks the chain for the state of pending sends (-> confirmed or failed,
 * with depth, and from the adapter's `settlement` the block number and the
 * fee actually paid; a send the node does not know fails only when its
 * chain send proves it can never land) and collects due platform fees with
 * a separate transfer from the same address (tracker_sends.ts). All
 * decisions stay in the wallet actor; a fee is claimed there before it is
 * sent, and sent through the exactly-once send path under an id of its
 * attempt, so two hosts (or a retried round) never send it twice.
 */
import type { Logger } from '../../platform/log'
import { collectFee, failIfSendFailed, followSubmitting } from './tracker_sends'
import type { WaasContext } from './context'
import { trackedWallets } from './queries'
import type { ActiveWallet, WalletTx } from './state'

async function observeSend(waas: WaasContext, w: ActiveWallet, t: WalletTx): Promise<void> {
  const sandbox = w.mode === 'test'
  const adapter = waas.chains.adapter(t.network, sandbox)
  if (!adapter) return
  const seen = await adapter.transaction(t.txHash)
  // Not found (still in a mempool, or lost and being re-broadcast): pending, unless its send can no longer land.
  if (!seen) return failIfSendFailed(waas, w, t)
  if (seen.status === 'detected') {
    if (seen.confirmations !== t.confirmations)
      await waas.wallet(w.id, {
        type: 'send_observed',
        sendId: t.key,
        status: 'pending',
        confirmations: seen.confirmations,
        blockNumber: null,
      })
    return
  }
  // Where it landed and the fee really paid (a transaction that failed on chain paid its fee too); without the
  // adapter's answer the block stays unknown and the fee estimated at broadcast stands.
  const settled = adapter.settlement ? await adapter.settlement(t.txHash) : { blockNumber: null }
  // The node knows the outcome but not yet the settled record (a node lagging behind a balancer, a reorg in
  // between): looked at again next round rather than confirmed without its block.
  if (!settled) return
  await waas.wallet(w.id, {
    type: 'send_observed',
    sendId: t.key,
    status: seen.status,
    confirmations: seen.confirmations,
    blockNumber: seen.status === 'confirmed' ? settled.blockNumber : null,
    ...(settled.fee !== undefined ? { gasFee: settled.fee } : {}),
    ...(seen.status === 'failed' ? { reason: 'reverted or failed on chain' } : {}),
  })
}

const ROUND_WALLETS = 500

/** Where the last round stopped (a wallet actor id); '' starts from the beginning. */
type TrackerCursor = { afterId: string }

/** One round over the next wallets with open work. Errors of one wallet do not stop the others. */
async function trackOnce(waas: WaasContext, logger: Logger, cursor: TrackerCursor = { afterId: '' }): Promise<void> {
  const wallets = await trackedWallets(waas.payments.sql, cursor.afterId, ROUND_WALLETS)
  cursor.afterId = wallets.length === ROUND_WALLETS ? wallets.at(-1)!.id : ''
  for (const w of wallets) {
    for (const t of w.transactions) {
      if (t.type !== 'send') continue
      try {
        const nowMs = waas.payments.clock.nowMs()
        if (t.status === 'submitting') await followSubmitting(waas, w, t, nowMs)
        else if (t.status === 'pending') await observeSend(waas, w, t)
        else if (t.status === 'confirmed' && t.fee?.status === 'sending') await collectFee(waas, w, t)
        else if (t.status === 'confirmed' && t.fee?.status === 'due' && (t.fee.retryAtMs ?? 0) <= nowMs) await collectFee(waas, w, t)
      } catch (error) {
        logger.warn({ err: error, wallet: w.id, network: t.network }, 'wallet transfer tracking failed')
      }
    }
  }
}

/** Runs rounds every `intervalMs`, never two at once. Returns the stop function (which waits for a running round). */
export function startTracker(waas: WaasContext, logger: Logger, intervalMs: number): () => Promise<void> {
  let running: Promise<void> | null = null
  const cursor: TrackerCursor = { afterId: '' }
  const timer = setInterval(() => {
    if (running) return
    running = trackOnce(waas, logger, cursor)
      .catch((error: unknown) => logger.warn({ err: error }, 'wallet tracker round failed'))
      .finally(() => (running = null))
  }, intervalMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
