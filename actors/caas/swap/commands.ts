/** What the CaaS swap actor is asked to do: create, and the lifecycle commands the executor's ladder sends (as for a transfer). */
import type { CaasTransferCommand } from '../transfer/commands'
import type { SwapOrder } from './state'

export type CaasSwapCommand =
  | { readonly type: 'create'; readonly order: SwapOrder }
  | Extract<CaasTransferCommand, { type: 'get' | 'submitting' | 'submitted' | 'failed' }>
  | { readonly type: 'settled'; readonly txHash: string }
