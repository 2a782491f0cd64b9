/**
 * A cross-chain swap with a test key (test_sk_): answered and recorded as a
 * live bridge swap (`type: "bridge"`, the bridge detail fields), with `dex`
 * and the bridge's tool `sandbox` and `router_address` `sandbox-bridge`
 * saying it is the sandbox bridge, settled on the sandbox ledger
 * (chains/sandbox/swap.ts `bridge`). Priced like a same-chain sandbox swap
 * (sandbox_bridge_quote.ts: 0.3% fee, hub prices, minimum 0.5% below); a
 * minimum below amount_out_min is refused before anything is recorded, as
 * the live bridge's is. Then `amount_in` leaves the customer's source
 * address at once; the payout of amount_out reaches its index-0 address on
 * the destination network (the same EVM address when not derived) two
 * blocks later, or, when that is after the deadline, the deposit is
 * refunded on the source and the swap fails (sandbox_bridge_settle.ts).
 */
import type { Static } from '@sinclair/typebox'
import { SANDBOX_BRIDGE } from '../../chains/sandbox/swap'
import { bridgeSetting } from '../../chains/bridge/networks'
import type { Caller } from '../../platform/caller'
import { chainIdOf, type BridgeRequest } from './bridge_inputs'
import { refuseMinimum } from './bridge_inputs'
import type { SwapContext } from './context'
import { QUOTE_VALIDITY_S, minimumOf, platformFeeOf, tokenName } from './inputs'
import { customerWallet } from './customer_wallet'
import type * as ops from './api/operations'
import { hubBridgeAmountOut, sandboxNetworks } from './sandbox_bridge_quote'
import { onLedger, sandboxCurrency } from './sandbox_execute'
import { SANDBOX_DEX } from './sandbox_settle'

/** The reason a deposit made after its deadline fails (the live escrow reverts with its own words). */
const SANDBOX_BRIDGE_EXPIRED = 'sandbox bridge: EXPIRED (the deadline passed before the deposit)'

type Body = Static<typeof ops.execute.input>

export async function executeSandboxBridge(c: SwapContext, b: Body, caller: Caller, r: BridgeRequest) {
  const { from, to } = sandboxNetworks(r)
  const currencyIn = sandboxCurrency(from, r.tokenIn, 'from_token')
  const currencyOut = sandboxCurrency(to, r.tokenOut, 'to_token')
  const { wallet, address } = await customerWallet(c, caller, b.customerID, from)
  const there = wallet.addresses.find((a) => a.network === to && a.index === 0)
  const toAddress = there?.address ?? address.address
  const nowMs = c.payments.clock.nowMs()
  const deadline = b.expires_at ?? Math.floor(nowMs / 1000) + QUOTE_VALIDITY_S
  const fee = platformFeeOf(r.amountIn)
  // Priced before the key is bound or anything recorded: a hub without a price is 400, and a retry may succeed.
  const amountOut = await hubBridgeAmountOut(c.payments.prices, from, r.tokenIn, to, r.tokenOut, r.amountIn - fee)
  const minimum = minimumOf(amountOut)
  refuseMinimum(minimum, b.amount_out_min)
  const opening = {
    type: 'bridge' as const,
    fromChain: r.from,
    toChain: r.to,
    dex: SANDBOX_DEX,
    routerAddress: SANDBOX_BRIDGE,
    tokenIn: tokenName(r.tokenIn),
    tokenOut: tokenName(r.tokenOut),
    amountIn: r.amountIn,
    amountOutMin: minimum,
    platformFee: fee,
    deadline,
    fromAddress: address.address,
    bridge: {
      tool: SANDBOX_DEX,
      fromChainId: chainIdOf(r.from),
      toChainId: chainIdOf(r.to),
      toAddress,
      pollMs: bridgeSetting('BRIDGE_POLL_MS'),
      status: 'NOT_FOUND',
      substatus: '',
    },
  }
  return onLedger(c, b, wallet, opening, nowMs > deadline * 1000 ? SANDBOX_BRIDGE_EXPIRED : null, (reference) =>
    c.chains.ledger.swaps().bridge({
      from: { network: from, address: address.address, currency: currencyIn, amount: r.amountIn },
      to: { network: to, address: toAddress, currency: currencyOut, amount: amountOut },
      deadline,
      reference,
    }),
  )
}
