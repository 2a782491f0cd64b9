/**
 * The state machine of a webhook delivery (its row in webhook_deliveries,
 * ../delivery_store.ts):
 *
 *   pending -> delivered                  the receiver answered 2xx
 *   pending -> pending (retry at a time)  it did not, and the product's schedule (../schedule.ts) has a retry left
 *   pending -> failed                     it did not after the last retry, or it can never be sent
 *   pending -> skipped (reason)           the merchant's plan has no webhooks when it is due
 *   delivered | failed | skipped -> pending (now)   the merchant asked for it again
 *
 * A claim (claimed_until_ms, claimed_by) is a lease on a pending delivery,
 * not a state: the store takes and releases it beside these.
 */
import type { WebhookProduct } from '../schedule'
import type { DeliveryRejection } from './rejections'
import type { SkipReason } from '../../runtime/service/webhooks'

export type DeliveryStatus = 'pending' | 'delivered' | 'failed' | 'skipped'

/** Why a delivery was not sent: the only reason so far is the merchant's plan (../dispatch_gate.ts). */
export type { SkipReason }

interface Attempted {
  /** Which retry schedule applies. */
  readonly product: WebhookProduct
  /** Attempts made so far; a redelivery keeps counting, so its failure meets the schedule where it left off. */
  readonly attempts: number
}

export type DeliveryState =
  | (Attempted & { readonly status: 'pending'; readonly nextAttemptAtMs: number })
  | (Attempted & { readonly status: 'delivered'; readonly deliveredAtMs: number })
  | (Attempted & { readonly status: 'failed' })
  | (Attempted & { readonly status: 'skipped'; readonly reason: SkipReason })

/** `accepted` carries the state it was decided on, so the store writes it only over that state. */
export type DeliveryDecision =
  | { readonly kind: 'accepted'; readonly from: DeliveryState; readonly state: DeliveryState }
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'rejected'; readonly code: DeliveryRejection }

export type AcceptedDelivery = Extract<DeliveryDecision, { kind: 'accepted' }>
