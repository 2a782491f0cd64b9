/**
 * Virtual accounts: GBP and EUR bank accounts at the banking partner for a merchant's customers, whose incoming
 * transfers credit the merchant's balance once each (docs/virtual_accounts.md). The account and inbound payment
 * actors, their methods and routes, the payments workflow, the virtual_account.* webhooks. Outside production the
 * partner is the Modulr simulator (`npm start` runs it: VA_PARTNER_URL).
 */
import type { PlatformModule } from '../../gateway/core/platform_module'
import { configEnv } from '../../platform/config_variables'
import type { PaymentsContext } from '../runtime/service/module'
import { virtualAccountKind } from './account/decide'
import { virtualAccountMethods } from './api/methods'
import { virtualAccountRoutes } from './api/routes'
import { VaContext, registerVaContext, sandboxWebhookSecret } from './context'
import { bankPaymentKind } from './payment/decide'
import type { BankingPartner } from './providers/modulr/partner'
import { modulrFromEnv } from './providers/modulr/modulr'
import { virtualAccountWebhookMapper } from './webhooks'
import { paymentsWorkflow } from './workflow'

/** How often the workflow scans for payments a crash left half done. */
const SCAN_EVERY_MS = 5_000

export interface VirtualAccountsOptions {
  readonly env?: NodeJS.ProcessEnv
  /** The partner (default: Modulr from VA_PARTNER_URL and its keys; none when unset). */
  readonly partner?: BankingPartner | null
  /** Where the sandbox partner sends its notifications (default VA_WEBHOOK_URL, else this gateway's port on 127.0.0.1). */
  readonly webhookUrl?: () => string | null
}

export function createVirtualAccountsModule(options: VirtualAccountsOptions = {}): PlatformModule {
  const contexts = new WeakMap<PaymentsContext, VaContext>()
  const of = (ctx: PaymentsContext): VaContext => {
    let c = contexts.get(ctx)
    if (!c) {
      const env = options.env ?? configEnv()
      const partner = options.partner !== undefined ? options.partner : modulrFromEnv(env)
      const configured = env.VA_PARTNER_WEBHOOK_SECRET
      const port = ctx.config.port
      c = new VaContext(ctx, {
        partner,
        webhookSecret: configured || sandboxWebhookSecret(ctx.masterKey),
        webhookUrl: () =>
          options.webhookUrl?.() ?? (env.VA_WEBHOOK_URL || (port > 0 ? `http://127.0.0.1:${port}/webhooks/partners/modulr` : null)),
      })
      ctx.webhooks.catalogue.add(virtualAccountWebhookMapper)
      contexts.set(ctx, c)
      registerVaContext(c)
    }
    return c
  }
  return {
    name: 'virtual_accounts',
    actors: [virtualAccountKind, bankPaymentKind],
    methods: (ctx) => virtualAccountMethods(of(ctx)),
    workflows: (ctx) => [{ workflow: paymentsWorkflow(of(ctx)), scanEveryMs: SCAN_EVERY_MS }],
    routes: (ctx) => virtualAccountRoutes(ctx.payments),
  }
}

export const virtualAccountsModule = createVirtualAccountsModule()
