/**
 * Wallet-as-a-Service: the customer wallet and fee configuration actors,
 * the WaaS methods and routes, the wallet.* webhook mapper, and the tracker
 * that follows sends to confirmation and collects fees. Rejection codes
 * map to the spec's statuses here.
 */
import type { PlatformModule } from '../module'
import { waasRoutes } from '../../gateway/waas/routes'
import { walletFeesKind } from '../../actors/wallet_fees/decide'
import { waasContext } from '../../actors/wallet/context'
import { walletKind } from '../../actors/wallet/decide'
import { estimateGasMethods } from '../../actors/wallet/estimate_gas'
import { addressMethods } from '../../actors/wallet/methods_addresses'
import { customerMethods } from '../../actors/wallet/methods_customers'
import { feeMethods } from '../../actors/wallet/methods_fees'
import { transferMethods } from '../../actors/wallet/methods_transfer'
import { startTracker } from '../../actors/wallet/tracker'
import { walletWebhookMapper } from '../../actors/wallet/webhooks'
import { walletSendEvents } from '../../actors/wallet/send_events'
import { configEnv, platformNumber } from '../../platform/config_variables'

export const waasModule: PlatformModule = {
  name: 'waas',
  actors: [walletKind, walletFeesKind],
  methods: (ctx) => {
    ctx.webhooks.catalogue.add(walletWebhookMapper)
    const waas = waasContext(ctx)
    return { ...customerMethods(waas), ...addressMethods(waas), ...transferMethods(waas), ...feeMethods(waas), ...estimateGasMethods(waas) }
  },
  start: (ctx) =>
    startTracker(
      waasContext(ctx),
      ctx.logger,
      platformNumber('WALLET_TRACK_MS', configEnv(), () => platformNumber('DEPOSIT_POLL_MS')),
    ),
  subscribers: (ctx) => [walletSendEvents(waasContext(ctx))],
  routes: (ctx) => waasRoutes(ctx.payments),
}
