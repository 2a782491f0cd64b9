/**
 * Remittance: quotes, signed transfers paid out through the partner, their money held, posted, voided or
 * compensated on the merchant balance (docs/remittance.md). The quote and transfer actors, the methods and routes,
 * the transfers workflow, the remittance.transfer.* webhooks, and a sweep of expired signature nonces. Outside
 * production the partner is the Wise simulator `npm start` runs (REMIT_PARTNER_URL).
 */
import type { PlatformModule } from '../../gateway/core/platform_module'
import { numberSetting } from '../../platform/config_schema'
import { configEnv } from '../../platform/config_variables'
import { PlatformError } from '../../platform/errors'
import { REMIT_VARIABLES } from '../../platform/remit_variables'
import { NONCE_MEMORY_S } from '../../platform/signing/transfer_signature'
import type { PaymentsContext } from '../runtime/service/module'
import { remittanceMethods } from './api/methods'
import { signingKeyMethods } from './api/methods_keys'
import { remittanceRoutes } from './api/routes'
import { RemitContext, type RemitSettings } from './context'
import type { RemittancePartner } from './providers/wise/partner'
import { wiseFromEnv } from './providers/wise/wise'
import { remitQuoteKind } from './quote/decide'
import { remitTransferKind } from './transfer/decide'
import { remittanceWebhookMapper } from './webhooks'
import { transfersWorkflow } from './workflow'

/** How often the workflow scans for transfers a crash left half done, or waiting on the partner. */
const SCAN_EVERY_MS = 5_000

export interface RemittanceOptions {
  readonly env?: NodeJS.ProcessEnv
  /** The partners (default: from REMIT_PARTNER_* for live and REMIT_SANDBOX_PARTNER_* for test keys). */
  readonly partners?: RemitSettings['partners']
  readonly webhookUrl?: () => string | null
}

/** REMIT_FEE_PERCENT, checked at start: a percent below 100 with at most 2 decimals. */
function feePercentOf(env: NodeJS.ProcessEnv): string {
  const raw = env.REMIT_FEE_PERCENT || '1.00'
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(raw))
    throw new PlatformError('config_invalid', `REMIT_FEE_PERCENT: "${raw}" is not a percent such as 1.00`)
  return raw
}

/** The sandbox partner: its own variables, or outside production the one partner configured (the simulator). */
function sandboxFromEnv(env: NodeJS.ProcessEnv, production: boolean, live: RemittancePartner | null): RemittancePartner | null {
  if (env.REMIT_SANDBOX_PARTNER_URL)
    return wiseFromEnv({
      REMIT_PARTNER_URL: env.REMIT_SANDBOX_PARTNER_URL,
      REMIT_PARTNER_TOKEN: env.REMIT_SANDBOX_PARTNER_TOKEN,
      REMIT_PARTNER_PROFILE_ID: env.REMIT_SANDBOX_PARTNER_PROFILE_ID,
      REMIT_PARTNER_WEBHOOK_PUBLIC_KEY: env.REMIT_SANDBOX_PARTNER_WEBHOOK_PUBLIC_KEY,
      REMIT_PARTNER_TIMEOUT_MS: env.REMIT_PARTNER_TIMEOUT_MS,
    })
  return production ? null : live
}

export function createRemittanceModule(options: RemittanceOptions = {}): PlatformModule {
  const contexts = new WeakMap<PaymentsContext, RemitContext>()
  const of = (ctx: PaymentsContext): RemitContext => {
    let c = contexts.get(ctx)
    if (!c) {
      const env = options.env ?? configEnv()
      const production = ctx.config.env === 'production'
      const live = wiseFromEnv(env)
      const partners = options.partners ?? { live, test: sandboxFromEnv(env, production, live) }
      const port = ctx.config.port
      c = new RemitContext(ctx, {
        partners,
        feePercent: feePercentOf(env),
        pollMs: numberSetting(REMIT_VARIABLES, 'REMIT_POLL_MS', env),
        webhookUrl: () =>
          options.webhookUrl?.() ?? (env.REMIT_WEBHOOK_URL || (port > 0 ? `http://127.0.0.1:${port}/webhooks/partners/wise` : null)),
      })
      ctx.webhooks.catalogue.add(remittanceWebhookMapper)
      contexts.set(ctx, c)
    }
    return c
  }
  return {
    name: 'remittance',
    actors: [remitQuoteKind, remitTransferKind],
    methods: (ctx) => ({ ...remittanceMethods(of(ctx)), ...signingKeyMethods(of(ctx)) }),
    workflows: (ctx) => [{ workflow: transfersWorkflow(of(ctx)), scanEveryMs: SCAN_EVERY_MS }],
    routes: (ctx) => remittanceRoutes(ctx.payments),
    start: (ctx) => {
      const c = of(ctx)
      // In the background: the sandbox partner learns where to send its webhooks (a refusal is logged; the
      // workflow's poll still settles every transfer, and the next start asks again).
      const subscribed = c
        .subscribeSandbox()
        .catch((error: unknown) => ctx.logger.warn({ err: error }, 'the sandbox remittance partner did not take the webhook URL'))
      const sweep = setInterval(() => {
        void c.keys.forgetNonces(ctx.clock.nowMs(), NONCE_MEMORY_S * 1000).catch(() => undefined)
      }, 60_000)
      sweep.unref()
      return async () => {
        clearInterval(sweep)
        await subscribed
      }
    },
  }
}

export const remittanceModule = createRemittanceModule()
