/**
 * The checkout product: session, business wallet and settlement actors; the
 * merchant, customer and settings methods and routes; payment.* webhooks.
 * The read models are written by the session actor's own commits.
 */
import type { PlatformModule } from '../../gateway/core/platform_module'
import { checkoutRoutes } from './api/routes'
import { checkoutPublicRoutes } from './api/routes_public'
import { checkoutSettingsRoutes } from './api/routes_settings'
import { checkoutBrandingRoutes } from './api/routes_branding'
import { businessWalletKind } from './business_wallet/decide'
import { settlementKind } from './settlement/decide'
import { settlementMethods } from './api/methods_settlement'
import { sealLegacySettlementAccounts } from './settlement/seal_legacy'
import { checkoutContext } from './context'
import { checkoutKind } from './decide'
import { createMethods } from './api/methods_create'
import { publicMethods } from './api/methods_public'
import { pageMethods } from './api/methods_page'
import { brandingMethods } from './api/methods_branding'
import { queryMethods } from './api/methods_query'
import { refundMethods } from './api/methods_refund'
import { refundSendEvents } from './refund_send'
import { walletMethods } from './api/methods_wallet'
import { subscriptionMethods, subscriptionPayments } from './api/methods_subscription'
import { checkoutWebhooks } from './webhooks'

export const checkoutModule: PlatformModule = {
  name: 'checkout',
  actors: [checkoutKind, businessWalletKind, settlementKind],
  methods: (ctx) => {
    ctx.webhooks.catalogue.add(checkoutWebhooks)
    const c = checkoutContext(ctx)
    return {
      ...createMethods(c),
      ...queryMethods(c),
      ...publicMethods(c),
      ...pageMethods(c),
      ...brandingMethods(c),
      ...refundMethods(c),
      ...walletMethods(c),
      ...settlementMethods(ctx),
      ...subscriptionMethods(c),
    }
  },
  subscribers: (ctx) => [subscriptionPayments(checkoutContext(ctx)), refundSendEvents(checkoutContext(ctx))],
  start: (ctx) => {
    // In the background, as the CaaS watch sweep: a start with many merchants must not wait for it. Stopping waits for it.
    const sealing = sealLegacySettlementAccounts(ctx)
      .then((n) => n > 0 && ctx.logger.info({ accounts: n }, 'settlement account numbers stored in clear are now sealed'))
      .catch((error: unknown) =>
        ctx.logger.warn({ err: error }, 'sealing settlement account numbers failed; it runs again at the next start'),
      )
    return async () => {
      await sealing
    }
  },
  routes: (ctx) => [
    ...checkoutRoutes(ctx.payments),
    ...checkoutPublicRoutes(ctx.payments),
    ...checkoutSettingsRoutes(ctx.payments),
    ...checkoutBrandingRoutes(ctx.payments),
  ],
}
