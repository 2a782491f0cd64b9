/** The platform with the checkout product in its own process, for the checkout bench (see bench/platform_process.ts). */
import { accessModule } from '../../actors/accounts/module'
import { checkoutModule } from '../../actors/checkout/module'
import { webhooksModule } from '../../actors/webhooks/module'
import { chainsModule } from '../../actors/chains/module'
import { servePlatform } from '../platform_process'

void servePlatform([accessModule, webhooksModule, chainsModule, checkoutModule], 'bench')
