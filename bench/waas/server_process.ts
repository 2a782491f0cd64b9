/** The platform with WaaS in its own process, for the waas bench (see bench/platform_process.ts). */
import { accessModule } from '../../actors/access/module'
import { waasModule } from '../../actors/wallet/module'
import { chainsModule } from '../../chains/module'
import { servePlatform } from '../platform_process'

void servePlatform([accessModule, chainsModule, waasModule], 'bench-waas')
