/**
 * The shapes the delivery store (../delivery_store.ts) reads and writes, and
 * a row read as decide.ts sees it.
 */
import { assert } from '../../../platform/errors'
import type { WebhookProduct } from '../schedule'
import type { AcceptedDelivery, DeliveryState, DeliveryStatus, SkipReason } from './state'

export interface NewDelivery {
  readonly id: string
  readonly eventId: string
  readonly endpointId: string
  readonly businessId: string
  readonly product: WebhookProduct
  readonly eventType: string
  readonly body: string
  /** The endpoint's URL now: every attempt of this delivery goes there or nowhere (../bound_url.ts). */
  readonly url: string
}

export interface ClaimedDelivery extends Omit<NewDelivery, 'url'> {
  /** Null for a row from before deliveries recorded their URL: its next attempt binds it. */
  readonly url: string | null
  /** As decide.ts sees it: claimed only while pending. */
  readonly state: Extract<DeliveryState, { status: 'pending' }>
}

/** What a redelivery is decided on (../bound_url.ts). */
export interface DeliveryTarget {
  readonly endpointId: string
  readonly status: DeliveryStatus
  readonly url: string | null
}

/** A decision of decide.ts about one delivery, for the store to write. */
export interface DecidedDelivery {
  readonly id: string
  readonly decision: AcceptedDelivery
}

export type DeliveryRow = {
  id: string
  event_id: string
  endpoint_id: string
  business_id: string
  product: WebhookProduct
  event_type: string
  body: string
  url: string | null
  attempts: number
  next_attempt_at_ms: bigint
}

/** The columns a delivery's state is read from. */
export type StateRow = {
  status: DeliveryStatus
  product: WebhookProduct
  attempts: number
  next_attempt_at_ms: bigint
  delivered_at_ms: bigint | null
  skip_reason: SkipReason | null
}

/** A row as decide sees it. Every delivery this store writes has its time, every skip its reason. */
export function stateOfRow(r: StateRow): DeliveryState {
  const attempted = { product: r.product, attempts: r.attempts }
  switch (r.status) {
    case 'pending':
      return { ...attempted, status: r.status, nextAttemptAtMs: Number(r.next_attempt_at_ms) }
    case 'delivered':
      assert(r.delivered_at_ms !== null, 'a delivered delivery has its time')
      return { ...attempted, status: r.status, deliveredAtMs: Number(r.delivered_at_ms) }
    case 'failed':
      return { ...attempted, status: r.status }
    case 'skipped':
      assert(r.skip_reason !== null, 'a skipped delivery has its reason')
      return { ...attempted, status: r.status, reason: r.skip_reason }
  }
}

/** One attempt that ended, with what decide made of it (`decision`: delivered, retry at a time, or failed). */
export interface AttemptRecord extends DecidedDelivery {
  readonly atMs: number
  readonly statusCode: number | null
  readonly error: string | null
  readonly durationMs: number
  /** Where this attempt was sent; null when nothing was sent. Binds a delivery that had no URL yet. */
  readonly url: string | null
}

export function claimedOfRow(r: DeliveryRow): ClaimedDelivery {
  return {
    id: r.id,
    eventId: r.event_id,
    endpointId: r.endpoint_id,
    businessId: r.business_id,
    product: r.product,
    eventType: r.event_type,
    body: r.body,
    url: r.url,
    state: { product: r.product, attempts: r.attempts, status: 'pending', nextAttemptAtMs: Number(r.next_attempt_at_ms) },
  }
}
