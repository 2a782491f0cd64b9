/** What a leg actor is asked: create (by its flow), read, and the ladder's lifecycle commands. */
import type { LifecycleCommand } from '../transfer/lifecycle'
import type { LegOrder } from './state'
import type { TransferReader } from '../transfer/state'

export type CaasLegCommand =
  | { readonly type: 'create'; readonly order: LegOrder }
  | { readonly type: 'get'; readonly reader: TransferReader | null }
  | LifecycleCommand
