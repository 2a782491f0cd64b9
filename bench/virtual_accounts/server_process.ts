/** The platform with the merchant balance and virtual accounts in its own process, for the inbound payments bench (see bench/platform_process.ts). */
import { accessModule } from '../../actors/accounts/module'
import { balanceModule } from '../../actors/balance/module'
import { chainsModule } from '../../actors/chains/module'
import { checkoutModule } from '../../actors/checkout/module'
import { sandboxModule } from '../../actors/sandbox/module'
import { webhooksModule } from '../../actors/webhooks/module'
import { virtualAccountsModule } from '../../actors/virtual_accounts/module'
import { servePlatform } from '../platform_process'

// The Modulr simulator's address, keys and the notification secret come from the bench's environment (inherited).
void servePlatform(
  [accessModule, webhooksModule, sandboxModule, chainsModule, checkoutModule, balanceModule, virtualAccountsModule],
  'bench',
)
