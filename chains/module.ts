/**
 * The chains module on the payments role: the deposit actor kind, the
 * router that hands deposit events to the actors owning the addresses, and
 * the deposit watchers (sandbox ledger for every network; live adapters for
 * the networks with an endpoint in configuration).
 */
import type { PlatformModule } from '../platform/module'
import { chainsFor } from './service'
import { depositKind } from '../actors/deposit/decide'
import { depositRouter } from './watch/deposit_router'

export const chainsModule: PlatformModule = {
  name: 'chains',
  actors: [depositKind],
  subscribers: (ctx) => [depositRouter(ctx.host)],
  start: (ctx) => {
    const chains = chainsFor(ctx)
    const stop = chains.startWatching(Number(process.env.DEPOSIT_POLL_MS ?? 1_000))
    return async () => {
      stop()
      await chains.close()
    }
  },
}
