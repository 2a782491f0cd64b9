/** The CaaS transfer's read model: its row in `caas_ladder` (ladder_read_model.ts), for the ladder's scan of open transfers. */
import { ladderReadModel } from '../ladder_read_model'
import type { CaasTransferState } from './state'

export const caasTransferReadModel = ladderReadModel<CaasTransferState>('caas_transfer')
