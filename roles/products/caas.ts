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
import { loadSmsConfig } from '../../platform/sms/config'
import type { SmsSender } from '../../platform/sms/sender'
import { caasSmsSenders } from '../../actors/caas/sms'
import { sandboxSubmitter } from '../../actors/caas/submitter'
import { liveSubmitter } from '../../actors/caas/bundler_submitter'
import { caasWebhookMapper } from '../../actors/caas/webhook_mapper'
import { watchUnwatchedWallets } from '../../actors/caas/watch_sweep'
import { configEnv, platformNumber } from '../../platform/config_variables'

export function createCaasModule(
  options: { sms?: SmsSender; pollMs?: number; env?: NodeJS.ProcessEnv } = {},
): PlatformModule & { executorOf(ctx: PaymentsContext): TransferExecutor } {
  const contexts = new WeakMap<PaymentsContext, { caas: CaasContext; executor: TransferExecutor }>()
  const of = (ctx: PaymentsContext) => {
    let entry = contexts.get(ctx)
    if (!entry) {
      const env = options.env ?? configEnv()
      const sms = options.sms
        ? { test: options.sms, live: options.sms }
        : caasSmsSenders(loadSmsConfig(env), ctx.config.env === 'production')
      const caas = new CaasContext(ctx, sms, env)
      const executor = new TransferExecutor(caas, { test: sandboxSubmitter(caas.chains.ledger), live: liveSubmitter(caas) })
      ctx.webhooks.catalogue.add(caasWebhookMapper)
      contexts.set(ctx, (entry = { caas, executor }))
    }
    return entry
  }
  return {
    name: 'caas',
    actors: [caasUserKind, caasTransferKind],
    methods: (ctx) => {
      const { caas } = of(ctx)
      return methodTable(...userMethods(caas), ...transferMethods(caas), ...sandboxFundMethods(caas))
    },
    subscribers: (ctx) => [of(ctx).executor.subscriber(), depositEventSubscriber(of(ctx).caas)],
    start: (ctx) => {
      const { caas, executor } = of(ctx)
      const stop = executor.start(options.pollMs ?? platformNumber('CAAS_TRANSFER_POLL_MS'))
      // In the background: a start-up with many users must not wait for it. Stopping waits for it, so it never outlives the role's database pool.
      const sweep = watchUnwatchedWallets(caas)
        .then((n) => n > 0 && ctx.logger.info({ wallets: n }, 'CaaS wallets registered with the deposit watcher'))
        .catch((error: unknown) => ctx.logger.warn({ err: error }, 'CaaS wallet watch sweep failed; it runs again at the next start'))
      return async () => {
        stop()
        await sweep
      }
    },
    routes: caasRoutes,
    executorOf: (ctx) => of(ctx).executor,
  }
}

export const caasModule = createCaasModule()
