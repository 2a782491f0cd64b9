/** The platform with the swap module in its own process, for the swap bench; POL_RPC_URL and POL_SWAP_CONTRACT come from its environment. */
import { accessModule } from '../../actors/accounts/module'
import { chainsModule } from '../../actors/chains/module'
import { waasModule } from '../../actors/wallets/module'
import { swapModule } from '../../actors/swap/module'
import { servePlatform } from '../platform_process'

void servePlatform([accessModule, chainsModule, waasModule, swapModule], 'bench-swap')
