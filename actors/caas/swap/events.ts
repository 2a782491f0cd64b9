/** What a CaaS swap tells its subscribers (the ladder workflow, the webhooks): the record without its signed user operation. */
import { kindEvents } from '../../runtime/events'
import type { SwapRecord } from './state'

type SwapNotice = SwapRecord & { readonly operation: null }

export type CaasSwapEvents = {
  readonly 'caas.swap.queued': SwapNotice
  readonly 'caas.swap.submitted': SwapNotice
  readonly 'caas.swap.settled': SwapNotice
  readonly 'caas.swap.failed': SwapNotice
}

export const caasSwapEvents = kindEvents<CaasSwapEvents>('caas_swap')
