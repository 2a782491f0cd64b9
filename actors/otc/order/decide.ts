/**
 * The OTC order state machine (state.ts). Expiry is a durable timer set with each quote; a payment is matched to
 * the order by its reference (matching.ts) and recorded once per partner payment id.
 *
 *   command    pending_payment     payment_marked      expired             payment_received   settled / review
 *   mark_paid  payment_marked      unchanged           OTC_ORDER_EXPIRED   OTC_ORDER_CLOSED   OTC_ORDER_CLOSED
 *   expire     expired (if due)    expired (if due)    unchanged           unchanged          unchanged
 *   refresh    NOT_EXPIRED         NOT_EXPIRED         pending_payment     OTC_ORDER_CLOSED   OTC_ORDER_CLOSED
 *   payment    received (exact, in time) or review     review              review (a second)  review / recorded
 *   settled    -                   -                   -                   settled            unchanged
 *   resolve    CLOSED              CLOSED              CLOSED              CLOSED             review: payment_received
 */
import { withActivity } from '../../runtime/activity'
import { otcActivity } from '../activity'
import { auditEvent, type ActingParty } from '../../../platform/audit'
import { reject } from '../../../platform/errors'
import { decimalOf } from '../../../platform/fiat_amounts'
import { accepted, rejected, refTo, unchanged, type ActorKind, type Decision, type TimerOp } from '../../runtime/types'
import type { OtcRejection } from '../rejections'
import { otcOrderEvents } from './events'
import { otcOrderReadModel } from './read_model'
import type { OrderQuote, OtcOrder, OtcOrderState, ReceivedPayment } from './state'

export type OtcOrderCommand =
  | {
      readonly type: 'create'
      readonly order: Pick<OtcOrder, 'businessId' | 'isTest' | 'from' | 'to' | 'fromMinor' | 'accountId' | 'payee' | 'reference'>
      readonly quote: OrderQuote
      readonly by: ActingParty
    }
  | { readonly type: 'mark_paid' }
  | { readonly type: 'expire' }
  | { readonly type: 'refresh'; readonly quote: OrderQuote }
  | { readonly type: 'payment'; readonly payment: ReceivedPayment }
  | { readonly type: 'settled' }
  /** An operator settles an order in review at what arrived: `creditMinor` in `to`. */
  | { readonly type: 'resolve'; readonly creditMinor: bigint; readonly reason: string; readonly by: ActingParty }
  | { readonly type: 'get'; readonly businessId: string | null }

type OrderRejection = Extract<OtcRejection, 'OTC_ORDER_NOT_FOUND' | 'OTC_ORDER_EXPIRED' | 'OTC_ORDER_NOT_EXPIRED' | 'OTC_ORDER_CLOSED'>
type D = Decision<OtcOrderState, OtcOrder, OrderRejection>

const NOT_FOUND = reject('OTC_ORDER_NOT_FOUND', 'no such order')
const expiryTimer = (q: OrderQuote): TimerOp => ({ op: 'set', name: 'expire', dueAtMs: q.expiresAtMs })
const WAITING = new Set(['pending_payment', 'payment_marked'])

/** Why a payment does not settle the order as ordered, or null when it does. */
function mismatch(o: OtcOrder, p: ReceivedPayment): string | null {
  if (!WAITING.has(o.status)) return o.status === 'expired' ? 'paid after the quote expired' : 'a second payment for the order'
  if (p.receivedAtMs > o.quote.expiresAtMs) return 'paid after the quote expired'
  if (p.currency !== o.from) return `paid in ${p.currency}, ordered in ${o.from}`
  if (p.amountMinor < o.fromMinor) return 'underpaid'
  if (p.amountMinor > o.fromMinor) return 'overpaid'
  return null
}

function decideOrder(state: OtcOrderState, command: OtcOrderCommand, nowMs: number): D {
  if (command.type === 'create') {
    if (state.status !== 'new') return unchanged(state)
    const next: OtcOrder = {
      ...command.order,
      status: 'pending_payment',
      id: state.id,
      quote: command.quote,
      quotes: [command.quote],
      markedAtMs: null,
      payments: [],
      reviewReason: null,
      creditMinor: null,
      settledAtMs: null,
      createdAtMs: nowMs,
      updatedAtMs: nowMs,
    }
    const audit = auditEvent({
      businessId: next.businessId,
      action: 'otc.order_created',
      by: command.by,
      target: { type: 'otc_order', id: next.id },
      changes: { from: next.from, to: next.to, rate: command.quote.rate },
    })
    return accepted(next, next, [audit], [expiryTimer(command.quote)])
  }
  if (state.status === 'new') return rejected(NOT_FOUND)
  const move = (changes: Partial<OtcOrder>, events: Parameters<typeof otcOrderEvents.event>[0][] = [], timers?: TimerOp[]): D => {
    const next: OtcOrder = { ...state, ...changes, updatedAtMs: nowMs }
    return accepted(
      next,
      next,
      events.map((e) => otcOrderEvents.event(e, next)),
      timers,
    )
  }
  switch (command.type) {
    case 'get':
      return command.businessId === null || command.businessId === state.businessId ? unchanged(state) : rejected(NOT_FOUND)
    case 'mark_paid':
      if (state.status === 'payment_marked') return unchanged(state)
      if (state.status === 'expired') return rejected(reject('OTC_ORDER_EXPIRED', 'the order expired: refresh it for a new rate, then pay'))
      if (state.status !== 'pending_payment') return rejected(reject('OTC_ORDER_CLOSED', `the order is ${state.status}`))
      return move({ status: 'payment_marked', markedAtMs: nowMs })
    case 'expire':
      if (!WAITING.has(state.status) || nowMs < state.quote.expiresAtMs) return unchanged(state)
      return move({ status: 'expired' })
    case 'refresh':
      if (WAITING.has(state.status)) {
        if (nowMs < state.quote.expiresAtMs) return rejected(reject('OTC_ORDER_NOT_EXPIRED', 'the order’s quote is still in force'))
      } else if (state.status !== 'expired') return rejected(reject('OTC_ORDER_CLOSED', `the order is ${state.status}`))
      return move(
        { status: 'pending_payment', quote: command.quote, quotes: [...state.quotes, command.quote], markedAtMs: null },
        [],
        [expiryTimer(command.quote)],
      )
    case 'payment': {
      if (state.payments.some((p) => p.paymentId === command.payment.paymentId)) return unchanged(state)
      const payments = [...state.payments, command.payment]
      const why = mismatch(state, command.payment)
      if (why === null) return move({ status: 'payment_received', payments }, ['otc_order.payment_received'])
      // A settled order keeps its status: the extra payment waits for an operator beside it.
      if (state.status === 'settled') return move({ payments, reviewReason: why }, ['otc_order.review'])
      return move({ status: 'review', payments, reviewReason: why }, ['otc_order.review'])
    }
    case 'resolve': {
      if (state.status !== 'review') return rejected(reject('OTC_ORDER_CLOSED', `the order is ${state.status}, not in review`))
      const next: OtcOrder = { ...state, status: 'payment_received', creditMinor: command.creditMinor, updatedAtMs: nowMs }
      return accepted(next, next, [
        otcOrderEvents.event('otc_order.payment_received', next),
        auditEvent({
          businessId: state.businessId,
          action: 'otc.order_resolved',
          by: command.by,
          target: { type: 'otc_order', id: state.id },
          changes: {
            review_reason: state.reviewReason ?? '',
            reason: command.reason,
            credited: decimalOf(command.creditMinor),
            currency: state.to,
          },
        }),
      ])
    }
    case 'settled':
      return state.status === 'payment_received' ? move({ status: 'settled', settledAtMs: nowMs }, ['otc_order.settled']) : unchanged(state)
  }
}

export const otcOrderKind: ActorKind<OtcOrderState, OtcOrderCommand, OtcOrder, OrderRejection> = {
  kind: 'otc_order',
  initial: (id) => ({ status: 'new', id }),
  decide: decideOrder,
  onTimer: () => ({ type: 'expire' }),
  readModel: withActivity('otc_order', otcOrderReadModel, otcActivity),
}

export const otcOrderRef = (id: string) => refTo(otcOrderKind, id)
