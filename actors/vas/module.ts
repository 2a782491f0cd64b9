/**
 * Value-added services: the order actor, its methods and routes, the
 * executor (detached runs, the reconciling scan) and the vas.order.* webhook
 * mapper. The provider comes from the environment (actors/vas/providers/reloadly/config.ts):
 * test keys buy from VAS_SANDBOX_URL (the simulator), live keys from the
 * RELOADLY_* account. Builds on the merchant balance's ledger accounts.
 */
import type { PaymentsContext } from '../runtime/service/module'
import type { PlatformModule } from '../../gateway/core/platform_module'
import { vasOrderKind } from './order/decide'
import { vasSettingsKind } from './settings/decide'
import { VasContext } from './context'
import { vasExecutor, type VasExecutor } from './executor'
import { vasMethods } from './api/methods'
import { vasWebhookMapper } from './webhooks'
import { vasRoutes } from './api/routes'
import { configEnv, platformNumber } from '../../platform/config_variables'

export function createVasModule(
  options: { env?: NodeJS.ProcessEnv } = {},
): PlatformModule & { executorOf(ctx: PaymentsContext): VasExecutor } {
  const contexts = new WeakMap<PaymentsContext, { vas: VasContext; executor: VasExecutor }>()
  const of = (ctx: PaymentsContext) => {
    let entry = contexts.get(ctx)
    if (!entry) {
      const vas = new VasContext(ctx, options.env ?? configEnv())
      ctx.webhooks.catalogue.add(vasWebhookMapper)
      contexts.set(ctx, (entry = { vas, executor: vasExecutor(vas) }))
    }
    return entry
  }
  return {
    name: 'vas',
    actors: [vasOrderKind, vasSettingsKind],
    methods: (ctx) => vasMethods(of(ctx).vas, of(ctx).executor),
    subscribers: (ctx) => [of(ctx).executor.subscriber()],
    start: (ctx) => {
      const stop = of(ctx).executor.start(platformNumber('VAS_RECONCILE_POLL_MS', options.env ?? configEnv()))
      return async () => {
        stop()
        await of(ctx).executor.idle()
      }
    },
    routes: (ctx) => vasRoutes(ctx.payments),
    executorOf: (ctx) => of(ctx).executor,
  }
}

export const vasModule = createVasModule()
