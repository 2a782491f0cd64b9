/**
 * The checkout product: session, business wallet and settlement actors; the
 * merchant, customer and settings methods and routes; payment.* webhooks.
 * The read models are written by the session actor's own commits.
 */
import type { PlatformModule } from '../module'
import { checkoutRoutes } from '../../gateway/checkout/routes'
import { checkoutPublicRoutes } from '../../gateway/checkout/routes_public'
import { checkoutSettingsRoutes } from '../../gateway/checkout/routes_settings'
import { checkoutBrandingRoutes } from '../../gateway/checkout/routes_branding'
import { businessWalletKind } from '../../actors/business_wallet/decide'
import { settlementKind } from '../../actors/settlement/decide'
import { settlementMethods } from '../../actors/settlement/methods'
import { sealLegacySettlementAccounts } from '../../actors/settlement/seal_legacy'
import { checkoutContext } from '../../actors/checkout/context'
import { checkoutKind } from '../../actors/checkout/decide'
import { createMethods } from '../../actors/checkout/methods_create'
import { publicMethods } from '../../actors/checkout/methods_public'
import { pageMethods } from '../../actors/checkout/methods_page'
import { brandingMethods } from '../../actors/checkout/methods_branding'
import { queryMethods } from '../../actors/checkout/methods_query'
import { refundMethods } from '../../actors/checkout/methods_refund'
import { refundSendEvents } from '../../actors/checkout/refund_send'
import { walletMethods } from '../../actors/checkout/methods_wallet'
import { subscriptionMethods, subscriptionPayments } from '../../actors/checkout/methods_subscription'
import { checkoutWebhooks } from '../../actors/checkout/webhooks'

export const checkoutModule: PlatformModule = {
  name: 'checkout',
  actors: [checkoutKind, businessWalletKind, settlementKind],
  methods: (ctx) => {
    ctx.webhooks.catalogue.add(checkoutWebhooks)
    const c = checkoutContext(ctx)
    const customer = publicMethods(c)
    return {
      ...createMethods(c),
      ...queryMethods(c),
      ...customer,
      ...pageMethods(c),
      ...brandingMethods(c),
      ...refundMethods(c),
      ...walletMethods(c),
      ...settlementMethods(ctx),
      ...subscriptionMethods(c, customer['checkout.select']!),
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
