/** The platform with the merchant balance in its own process, for the top-up bench (see bench/platform_process.ts). */
import { accessModule } from '../../actors/accounts/module'
import { balanceModule } from '../../actors/balance/module'
import { chainsModule } from '../../actors/chains/module'
import { checkoutModule } from '../../actors/checkout/module'
import { sandboxModule } from '../../actors/sandbox/module'
import { webhooksModule } from '../../actors/webhooks/module'
import { servePlatform } from '../platform_process'

// How often the watchers ask for the head bounds how soon a top-up is seen; the bench measures what follows, so they
// ask often. A full round runs when a head moves (or each second), so idle networks cost one index probe per ask.
process.env.DEPOSIT_HEAD_POLL_MS ??= '50'
void servePlatform([accessModule, webhooksModule, sandboxModule, chainsModule, checkoutModule, balanceModule], 'bench')
