/** The platform with WaaS in its own process, for the waas bench (see bench/platform_process.ts). */
import { accessModule } from '../../roles/products/access'
import { waasModule } from '../../roles/products/waas'
import { chainsModule } from '../../roles/products/chains'
import { servePlatform } from '../platform_process'

void servePlatform([accessModule, chainsModule, waasModule], 'bench-waas')
