/**
 * The background half of a send, a workflow (actors/runtime/workflow.ts) over the wallets with open tracking
 * on this host's shards: each scan asks the chain for the state of pending sends (-> confirmed or failed, with
 * depth, and from the adapter's `settlement` the block number and the fee actually paid; a send the node does
 * not know fails only when its chain send proves it can never land) and collects due platform fees with a
 * separate transfer from the same address (tracker_sends.ts). Only the scan brings wallets: what moves them
 * on is the chain's answer, which nobody announces. All decisions stay in the wallet actor; a fee is claimed
 * there before it is sent, and sent through the exactly-once send path under an id of its attempt, so two
 * hosts (or a repeated pass) never send it twice.
 */
import { Workflow } from '../runtime/workflow'
import { collectFee, failIfSendFailed, followSubmitting } from './tracker_sends'
import type { WaasContext } from './context'
import { storedWallet, trackedWalletIds } from './queries'
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

/** One pass over one wallet's open sends. One send's failure does not stop the others; the pass then fails (backed off). */
async function trackWallet(waas: WaasContext, id: string): Promise<void> {
  const w = await storedWallet(waas.payments.sql, id)
  if (!w) return
  const failures: unknown[] = []
  for (const t of w.transactions) {
    if (t.type !== 'send') continue
    try {
      const nowMs = waas.payments.clock.nowMs()
      if (t.status === 'submitting') await followSubmitting(waas, w, t, nowMs)
      else if (t.status === 'pending') await observeSend(waas, w, t)
      else if (t.status === 'confirmed' && t.fee?.status === 'sending') await collectFee(waas, w, t)
      else if (t.status === 'confirmed' && t.fee?.status === 'due' && (t.fee.retryAtMs ?? 0) <= nowMs) await collectFee(waas, w, t)
    } catch (error) {
      failures.push(error)
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} of wallet ${id}'s sends could not be followed`)
}

export function walletTracker(waas: WaasContext): Workflow {
  return new Workflow(
    {
      name: 'wallet.sends',
      open: (shards, afterId, limit) => trackedWalletIds(waas.payments.sql, shards, afterId, limit),
      step: (id) => trackWallet(waas, id),
    },
    // A failed pass is looked at again soon: a send's depth is what the merchant watches.
    {
      clock: waas.payments.clock,
      logger: waas.payments.logger,
      shards: () => waas.payments.host.leases.ownedShards(),
      maxBackoffMs: 10_000,
    },
  )
}
