/** The platform with the balance, virtual accounts, remittance and the OTC desk in its own process, for the remittance bench (see bench/platform_process.ts). */
import { accessModule } from '../../actors/accounts/module'
import { balanceModule } from '../../actors/balance/module'
import { chainsModule } from '../../actors/chains/module'
import { checkoutModule } from '../../actors/checkout/module'
import { otcModule } from '../../actors/otc/module'
import { remittanceModule } from '../../actors/remittance/module'
import { sandboxModule } from '../../actors/sandbox/module'
import { webhooksModule } from '../../actors/webhooks/module'
import { virtualAccountsModule } from '../../actors/virtual_accounts/module'
import { servePlatform } from '../platform_process'

// The Modulr and Wise simulators' addresses and keys come from the bench's environment (inherited).
void servePlatform(
  [
    accessModule,
    webhooksModule,
    sandboxModule,
    chainsModule,
    checkoutModule,
    balanceModule,
    virtualAccountsModule,
    remittanceModule,
    otcModule,
  ],
  'bench',
)
