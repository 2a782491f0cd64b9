/** What a swap tells its subscribers: the record as it stands after the change (send_events.ts reads the timers'). */
import { kindEvents } from '../runtime/events'
import type { SwapRecord } from './state'

export type SwapEvents = {
  /** Recorded, before anything is sent. */
  readonly 'swap.pending': SwapRecord
  readonly 'swap.confirmed': SwapRecord
  readonly 'swap.failed': SwapRecord
  /** The `unsent` timer fired while no swap transaction was reported sent. */
  readonly 'swap.unsent_due': SwapRecord
  /** The bridge poll timer fired: read the bridge's status. */
  readonly 'swap.bridge_due': SwapRecord
}

export const swapEvents = kindEvents<SwapEvents>('swap')
