/** The platform with the checkout product in its own process, for the checkout bench (see bench/platform_process.ts). */
import { accessModule } from '../../roles/products/access'
import { checkoutModule } from '../../roles/products/checkout'
import { webhooksModule } from '../../roles/products/webhooks'
import { chainsModule } from '../../roles/products/chains'
import { servePlatform } from '../platform_process'

void servePlatform([accessModule, webhooksModule, chainsModule, checkoutModule], 'bench')
