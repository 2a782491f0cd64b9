/**
 * The remittance transfer state machine (state.ts; status and next work: status.ts). The partner's states are
 * kept as a set ordered by the partner's event time: a state reported twice is recorded once, an older event
 * arriving late takes its place in the order, and the status is computed from the set, so it never moves back
 * (except the documented completed → failed of a bounce).
 *
 *   command            new          hold none        held                 posted               terminal
 *   create             pending      unchanged (hold_refused: tried again under the same id)
 *   held               -            held             unchanged            unchanged            unchanged
 *   hold_refused       -            refused          unchanged            unchanged            unchanged
 *   recipient_created  -            -                records it once
 *   send_started       -            -                records the time once
 *   partner_created    -            -                records the partner's id once
 *   partner_refused    -            -                failed (voided next) unchanged            unchanged
 *   funded             -            -                processing           unchanged            unchanged
 *   partner_state      -            records the state once, in event-time order (any time, even after completion)
 *   booked             -            -                posted / voided      reversed             unchanged
 */
import { withActivity } from '../../runtime/activity'
import { remittanceActivity } from '../activity'
import { auditEvent } from '../../../platform/audit'
import { reject } from '../../../platform/errors'
import { decimalOf } from '../../../platform/fiat_amounts'
import { accepted, rejected, refTo, unchanged, type ActorKind, type Decision } from '../../runtime/types'
import type { RemittanceRejection } from '../rejections'
import type { RemitTransferCommand } from './commands'
import { remitTransferEvents } from './events'
import { remitTransferReadModel } from './read_model'
import type { RemitTransfer, RemitTransferState } from './state'
import { statusOf, workOf } from './status'

type TransferRejection = Extract<RemittanceRejection, 'REMITTANCE_NOT_FOUND'>
type D = Decision<RemitTransferState, RemitTransfer, TransferRejection>

const NOT_FOUND = reject('REMITTANCE_NOT_FOUND', 'no such transfer')

const STATUS_EVENT = {
  pending: null,
  processing: 'remittance.processing',
  completed: 'remittance.completed',
  failed: 'remittance.failed',
} as const

/** The next state with its status recomputed, and the events its change calls for. */
function settle(prev: RemitTransfer, changes: Partial<RemitTransfer>, nowMs: number): D {
  const draft: RemitTransfer = { ...prev, ...changes, updatedAtMs: nowMs }
  const next: RemitTransfer = { ...draft, status: statusOf(draft) }
  const events = []
  const statusEvent = next.status !== prev.status ? STATUS_EVENT[next.status] : null
  if (statusEvent !== null && next.hold !== 'refused') events.push(remitTransferEvents.event(statusEvent, next))
  if (next.reversed && !prev.reversed) events.push(remitTransferEvents.event('remittance.reversed', next))
  // The workflow is kicked for money or partner work; waiting on the partner is the scan's (a poll, now and then).
  const work = workOf(next)
  if (work !== null && work !== 'poll') events.push(remitTransferEvents.event('remittance.changed', next))
  return accepted(next, next, events)
}

function auditOf(t: RemitTransfer) {
  return auditEvent({
    businessId: t.businessId,
    action: 'remittance.created',
    by: t.createdBy,
    target: { type: 'remittance', id: t.id },
    changes: { total_cost: decimalOf(t.quote.totalMinor), currency: t.quote.sourceCurrency, recipient_name: t.recipient.name },
  })
}

function decideTransfer(state: RemitTransferState, command: RemitTransferCommand, nowMs: number): D {
  if (command.type === 'create') {
    if (state.status !== 'new') {
      // A transfer the balance could not hold never existed for the merchant: the same request may try again.
      return state.hold === 'refused' ? settle(state, { hold: 'none' }, nowMs) : unchanged(state)
    }
    const next: RemitTransfer = {
      ...command.order,
      status: 'pending',
      id: state.id,
      hold: 'none',
      recipientId: null,
      sendStartedAtMs: null,
      partnerTransferId: null,
      funded: false,
      partnerSteps: [],
      failureReason: null,
      reversed: false,
      lastPolledAtMs: null,
      createdAtMs: nowMs,
      updatedAtMs: nowMs,
    }
    return accepted(next, next, [remitTransferEvents.event('remittance.created', next)])
  }
  if (state.status === 'new') return rejected(NOT_FOUND)
  switch (command.type) {
    case 'get':
      if (command.businessId !== null && (command.businessId !== state.businessId || state.hold === 'refused')) return rejected(NOT_FOUND)
      return unchanged(state)
    case 'held': {
      if (state.hold !== 'none') return unchanged(state)
      const d = settle(state, { hold: 'held' }, nowMs)
      // The merchant's audit log names who sent it, in the commit that makes it a transfer (a refused hold never was).
      return d.kind === 'accepted' ? { ...d, events: [...d.events, auditOf(state)] } : d
    }
    case 'hold_refused':
      return state.hold === 'none' ? settle(state, { hold: 'refused' }, nowMs) : unchanged(state)
    case 'recipient_created':
      return state.recipientId === null ? settle(state, { recipientId: command.recipientId }, nowMs) : unchanged(state)
    case 'send_started':
      return state.sendStartedAtMs === null ? settle(state, { sendStartedAtMs: nowMs }, nowMs) : unchanged(state)
    case 'partner_created':
      return state.partnerTransferId === null ? settle(state, { partnerTransferId: command.partnerTransferId }, nowMs) : unchanged(state)
    case 'partner_refused':
      return state.hold === 'held' && state.failureReason === null && state.partnerSteps.every((s) => s.state !== 'outgoing_payment_sent')
        ? settle(state, { failureReason: command.reason }, nowMs)
        : unchanged(state)
    case 'funded':
      return state.funded ? unchanged(state) : settle(state, { funded: true }, nowMs)
    case 'partner_state': {
      if (state.partnerSteps.some((s) => s.state === command.state)) return unchanged(state)
      const steps = [...state.partnerSteps, { state: command.state, occurredAtMs: command.occurredAtMs }].sort(
        (a, b) => a.occurredAtMs - b.occurredAtMs,
      )
      return settle(state, { partnerSteps: steps }, nowMs)
    }
    case 'polled':
      return settle(state, { lastPolledAtMs: nowMs }, nowMs)
    case 'booked': {
      if (command.hold === 'reversed')
        return state.hold === 'posted' ? settle(state, { hold: 'reversed', reversed: true }, nowMs) : unchanged(state)
      return state.hold === 'held' ? settle(state, { hold: command.hold }, nowMs) : unchanged(state)
    }
  }
}

export const remitTransferKind: ActorKind<RemitTransferState, RemitTransferCommand, RemitTransfer, TransferRejection> = {
  kind: 'remittance',
  initial: (id) => ({ status: 'new', id }),
  decide: decideTransfer,
  readModel: withActivity('remittance', remitTransferReadModel, remittanceActivity),
}

export const remitTransferRef = (id: string) => refTo(remitTransferKind, id)
