/** The deposit's row in `caas_flows` (flow_read_model.ts): open until settled or failed, and not while held for an operator. */
import { flowReadModel } from '../flow_read_model'
import type { CaasDepositState } from './state'

export const caasDepositReadModel = flowReadModel<CaasDepositState>(
  'caas_deposit',
  (d) => d.status !== 'new' && (d.status === 'created' || d.status === 'pending' || (d.status === 'funded' && d.held === null)),
)
