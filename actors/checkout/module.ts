/**
 * The checkout product: session, business wallet and settlement actors; the
 * merchant, customer and settings methods and routes; payment.* webhooks.
 * The read models are written by the session actor's own commits.
 */
import type { PlatformModule } from '../../platform/module'
import { checkoutRoutes } from '../../gateway/checkout/routes'
import { checkoutPublicRoutes } from '../../gateway/checkout/routes_public'
import { checkoutSettingsRoutes } from '../../gateway/checkout/routes_settings'
import { businessWalletKind } from '../business_wallet/decide'
import { settlementKind } from '../settlement/decide'
import { settlementMethods } from '../settlement/methods'
import { sealLegacySettlementAccounts } from '../settlement/seal_legacy'
import { checkoutContext } from './context'
import { checkoutKind } from './decide'
import { createMethods } from './methods_create'
import { publicMethods } from './methods_public'
import { queryMethods } from './methods_query'
import { refundMethods } from './methods_refund'
import { walletMethods } from './methods_wallet'
import { subscriptionMethods, subscriptionPayments } from './methods_subscription'
import { checkoutWebhooks } from './webhooks'

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
      ...refundMethods(c),
      ...walletMethods(c),
      ...settlementMethods(ctx),
      ...subscriptionMethods(c, customer['checkout.select']!),
    }
  },
  subscribers: (ctx) => [subscriptionPayments(checkoutContext(ctx))],
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
  routes: (ctx) => [...checkoutRoutes(ctx.payments), ...checkoutPublicRoutes(ctx.payments), ...checkoutSettingsRoutes(ctx.payments)],
}
