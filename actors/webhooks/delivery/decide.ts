/**
 * Decides what a command does to a webhook delivery (state.ts). The retry
 * time is the product's schedule (../schedule.ts) counted from when the
 * receiver answered (`nowMs`), the delivery time is when the attempt started.
 */
import { nextRetryAtMs } from '../schedule'
import type { DeliveryRejection } from './rejections'
import type { DeliveryDecision, DeliveryState } from './state'
import type { DeliveryCommand } from './commands'

const UNCHANGED: DeliveryDecision = { kind: 'unchanged' }
const refuse = (code: DeliveryRejection): DeliveryDecision => ({ kind: 'rejected', code })

/** Pure: the delivery's next state, `unchanged`, or the refusal. */
export function decideDelivery(state: DeliveryState, command: DeliveryCommand, nowMs: number): DeliveryDecision {
  const to = (next: DeliveryState): DeliveryDecision => ({ kind: 'accepted', from: state, state: next })
  const { product, attempts } = state
  switch (command.type) {
    case 'attempted': {
      // Only a pending delivery is sent; an outcome for another is from an attempt whose claim lapsed.
      if (state.status !== 'pending') return refuse('DELIVERY_NOT_PENDING')
      const made = attempts + 1
      if (command.result === 'delivered') return to({ product, attempts: made, status: 'delivered', deliveredAtMs: command.atMs })
      const retryAtMs = command.result === 'refused' ? nextRetryAtMs(product, made, nowMs) : null
      return to(
        retryAtMs === null
          ? { product, attempts: made, status: 'failed' }
          : { product, attempts: made, status: 'pending', nextAttemptAtMs: retryAtMs },
      )
    }
    case 'skip':
      // A skip told twice (a repeated write) changes nothing: the first reason stands.
      if (state.status === 'skipped') return UNCHANGED
      return state.status === 'pending'
        ? to({ product, attempts, status: 'skipped', reason: command.reason })
        : refuse('DELIVERY_NOT_PENDING')
    case 'redeliver':
      // Due at once, keeping its attempts: one more attempt, numbered after the others.
      return state.status === 'pending' ? refuse('DELIVERY_PENDING') : to({ product, attempts, status: 'pending', nextAttemptAtMs: nowMs })
  }
}
