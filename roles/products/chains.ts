/**
 * The chains module on the payments role: the deposit actor kind, the
 * router that hands deposit events to the actors owning the addresses, and
 * the deposit watchers (sandbox ledger for every network; live adapters for
 * the networks with an endpoint in configuration).
 */
import type { PlatformModule } from '../module'
import { chainsFor } from '../../chains/service'
import { depositKind } from '../../actors/deposit/decide'
import { depositRouter } from '../../chains/watch/deposit_router'
import { platformNumber } from '../../platform/config_variables'

export const chainsModule: PlatformModule = {
  name: 'chains',
  actors: [depositKind],
  subscribers: (ctx) => [depositRouter(ctx.host)],
  start: (ctx) => {
    const chains = chainsFor(ctx)
    const stop = chains.startWatching(platformNumber('DEPOSIT_POLL_MS'))
    return async () => {
      stop()
      await chains.close()
    }
  },
}
