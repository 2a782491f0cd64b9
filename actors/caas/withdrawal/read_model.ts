/** The withdrawal's row in `caas_flows` (flow_read_model.ts): open while a pass has work in it. */
import { flowReadModel } from '../flow_read_model'
import { OPEN_WITHDRAWAL, type CaasWithdrawalState } from './state'

export const caasWithdrawalReadModel = flowReadModel<CaasWithdrawalState>(
  'caas_withdrawal',
  (w) => w.status !== 'new' && OPEN_WITHDRAWAL.includes(w.status) && !(w.status === 'returning' && w.returnHeld !== null),
)
