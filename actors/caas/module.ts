/**
 * The Card-as-a-Service module: user and transfer actors, their methods and
 * routes, the transfer executor (background scan and event kicks), the I/O
 * of deposit decisions (forwarding, SMS) and the start-up watch sweep, and
 * the webhook mapper. `createCaasModule` takes an SMS sender for both
 * environments (tests pass a memory sender); otherwise the senders come from
 * the SMS configuration (actors/caas/providers/sms/config.ts, sms.ts).
 */
import type { PaymentsContext } from '../runtime/service/module'
import type { PlatformModule } from '../../gateway/core/platform_module'
import { methodTable } from '../../platform/operation'
import { caasRoutes } from './api/routes'
import { caasTransferKind } from './transfer/decide'
import { caasUserKind } from './user/decide'
import { CaasContext } from './context'
import { depositEventSubscriber } from './deposit_events'
import { TransferExecutor } from './executor'
import { sandboxFundMethods } from './api/methods_sandbox'
import { transferMethods } from './api/methods_transfers'
import { userMethods } from './api/methods_users'
import { phoneMethods } from './api/methods_phone'
import { liveNeedsKyc } from './live_kyc'
import { loadSmsConfig } from './providers/sms/config'
import type { SmsSender } from './providers/sms/sender'
import { caasSmsSenders } from './sms'
import { sandboxSubmitter } from './submitter'
import { liveSubmitter } from './bundler_submitter'
import { caasWebhookMapper } from './webhook_mapper'
import { watchUnwatchedWallets } from './watch_sweep'
import { caasSwapKind } from './swap/decide'
import { swapExecutor } from './swap_executor'
import type { Workflow } from '../runtime/workflow'
import { liveSwapSubmitter, sandboxSwapSubmitter } from './swap_submitters'
import { swapMethods } from './api/methods_swaps'
import { caasSwapWebhookMapper } from './swap_views'
import { configEnv, platformNumber } from '../../platform/config_variables'

export function createCaasModule(
  options: { sms?: SmsSender; pollMs?: number; env?: NodeJS.ProcessEnv } = {},
): PlatformModule & { executorOf(ctx: PaymentsContext): TransferExecutor } {
  const contexts = new WeakMap<PaymentsContext, { caas: CaasContext; executor: TransferExecutor; swaps: Workflow }>()
  const of = (ctx: PaymentsContext) => {
    let entry = contexts.get(ctx)
    if (!entry) {
      const env = options.env ?? configEnv()
      const sms = options.sms
        ? { test: options.sms, live: options.sms }
        : caasSmsSenders(loadSmsConfig(env), ctx.config.env === 'production')
      const caas = new CaasContext(ctx, sms, env)
      const executor = new TransferExecutor(caas, { test: sandboxSubmitter(caas.chains.ledger), live: liveSubmitter(caas) })
      const swaps = swapExecutor(caas, { test: sandboxSwapSubmitter(caas), live: liveSwapSubmitter(caas) })
      ctx.webhooks.catalogue.add(caasWebhookMapper)
      ctx.webhooks.catalogue.add(caasSwapWebhookMapper)
      contexts.set(ctx, (entry = { caas, executor, swaps }))
    }
    return entry
  }
  return {
    name: 'caas',
    actors: [caasUserKind, caasTransferKind, caasSwapKind],
    methods: (ctx) => {
      const { caas } = of(ctx)
      const methods = [
        ...userMethods(caas),
        ...phoneMethods(caas),
        ...transferMethods(caas),
        ...swapMethods(caas),
        ...sandboxFundMethods(caas),
      ]
      return methodTable(...liveNeedsKyc(caas, methods))
    },
    subscribers: (ctx) => [of(ctx).executor.subscriber(), of(ctx).swaps.subscriber(), depositEventSubscriber(of(ctx).caas)],
    start: (ctx) => {
      const { caas, executor, swaps } = of(ctx)
      const pollMs = options.pollMs ?? platformNumber('CAAS_TRANSFER_POLL_MS')
      const stopTransfers = executor.start(pollMs)
      const stopSwaps = swaps.start(pollMs)
      // In the background: a start-up with many users must not wait for it. Stopping waits for it, so it never outlives the role's database pool.
      const sweep = watchUnwatchedWallets(caas)
        .then((n) => n > 0 && ctx.logger.info({ wallets: n }, 'CaaS wallets registered with the deposit watcher'))
        .catch((error: unknown) => ctx.logger.warn({ err: error }, 'CaaS wallet watch sweep failed; it runs again at the next start'))
      return async () => {
        stopTransfers()
        stopSwaps()
        await sweep
      }
    },
    routes: caasRoutes,
    executorOf: (ctx) => of(ctx).executor,
  }
}

export const caasModule = createCaasModule()
