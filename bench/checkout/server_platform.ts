/** The platform with the checkout product in its own process, for the checkout bench (see bench/platform_process.ts). */
import { accessModule } from '../../actors/access/module'
import { checkoutModule } from '../../actors/checkout/module'
import { webhooksModule } from '../../actors/webhooks/module'
import { chainsModule } from '../../chains/module'
import { servePlatform } from '../platform_process'

void servePlatform([accessModule, webhooksModule, chainsModule, checkoutModule], 'bench')
