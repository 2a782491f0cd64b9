/**
 * Wallet-as-a-Service: the customer wallet and fee configuration actors,
 * the WaaS methods and routes, the wallet.* webhook mapper, and the tracker
 * that follows sends to confirmation and collects fees. Rejection codes
 * map to the spec's statuses here.
 */
import type { PlatformModule } from '../../platform/module'
import { waasRoutes } from '../../gateway/waas/routes'
import { walletFeesKind } from '../wallet_fees/decide'
import { waasContext } from './context'
import { walletKind } from './decide'
import { estimateGasMethods } from './estimate_gas'
import { addressMethods } from './methods_addresses'
import { customerMethods } from './methods_customers'
import { feeMethods } from './methods_fees'
import { transferMethods } from './methods_transfer'
import { startTracker } from './tracker'
import { walletWebhookMapper } from './webhooks'

export const waasModule: PlatformModule = {
  name: 'waas',
  actors: [walletKind, walletFeesKind],
  methods: (ctx) => {
    ctx.webhooks.catalogue.add(walletWebhookMapper)
    const waas = waasContext(ctx)
    return { ...customerMethods(waas), ...addressMethods(waas), ...transferMethods(waas), ...feeMethods(waas), ...estimateGasMethods(waas) }
  },
  start: (ctx) => startTracker(waasContext(ctx), ctx.logger, Number(process.env.WALLET_TRACK_MS ?? process.env.DEPOSIT_POLL_MS ?? 1_000)),
  routes: (ctx) => waasRoutes(ctx.payments),
}
