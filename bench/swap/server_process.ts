/** The platform with the swap module in its own process, for the swap bench; POL_RPC_URL and POL_SWAP_CONTRACT come from its environment. */
import { accessModule } from '../../roles/products/access'
import { chainsModule } from '../../roles/products/chains'
import { waasModule } from '../../roles/products/waas'
import { swapModule } from '../../roles/products/swap'
import { servePlatform } from '../platform_process'

void servePlatform([accessModule, chainsModule, waasModule, swapModule], 'bench-swap')
