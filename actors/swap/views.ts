/** The spec's swap record, from the actor's state: amounts as integer strings, times as ISO strings. */
import type { SwapRecord } from './state'
import type { BridgeProgress } from './bridge_state'

const iso = (ms: number) => new Date(ms).toISOString()

export function swapView(s: SwapRecord) {
  return {
    id: Number(s.id),
    business_id: s.businessId,
    customer_wallet_id: s.customerWalletId,
    customer_id: s.customerId,
    type: s.type,
    from_chain: s.fromChain,
    to_chain: s.toChain,
    dex: s.dex,
    router_address: s.routerAddress,
    token_in: s.tokenIn,
    token_out: s.tokenOut,
    amount_in: s.amountIn.toString(),
    amount_out: s.amountOut === null ? '' : s.amountOut.toString(),
    platform_fee: s.platformFee.toString(),
    ...(s.approveTxHash ? { approve_tx_hash: s.approveTxHash } : {}),
    swap_tx_hash: s.swapTxHash ?? '',
    status: s.status,
    ...(s.reason ? { failure_reason: s.reason } : {}),
    ...(s.bridge ? bridgeView(s.bridge) : {}),
    confirmed_at: s.confirmedAtMs === null ? null : iso(s.confirmedAtMs),
    created_at: iso(s.createdAtMs),
    updated_at: iso(s.updatedAtMs),
  }
}

export type SwapView = ReturnType<typeof swapView>

/** Our fields for a cross-chain swap: the bridge's last status word and sub-status, and its receiving transaction. */
function bridgeView(b: BridgeProgress) {
  return {
    bridge_status: b.status,
    ...(b.substatus ? { bridge_substatus: b.substatus } : {}),
    ...(b.receivingTxHash ? { bridge_receiving_tx_hash: b.receivingTxHash } : {}),
  }
}
