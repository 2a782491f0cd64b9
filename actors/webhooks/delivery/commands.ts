/** What a webhook delivery is told: an attempt's result, a skip, a redelivery (decide.ts decides each). */
import type { SkipReason } from './state'

/**
 * `attempted`: one attempt ended, started at `atMs`. `refused` is any answer
 * but 2xx, or none in time; `undeliverable` was never sent and never will be
 * (the endpoint is deactivated, or its URL is no longer the delivery's).
 */
export type DeliveryCommand =
  | { readonly type: 'attempted'; readonly result: 'delivered' | 'refused' | 'undeliverable'; readonly atMs: number }
  | { readonly type: 'skip'; readonly reason: SkipReason }
  | { readonly type: 'redeliver' }
