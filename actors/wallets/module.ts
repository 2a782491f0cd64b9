/**
 * Wallet-as-a-Service: the customer wallet and fee configuration actors,
 * the WaaS methods and routes, the wallet.* webhook mapper, and the tracker
 * that follows sends to confirmation and collects fees. Rejection codes
 * map to the spec's statuses here.
 */
import type { PlatformModule } from '../../gateway/core/platform_module'
import { waasRoutes } from './api/routes'
import { walletFeesKind } from './fees/decide'
import { waasContext } from './context'
import { walletKind } from './decide'
import { estimateGasMethods } from './estimate_gas'
import { addressMethods } from './api/methods_addresses'
import { customerMethods } from './api/methods_customers'
import { feeMethods } from './api/methods_fees'
import { transferMethods } from './api/methods_transfer'
import { walletTracker } from './tracker'
import { walletWebhookMapper } from './webhooks'
import { walletSendEvents } from './send_events'
import { configEnv, platformNumber } from '../../platform/config_variables'

export const waasModule: PlatformModule = {
  name: 'waas',
  actors: [walletKind, walletFeesKind],
  methods: (ctx) => {
    ctx.webhooks.catalogue.add(walletWebhookMapper)
    const waas = waasContext(ctx)
    return { ...customerMethods(waas), ...addressMethods(waas), ...transferMethods(waas), ...feeMethods(waas), ...estimateGasMethods(waas) }
  },
  workflows: (ctx) => [
    {
      workflow: walletTracker(waasContext(ctx)),
      scanEveryMs: platformNumber('WALLET_TRACK_MS', configEnv(), () => platformNumber('DEPOSIT_POLL_MS')),
    },
  ],
  subscribers: (ctx) => [walletSendEvents(waasContext(ctx))],
  routes: (ctx) => waasRoutes(ctx.payments),
}
