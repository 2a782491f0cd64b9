/** The platform with checkout and wallets in its own process, for the block-to-webhook bench (see bench/platform_process.ts). */
import { accessModule } from '../../actors/accounts/module'
import { checkoutModule } from '../../actors/checkout/module'
import { webhooksModule } from '../../actors/webhooks/module'
import { chainsModule } from '../../actors/chains/module'
import { sandboxModule } from '../../actors/sandbox/module'
import { waasModule } from '../../actors/wallets/module'
import { servePlatform } from '../platform_process'

void servePlatform([accessModule, webhooksModule, sandboxModule, chainsModule, checkoutModule, waasModule], 'bench-latency', { hub: true })
