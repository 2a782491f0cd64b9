/**
 * A cross-chain swap from the customer's WaaS wallet through the configured
 * bridge: quoted again with the customer's addresses (the source address at
 * index 0; the recipient is the wallet's index-0 address on the destination
 * network when it has one, else the same EVM address), recorded `pending`
 * as a `bridge` swap before anything is signed, then on the exactly-once
 * send path like a same-chain swap (execute_sends.ts): a token input is
 * approved to the bridge's approval address, and the bridge's source
 * transaction is estimated and sent. From then on the swap follows the
 * bridge's `/status` (bridge_events.ts). A bridge minimum below the
 * caller's amount_out_min is refused before anything is recorded. The
 * sends run as the swap's workflow (send_workflow.ts), from the source
 * transaction kept on the record; the request waits for them a bounded
 * time and answers the swap as it stands (answer.ts). A test
 * key's cross-chain swap goes to the sandbox bridge instead
 * (sandbox_bridge_execute.ts).
 */
import { viem } from '../../chains/esm_deps'
import { SOURCE_CHAINS, bridgeSetting } from '../../chains/bridge/networks'
import { RejectionError, reject } from '../../platform/errors'
import type { Caller } from '../../platform/caller'
import type { Static } from '@sinclair/typebox'
import type { SwapContext } from './context'
import { QUOTE_VALIDITY_S, tokenName } from './inputs'
import type { SwapTarget } from './execute_sends'
import { swapSends } from './send_workflow'
import { sendContext } from '../chains'
import { claimExecute } from './execute_key'
import { answerSwap, executeAndAnswer } from './answer'
import { customerWallet } from './customer_wallet'
import { chainIdOf, type BridgeRequest } from './bridge_inputs'
import { bridgeOrRefuse, quoteBridge } from './bridge_quote'
import { executeSandboxBridge } from './sandbox_bridge_execute'
import { refuseMinimum } from './bridge_inputs'
import type * as ops from './api/operations'

type Body = Static<typeof ops.execute.input>

export async function executeBridge(c: SwapContext, b: Body, caller: Caller, r: BridgeRequest) {
  if (b.amount_out_min !== undefined && !/^[0-9]+$/.test(b.amount_out_min))
    throw new RejectionError(reject('SWAP_INVALID_REQUEST', 'amount_out_min must be an integer in base units', 'amount_out_min'))
  // Test keys bridge on the sandbox ledger at hub prices (sandbox_bridge_execute.ts).
  if (caller.isTestMode) return executeSandboxBridge(c, b, caller, r)
  const bridge = bridgeOrRefuse()
  const network = r.from as SwapTarget['network']
  const adapter = SOURCE_CHAINS.includes(r.from) ? c.chains.evm(network) : null
  if (!adapter)
    throw new RejectionError(
      SOURCE_CHAINS.includes(r.from)
        ? reject('NETWORK_UNAVAILABLE', `no ${r.from} node is configured (${r.from}_RPC_URL)`)
        : reject('SWAP_UNAVAILABLE', `cross-chain swaps start from ${SOURCE_CHAINS.join(', ')} (where the customer's wallet signs)`),
    )
  const { wallet, address } = await customerWallet(c, caller, b.customerID, network)
  const from = viem.getAddress(address.address)
  const there = wallet.addresses.find((a) => a.network === r.to && a.isTestnet === caller.isTestMode && a.index === 0)
  const to = there ? viem.getAddress(there.address) : from
  const quote = await quoteBridge(bridge, r, from, to)
  refuseMinimum(quote.toAmountMin, b.amount_out_min)
  const claim = await claimExecute(c.payments.sql, b, wallet.businessId, caller.isTestMode, c.payments.clock.nowMs())
  if (claim.kind === 'replay') return answerSwap(c, claim.id)
  const id = claim.id
  const tx = quote.transaction
  await c.swap(id, {
    type: 'open',
    swap: {
      businessId: wallet.businessId,
      isTest: caller.isTestMode,
      customerId: b.customerID,
      customerWalletId: wallet.walletId,
      type: 'bridge',
      fromChain: r.from,
      toChain: r.to,
      dex: quote.tool,
      routerAddress: tx.to,
      tokenIn: tokenName(r.tokenIn),
      tokenOut: tokenName(r.tokenOut),
      amountIn: r.amountIn,
      amountOutMin: quote.toAmountMin,
      platformFee: 0n,
      deadline: Math.floor(c.payments.clock.nowMs() / 1000) + QUOTE_VALIDITY_S,
      fromAddress: from,
      bridge: {
        tool: quote.tool,
        fromChainId: chainIdOf(r.from),
        toChainId: chainIdOf(r.to),
        toAddress: to,
        pollMs: bridgeSetting('BRIDGE_POLL_MS'),
        status: 'NOT_FOUND',
        substatus: '',
        source: { to: tx.to, data: tx.data, value: tx.value, spender: quote.approvalAddress },
      },
    },
  })
  return executeAndAnswer(c, swapSends(c), id, sendContext(c.payments).graceMs)
}
