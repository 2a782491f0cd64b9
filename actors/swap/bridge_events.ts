/**
 * Moves cross-chain swaps: each firing of a pending bridge swap's poll timer
 * (`swap.bridge_due`) asks the bridge's `/status` and reports the answer to
 * the swap actor, which follows it (bridge_decide.ts). A bridge that does
 * not answer is asked again at the next firing; the timer re-arms itself,
 * so nothing here can stop the polling. The source transaction's own send
 * outcome matters only when it failed (reverted, or it can never land):
 * the bridge then never sees a deposit, and the swap fails with the reason.
 */
import { swapRef } from './decide'
import { BridgeUnavailable } from '../../chains/bridge/adapter'
import { configuredBridge } from '../../chains/bridge/networks'
import { revertReasonOf } from '../../chains/swap/calls'
import type { Network } from '../../chains/networks'
import type { ChainSendRecord } from '../chains'
import type { SwapContext } from './context'
import type { SwapRecord } from './state'
import { SANDBOX_DEX, settleSandboxSwap } from './sandbox_settle'
import { hexOf } from '../../chains/evm/hex'

export async function pollBridge(c: SwapContext, swap: SwapRecord): Promise<void> {
  // A sandbox bridge swap (test key) is followed on the sandbox ledger, never asked of a real bridge.
  if (swap.dex === SANDBOX_DEX) return settleSandboxSwap(c, swap.id)
  const bridge = configuredBridge()
  if (!swap.bridge || !swap.swapTxHash || !bridge) return
  try {
    const status = await bridge.status({
      txHash: swap.swapTxHash,
      fromChainId: swap.bridge.fromChainId,
      toChainId: swap.bridge.toChainId,
      tool: swap.bridge.tool,
    })
    await c.payments.host.ask(swapRef(swap.id), { type: 'bridge_status', status })
  } catch (error) {
    if (error instanceof BridgeUnavailable) return c.payments.logger.warn({ swap: swap.id, err: error.message }, 'bridge status')
    throw error
  }
}

/** The source transaction's send outcome for a pending bridge swap. */
export async function bridgeSendOutcome(
  c: SwapContext,
  swap: SwapRecord,
  type: string,
  s: Omit<ChainSendRecord, 'payload'> & { network: Network },
): Promise<void> {
  if (type !== 'chain_send.failed') return
  const adapter = c.chains.evm(s.network)
  const reason =
    s.failure?.cause === 'reverted' && adapter && s.txHash
      ? await revertReasonOf({ adapter }, hexOf(s.txHash, 'a send hash'))
      : `${s.failure?.cause}: ${s.failure?.message}`
  await c.payments.host.ask(swapRef(swap.id), { type: 'fail', step: 'swap', reason })
}
