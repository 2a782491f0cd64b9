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
import { caasLegKind } from './leg/decide'
import { caasWithdrawalKind } from './withdrawal/decide'
import { caasDepositKind } from './deposit/decide'
import { legWorkflow } from './legs'
import { withdrawalWorkflow } from './withdrawals'
import { depositWorkflow } from './onramp_deposits'
import { legOutcomeSubscriber } from './leg_outcomes'
import { caasWithdrawalWebhookMapper } from './withdrawal_views'
import { caasDepositWebhookMapper } from './deposit_views'
import { withdrawalMethods } from './api/methods_withdrawals'
import { depositMethods } from './api/methods_deposits'
import { partnerCallbackMethods } from './api/methods_partner_callbacks'
import { payoutRates } from './payout_rates'
import { treasuryMethods } from './api/methods_treasury'
import type { PayoutPartner } from './providers/momo/payout'
import type { OnrampPartner } from './providers/onramp/partner'
import { momoFromEnv } from './providers/momo/momo'
import { onrampFromEnv } from './providers/onramp/yellowcard'

/** The fiat rails' workflows: legs on the ladder, and the withdrawal and deposit passes over them. */
interface FiatRails {
  readonly legs: Workflow
  readonly withdrawals: Workflow
  readonly deposits: Workflow
  readonly payout: PayoutPartner | null
  readonly onramp: OnrampPartner | null
}

export function createCaasModule(
  options: {
    sms?: SmsSender
    pollMs?: number
    env?: NodeJS.ProcessEnv
    /** The payout and on-ramp partners; by default from the environment (null: not configured, their flows wait). */
    payout?: PayoutPartner | null
    onramp?: OnrampPartner | null
  } = {},
): PlatformModule & { executorOf(ctx: PaymentsContext): TransferExecutor } {
  const contexts = new WeakMap<PaymentsContext, { caas: CaasContext; executor: TransferExecutor; swaps: Workflow; fiat: FiatRails }>()
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
      // The partners call back this gateway unless told otherwise (CAAS_PAYOUT_CALLBACK_URL, CAAS_ONRAMP_CALLBACK_URL).
      const here = (path: string) => (ctx.config.port > 0 ? `http://127.0.0.1:${ctx.config.port}${path}` : null)
      const payout = options.payout !== undefined ? options.payout : momoFromEnv(env, here('/webhooks/partners/momo'))
      const onramp = options.onramp !== undefined ? options.onramp : onrampFromEnv(env, here('/webhooks/partners/onramp'))
      const fiat: FiatRails = {
        legs: legWorkflow(caas),
        withdrawals: withdrawalWorkflow(caas, payout),
        deposits: depositWorkflow(caas, onramp),
        payout,
        onramp,
      }
      ctx.webhooks.catalogue.add(caasWebhookMapper)
      ctx.webhooks.catalogue.add(caasSwapWebhookMapper)
      ctx.webhooks.catalogue.add(caasWithdrawalWebhookMapper)
      ctx.webhooks.catalogue.add(caasDepositWebhookMapper)
      contexts.set(ctx, (entry = { caas, executor, swaps, fiat }))
    }
    return entry
  }
  return {
    name: 'caas',
    actors: [caasUserKind, caasTransferKind, caasSwapKind, caasLegKind, caasWithdrawalKind, caasDepositKind],
    methods: (ctx) => {
      const { caas, fiat } = of(ctx)
      const methods = [
        ...withdrawalMethods(caas, payoutRates(options.env ?? configEnv()), fiat.payout),
        ...depositMethods(caas, fiat.deposits, fiat.onramp),
        ...userMethods(caas),
        ...phoneMethods(caas),
        ...transferMethods(caas),
        ...swapMethods(caas),
        ...sandboxFundMethods(caas),
      ]
      return methodTable(...liveNeedsKyc(caas, methods), ...partnerCallbackMethods(caas, fiat), ...treasuryMethods(caas))
    },
    subscribers: (ctx) => {
      const { caas, executor, swaps, fiat } = of(ctx)
      return [
        executor.subscriber(),
        swaps.subscriber(),
        depositEventSubscriber(caas),
        fiat.legs.subscriber(),
        fiat.withdrawals.subscriber(),
        fiat.deposits.subscriber(),
        legOutcomeSubscriber(caas),
      ]
    },
    start: (ctx) => {
      const { caas, executor, swaps, fiat } = of(ctx)
      const pollMs = options.pollMs ?? platformNumber('CAAS_TRANSFER_POLL_MS')
      const stops = [executor, swaps, fiat.legs, fiat.withdrawals, fiat.deposits].map((w) => w.start(pollMs))
      // In the background: a start-up with many users must not wait for it. Stopping waits for it, so it never outlives the role's database pool.
      const sweep = watchUnwatchedWallets(caas)
        .then((n) => n > 0 && ctx.logger.info({ wallets: n }, 'CaaS wallets registered with the deposit watcher'))
        .catch((error: unknown) => ctx.logger.warn({ err: error }, 'CaaS wallet watch sweep failed; it runs again at the next start'))
      return async () => {
        for (const stop of stops) stop()
        await sweep
      }
    },
    routes: caasRoutes,
    executorOf: (ctx) => of(ctx).executor,
  }
}

export const caasModule = createCaasModule()
