/**
 * The chains module on the payments role: the deposit actor kind, the
 * router that hands deposit events to the actors owning the addresses, and
 * the deposit watchers (sandbox ledger for every network; live adapters for
 * the networks with an endpoint in configuration); and the chain_send
 * actor kind with its reconciler, the exactly-once send path every product
 * uses (actors/chains/send/send_once.ts).
 */
import type { PlatformModule } from '../../gateway/core/platform_module'
import { chainsFor } from './service'
import { depositKind } from './deposit/decide'
import { chainSendKind } from './send/decide'
import { sendContext } from './send/context'
import { sendReconciler } from './send/reconciler'
import { depositRouter } from './watch/deposit_router'
import { platformNumber } from '../../platform/config_variables'

export const chainsModule: PlatformModule = {
  name: 'chains',
  actors: [depositKind, chainSendKind],
  subscribers: (ctx) => [
    depositRouter(ctx.host, (deposits) => chainsFor(ctx).ownTransfersAmong(deposits)),
    sendReconciler(sendContext(ctx)).subscriber(),
  ],
  start: (ctx) => {
    const chains = chainsFor(ctx)
    const stop = chains.startWatching(platformNumber('DEPOSIT_POLL_MS'), platformNumber('DEPOSIT_HEAD_POLL_MS'))
    return async () => {
      stop()
      await chains.close()
    }
  },
}
