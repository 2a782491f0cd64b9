/**
 * POST /api/v1/swap/customer/:customerID: a same-chain swap from the
 * customer's WaaS wallet through the platform swap contract, on the
 * exactly-once send path. The swap is recorded `pending` before anything is
 * sent and its sends run as a workflow (send_workflow.ts): a token input is
 * approved to the contract first (approve_tx_hash) and the swap is sent once
 * that approve is mined. The request waits for them at most as long as two
 * node calls may take and answers the swap as it stands (answer.ts): its
 * hash with `pending`, or `tx_hash: null` while its approve is still being
 * mined. Confirmation (amount_out from the receipt's Swapped log) and
 * on-chain reverts arrive through the send events (send_events.ts). A swap
 * that would revert now (balance, slippage, deadline) is refused with the
 * router's reason before anything is signed, and recorded failed.
 */
import { viem } from '../../../chains/esm_deps'
import { RejectionError, reject } from '../../../platform/errors'
import type { MethodHandler } from '../../../platform/module'
import { implement, methodTable } from '../../../platform/operation'
import type { SwapContext } from '../context'
import { QUOTE_VALIDITY_S, parseSwapFields, pathOf, platformFeeOf, tokenName } from '../inputs'
import * as ops from './operations'
import { claimExecute } from '../execute_key'
import { answerSwap, executeAndAnswer } from '../answer'
import { swapSends } from '../send_workflow'
import { sendContext } from '../../chains'
import { bridgeRequestOf } from '../bridge_inputs'
import { executeBridge } from '../bridge_execute'
import { executeSandbox } from '../sandbox_execute'
import { businessOf, customerWallet } from '../customer_wallet'

export function executeMethods(c: SwapContext): Record<string, MethodHandler> {
  return methodTable(
    implement(ops.execute, async (b, caller) => {
      businessOf(caller)
      const bridged = bridgeRequestOf(b)
      if (bridged) return executeBridge(c, b, caller, bridged)
      const r = parseSwapFields(b)
      if (b.amount_out_min !== undefined && !/^[0-9]+$/.test(b.amount_out_min))
        throw new RejectionError(reject('SWAP_INVALID_REQUEST', 'amount_out_min must be an integer in base units', 'amount_out_min'))
      // Test keys settle on the sandbox ledger at hub prices (sandbox_execute.ts).
      if (caller.isTestMode) return executeSandbox(c, b, caller, r)
      const live = await c.live(r.network)
      if (!live)
        throw new RejectionError(
          reject(
            'NETWORK_UNAVAILABLE',
            `no ${r.network} node and swap contract are configured (${r.network}_RPC_URL, ${r.network}_SWAP_CONTRACT)`,
          ),
        )
      const d = live.deployment
      pathOf(r, d.wrapped)
      const { wallet, address } = await customerWallet(c, caller, b.customerID, r.network)
      const from = viem.getAddress(address.address)
      const nowMs = c.payments.clock.nowMs()
      const swap = {
        amountOutMin: b.amount_out_min !== undefined ? BigInt(b.amount_out_min) : 1n,
        deadline: BigInt(b.expires_at ?? Math.floor(nowMs / 1000) + QUOTE_VALIDITY_S),
      }
      const claim = await claimExecute(c.payments.sql, b, wallet.businessId, caller.isTestMode, c.payments.clock.nowMs())
      if (claim.kind === 'replay') return answerSwap(c, claim.id)
      const id = claim.id
      await c.swap(id, {
        type: 'open',
        swap: {
          businessId: wallet.businessId,
          isTest: caller.isTestMode,
          customerId: b.customerID,
          customerWalletId: wallet.walletId,
          type: 'dex',
          fromChain: r.network,
          toChain: r.network,
          dex: 'uniswap_v2',
          routerAddress: d.router,
          tokenIn: tokenName(r.tokenIn),
          tokenOut: tokenName(r.tokenOut),
          amountIn: r.amountIn,
          amountOutMin: swap.amountOutMin,
          platformFee: platformFeeOf(r.amountIn),
          deadline: Number(swap.deadline),
          fromAddress: from,
        },
      })
      return executeAndAnswer(c, swapSends(c), id, sendContext(c.payments).graceMs)
    }),
  )
}
