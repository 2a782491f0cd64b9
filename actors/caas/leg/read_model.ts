/** The leg's read model: its row in `caas_ladder` (ladder_read_model.ts), for the ladder's scan of open legs. */
import { ladderReadModel } from '../ladder_read_model'
import type { CaasLegState } from './state'

export const caasLegReadModel = ladderReadModel<CaasLegState>('caas_leg')
