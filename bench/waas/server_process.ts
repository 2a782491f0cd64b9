/** The platform with WaaS in its own process, for the waas bench (see bench/platform_process.ts). */
import { accessModule } from '../../actors/accounts/module'
import { waasModule } from '../../actors/wallets/module'
import { chainsModule } from '../../actors/chains/module'
import { servePlatform } from '../platform_process'

void servePlatform([accessModule, chainsModule, waasModule], 'bench-waas')
