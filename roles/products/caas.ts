/**
 * The Card-as-a-Service module: user and transfer actors, their methods and
 * routes, the transfer executor (background scan and event kicks), the I/O
 * of deposit decisions (forwarding, SMS) and the start-up watch sweep, and
 * the webhook mapper. `createCaasModule` takes an SMS sender for both
 * environments (tests pass a memory sender); otherwise the senders come from
 * the SMS configuration (platform/sms/config.ts, sms.ts).
 */
import type { PaymentsContext } from '../../actors/service/module'
import type { PlatformModule } from '../module'
import { methodTable } from '../../platform/operation'
import { caasRoutes } from '../../gateway/caas/routes'
import { caasTransferKind } from '../../actors/caas_transfer/decide'
import { caasUserKind } from '../../actors/caas_user/decide'
import { CaasContext } from '../../actors/caas/context'
import { depositEventSubscriber } from '../../actors/caas/deposit_events'
import { TransferExecutor } from '../../actors/caas/executor'
import { sandboxFundMethods } from '../../actors/caas/methods_sandbox'
import { transferMethods } from '../../actors/caas/methods_transfers'
import { userMethods } from '../../actors/caas/methods_users'
import { phoneMethods } from '../../actors/caas/methods_phone'
import { liveNeedsKyc } from '../../actors/caas/live_kyc'
import { loadSmsConfig } from '../../platform/sms/config'
import type { SmsSender } from '../../platform/sms/sender'
import { caasSmsSenders } from '../../actors/caas/sms'
import { sandboxSubmitter } from '../../actors/caas/submitter'
import { liveSubmitter } from '../../actors/caas/bundler_submitter'
import { caasWebhookMapper } from '../../actors/caas/webhook_mapper'
import { watchUnwatchedWallets } from '../../actors/caas/watch_sweep'
import { caasSwapKind } from '../../actors/caas_swap/decide'
import { swapExecutor } from '../../actors/caas/swap_executor'
import type { LadderRunner } from '../../actors/caas/ladder_runner'
import type { SwapRecord } from '../../actors/caas_swap/state'
import { liveSwapSubmitter, sandboxSwapSubmitter } from '../../actors/caas/swap_submitters'
import { swapMethods } from '../../actors/caas/methods_swaps'
import { caasSwapWebhookMapper } from '../../actors/caas/swap_views'
import { configEnv, platformNumber } from '../../platform/config_variables'

export function createCaasModule(
  options: { sms?: SmsSender; pollMs?: number; env?: NodeJS.ProcessEnv } = {},
): PlatformModule & { executorOf(ctx: PaymentsContext): TransferExecutor } {
  const contexts = new WeakMap<PaymentsContext, { caas: CaasContext; executor: TransferExecutor; swaps: LadderRunner<SwapRecord> }>()
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
