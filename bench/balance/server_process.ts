/** The platform with the merchant balance in its own process, for the top-up bench (see bench/platform_process.ts). */
import { accessModule } from '../../roles/products/access'
import { balanceModule } from '../../roles/products/balance'
import { chainsModule } from '../../roles/products/chains'
import { checkoutModule } from '../../roles/products/checkout'
import { sandboxModule } from '../../roles/products/sandbox'
import { webhooksModule } from '../../roles/products/webhooks'
import { servePlatform } from '../platform_process'

// The watcher's interval bounds how soon a top-up is seen; the bench measures what follows, so it polls often.
process.env.DEPOSIT_POLL_MS ??= '50'
void servePlatform([accessModule, webhooksModule, sandboxModule, chainsModule, checkoutModule, balanceModule], 'bench')
