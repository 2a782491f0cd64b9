/** The two ways a checkout decision ends: a rejection with a closed code, or an accepted change (revision + 1). */
import { reject } from '../../platform/errors'
import { accepted, rejected, type Decision, type DomainEvent, type TimerOp } from '../runtime/types'
import type { CheckoutRejection } from './rejections'
import type { CheckoutState, OpenSession } from './state'

export const no = (code: CheckoutRejection, message: string, field?: string) => rejected(reject(code, message, field))

/** An accepted change: revision + 1 and the domain events; the read model is written in the same commit (projection.ts). */
export function changed(
  next: OpenSession,
  events: readonly DomainEvent[] = [],
  timers?: readonly TimerOp[],
  replyExtra?: Partial<OpenSession>,
): Decision<CheckoutState, OpenSession, CheckoutRejection> {
  const state = { ...next, revision: next.revision + 1 }
  return accepted(state, replyExtra ? { ...state, ...replyExtra } : state, events, timers)
}
