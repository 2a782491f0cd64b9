/**
 * Follows a sandbox bridge swap (sandbox_bridge_execute.ts) on the sandbox
 * ledger and reports it in the words a bridge's `/status` uses
 * (chains/bridge/adapter.ts), so the swap moves exactly as a live bridge
 * swap does (bridge_decide.ts): pending while the deposit confirms
 * (`WAIT_SOURCE_CONFIRMATIONS`) and the payout is on its way
 * (`WAIT_DESTINATION_TRANSACTION`), pending `REFUND_IN_PROGRESS` once the
 * deadline passed without a payout, then `DONE COMPLETED` with the payout
 * (confirmed, amount_out as credited) or `DONE REFUNDED` with the refund
 * (failed).
 */
import { swapRef } from './decide'
import type { BridgeStatus } from '../../chains/bridge/adapter'
import type { SandboxBridgeStatus } from '../../chains/sandbox/swap'
import type { SwapContext } from './context'
import type { SwapRecord } from './state'

const LATE = 'the deadline passed before the payout'

function sandboxBridgeStatus(s: SandboxBridgeStatus, swap: SwapRecord): BridgeStatus {
  switch (s.stage) {
    case 'source':
      return { state: 'PENDING', substatus: 'WAIT_SOURCE_CONFIRMATIONS' }
    case 'payout':
      return { state: 'PENDING', substatus: 'WAIT_DESTINATION_TRANSACTION' }
    case 'refunding':
      return { state: 'PENDING', substatus: 'REFUND_IN_PROGRESS', message: `${LATE}; refund ${s.refundTxHash} sent on the source` }
    case 'paid':
    case 'refunded': {
      const paid = s.stage === 'paid'
      return {
        state: 'DONE',
        substatus: paid ? 'COMPLETED' : 'REFUNDED',
        ...(paid ? {} : { message: `${LATE}; refunded on the source` }),
        receiving: {
          txHash: s.leg.txHash,
          chainId: paid ? swap.bridge!.toChainId : swap.bridge!.fromChainId,
          amount: s.leg.amount,
          token: paid ? swap.tokenOut : swap.tokenIn,
        },
      }
    }
  }
}

/** Reports where the ledger has the bridge swap; nothing while the request has not recorded it (the unsent timer decides). */
export async function settleSandboxBridge(c: SwapContext, swap: SwapRecord): Promise<void> {
  const ledger = await c.chains.ledger.swaps().bridgeStatus(`swap:${swap.id}`)
  if (!ledger) return
  await c.payments.host.ask(swapRef(swap.id), { type: 'bridge_status', status: sandboxBridgeStatus(ledger, swap) })
}
