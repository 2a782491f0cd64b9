/**
 * The inbound payment state machine (state.ts). A notice for a payment already recorded is a resend: it is
 * counted, never booked again (the partner's PaymentId is the actor id; its EventId changes per resend).
 *
 *   command          new       received   credited/assigned   suspended   assigning   returning   terminal
 *   receive          received  count      count               count       count       count       count
 *   route            -         routes it once (the target's balance, or suspense); then unchanged
 *   booked           -         credited   unchanged           unchanged   unchanged   unchanged   unchanged
 *                              or suspended
 *   assign           -         NOT_IN     NOT_IN              assigning   unchanged   NOT_IN      NOT_IN
 *   assigned         -         -          unchanged           -           assigned    -           unchanged
 *   return           -         NOT_IN     NOT_IN              returning   NOT_IN      unchanged   NOT_IN
 *   returned         -         -          -                   -           -           returned    unchanged
 *   return_failed    -         -          -                   -           -           suspended   unchanged
 *   reverse          -         records it (once); the workflow debits it once the credit is booked
 *   reversal_booked  -         reversed, or reversal_refused (the balance no longer holds it)
 */
import { withActivity } from '../../runtime/activity'
import { bankPaymentActivity } from '../activity'
import { PLATFORM_AUDIT_SCOPE, auditEvent } from '../../../platform/audit'
import { reject } from '../../../platform/errors'
import { accepted, rejected, unchanged, refTo, type ActorKind, type Decision } from '../../runtime/types'
import type { BankPaymentCommand } from './commands'
import { bankPaymentEvents } from './events'
import { bankPaymentReadModel } from './read_model'
import type { BankPaymentRejection } from './rejections'
import type { BankPayment, BankPaymentState } from './state'

type D = Decision<BankPaymentState, BankPayment, BankPaymentRejection>

const NOT_FOUND = reject('PAYMENT_NOT_FOUND', 'no such inbound payment')
const NOT_IN_SUSPENSE = (p: BankPayment) => reject('PAYMENT_NOT_IN_SUSPENSE', `the payment is ${p.status}, not in suspense`)

/** Terminal for money in: nothing moves it again except a bank reversal of what was credited. */
const BOOKED_TO_MERCHANT = new Set(['credited', 'assigned'])

function decideBankPayment(state: BankPaymentState, command: BankPaymentCommand, nowMs: number): D {
  if (command.type === 'receive') {
    if (state.status !== 'new') {
      const next: BankPayment = { ...state, notices: state.notices + 1 }
      return accepted(next, next)
    }
    const next: BankPayment = {
      status: 'received',
      id: state.id,
      partner: 'modulr',
      payin: command.payin,
      currency: command.currency,
      units: command.units,
      isTest: command.isTest,
      routed: false,
      target: null,
      suspenseReason: null,
      notices: 1,
      reversal: null,
      refusal: null,
      returnId: null,
      receivedAtMs: nowMs,
      updatedAtMs: nowMs,
    }
    return accepted(next, next, [bankPaymentEvents.event('bank_payment.received', next)])
  }
  if (state.status === 'new') return rejected(NOT_FOUND)
  const move = (changes: Partial<BankPayment>, type?: Parameters<typeof bankPaymentEvents.event>[0]): D => {
    const next: BankPayment = { ...state, ...changes, updatedAtMs: nowMs }
    return accepted(next, next, type ? [bankPaymentEvents.event(type, next)] : [])
  }
  switch (command.type) {
    case 'get':
      return unchanged(state)
    case 'route':
      if (state.status !== 'received' || state.routed) return unchanged(state)
      return move({ routed: true, target: command.target, suspenseReason: command.target ? null : command.suspenseReason })
    case 'booked':
      if (state.status !== 'received' || !state.routed) return unchanged(state)
      return state.target ? move({ status: 'credited' }, 'bank_payment.credited') : move({ status: 'suspended' }, 'bank_payment.suspended')
    case 'assign': {
      if (state.status === 'assigning') return unchanged(state)
      if (state.status !== 'suspended' || state.reversal !== null) return rejected(NOT_IN_SUSPENSE(state))
      const next: BankPayment = { ...state, status: 'assigning', target: command.target, updatedAtMs: nowMs }
      return accepted(next, next, [
        bankPaymentEvents.event('bank_payment.assign_requested', next),
        auditEvent({
          businessId: command.target.businessId,
          action: 'bank_payment.assigned',
          by: command.by,
          target: { type: 'bank_payment', id: state.id },
          changes: { virtual_account_id: command.target.accountId, amount: state.payin.amount, currency: state.currency },
        }),
      ])
    }
    case 'assigned':
      return state.status === 'assigning' ? move({ status: 'assigned' }, 'bank_payment.credited') : unchanged(state)
    case 'return': {
      if (state.status === 'returning') return unchanged(state)
      if (state.status !== 'suspended' || state.reversal !== null) return rejected(NOT_IN_SUSPENSE(state))
      const next: BankPayment = { ...state, status: 'returning', updatedAtMs: nowMs }
      return accepted(next, next, [
        bankPaymentEvents.event('bank_payment.return_requested', next),
        auditEvent({
          // The merchant whose (frozen or closed) account it was sent to sees the return in its log; a payment to
          // an account nobody has is the platform's own record.
          businessId: command.businessId ?? PLATFORM_AUDIT_SCOPE,
          action: 'bank_payment.returned',
          by: command.by,
          target: { type: 'bank_payment', id: state.id },
          changes: { reason: command.reason, amount: state.payin.amount, currency: state.currency },
        }),
      ])
    }
    case 'returned':
      return state.status === 'returning'
        ? move({ status: 'returned', returnId: command.returnId }, 'bank_payment.returned')
        : unchanged(state)
    case 'return_failed':
      return state.status === 'returning' ? move({ status: 'suspended' }, 'bank_payment.suspended') : unchanged(state)
    case 'reverse':
      if (state.reversal !== null) return unchanged(state)
      return move(
        { reversal: { paymentId: command.paymentId, reason: command.reason, receivedAtMs: nowMs } },
        'bank_payment.reversal_received',
      )
    case 'reversal_booked': {
      if (state.reversal === null || state.status === 'reversed' || state.status === 'reversal_refused') return unchanged(state)
      if (command.refusal !== null) return move({ status: 'reversal_refused', refusal: command.refusal }, 'bank_payment.reversal_refused')
      return move({ status: 'reversed' }, BOOKED_TO_MERCHANT.has(state.status) ? 'bank_payment.reversed' : undefined)
    }
  }
}

export const bankPaymentKind: ActorKind<BankPaymentState, BankPaymentCommand, BankPayment, BankPaymentRejection> = {
  kind: 'bank_payment',
  initial: (id) => ({ status: 'new', id }),
  decide: decideBankPayment,
  readModel: withActivity('bank_payment', bankPaymentReadModel, bankPaymentActivity),
}

export const bankPaymentRef = (id: string) => refTo(bankPaymentKind, id)
