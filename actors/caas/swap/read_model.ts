/** The CaaS swap's read model: its row in `caas_ladder` (ladder_read_model.ts), for the ladder's scan of open swaps. */
import { ladderReadModel } from '../ladder_read_model'
import type { CaasSwapState } from './state'

export const caasSwapReadModel = ladderReadModel<CaasSwapState>('caas_swap')
