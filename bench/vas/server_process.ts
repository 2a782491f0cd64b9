/**
 * The platform with the merchant balance and VAS in its own process, for the
 * VAS order bench (see bench/platform_process.ts). argv: databaseUrl schema
 * link simulatorUrl; test keys buy from the simulator at simulatorUrl, set
 * through the VAS module's configuration as `npm start` sets VAS_SANDBOX_URL.
 */
import { accessModule } from '../../actors/accounts/module'
import { balanceModule } from '../../actors/balance/module'
import { chainsModule } from '../../actors/chains/module'
import { checkoutModule } from '../../actors/checkout/module'
import { sandboxModule } from '../../actors/sandbox/module'
import { createVasModule } from '../../actors/vas/module'
import { webhooksModule } from '../../actors/webhooks/module'
import { configEnv } from '../../platform/config_variables'
import { servePlatform } from '../platform_process'

// The watcher's interval bounds how soon the funding top-up is seen; it is not what the bench measures.
process.env.DEPOSIT_POLL_MS ??= '50'
const vas = createVasModule({ env: { ...configEnv(), VAS_SANDBOX_URL: process.argv[5]! } })
void servePlatform([accessModule, webhooksModule, sandboxModule, chainsModule, checkoutModule, balanceModule, vas], 'bench')
