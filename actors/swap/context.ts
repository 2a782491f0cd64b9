/** What the swap methods share: the actor host, the chain service and send path, each network's deployment and its reserves cache. */
import { chainsFor, type ChainService } from '../chains'
import { ReservesCache } from '../../chains/swap/amounts_out'
import { swapDeployment, type SwapDeployment, type SwapNetwork } from '../../chains/swap/deployment'
import { sendContext, type SendContext } from '../chains'
import { asker } from '../runtime/unwrap'
import { swapRef } from './decide'
import type { PaymentsContext } from '../runtime/service/module'
import type { SwapCommand } from './commands'
import type { SwapRecord } from './state'

interface LiveSwap {
  readonly deployment: SwapDeployment
  readonly reserves: ReservesCache
}

export interface SwapContext {
  readonly payments: PaymentsContext
  readonly chains: ChainService
  readonly sends: SendContext
  swap(id: string, command: SwapCommand): Promise<SwapRecord>
  /** The network's deployment and reserves cache, or null without a node and a swap contract (quotes then come from the hub). */
  live(network: SwapNetwork): Promise<LiveSwap | null>
}

const contexts = new WeakMap<PaymentsContext, SwapContext>()

export function swapContext(ctx: PaymentsContext): SwapContext {
  let c = contexts.get(ctx)
  if (c) return c
  const caches = new Map<SwapDeployment, ReservesCache>()
  c = {
    payments: ctx,
    get chains() {
      return chainsFor(ctx)
    },
    get sends() {
      return sendContext(ctx)
    },
    swap: asker(ctx.host, swapRef),
    async live(network) {
      const pending = swapDeployment(network, chainsFor(ctx).evm(network))
      if (!pending) return null
      const deployment = await pending
      let reserves = caches.get(deployment)
      if (!reserves) caches.set(deployment, (reserves = new ReservesCache(deployment)))
      return { deployment, reserves }
    },
  }
  contexts.set(ctx, c)
  return c
}
