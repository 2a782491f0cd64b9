/** The platform with the merchant balance in its own process, for the top-up bench (see bench/platform_process.ts). */
import { accessModule } from '../../actors/accounts/module'
import { balanceModule } from '../../actors/balance/module'
import { chainsModule } from '../../actors/chains/module'
import { checkoutModule } from '../../actors/checkout/module'
import { sandboxModule } from '../../actors/sandbox/module'
import { webhooksModule } from '../../actors/webhooks/module'
import { servePlatform } from '../platform_process'

// The watcher's interval bounds how soon a top-up is seen; the bench measures what follows, so it polls often.
process.env.DEPOSIT_POLL_MS ??= '50'
void servePlatform([accessModule, webhooksModule, sandboxModule, chainsModule, checkoutModule, balanceModule], 'bench')
