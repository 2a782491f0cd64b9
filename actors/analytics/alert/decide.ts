/**
 * The fraud alert state machine (state.ts).
 *
 *   command   new                 open                        dismissed / confirmed
 *   open      open (+ webhook)    unchanged                   unchanged
 *   resolve   FRAUD_ALERT_NOT_FOUND dismissed | confirmed     unchanged when the same outcome, else FRAUD_ALERT_RESOLVED
 *   get       FRAUD_ALERT_NOT_FOUND  unchanged                unchanged
 *
 * Another merchant's alert answers FRAUD_ALERT_NOT_FOUND, as one that does not exist.
 */
import { auditEvent, type ActingParty } from '../../../platform/audit'
import { reject } from '../../../platform/errors'
import { accepted, rejected, refTo, unchanged, type ActorKind, type Decision } from '../../runtime/types'
import type { AnalyticsRejection } from '../rejections'
import { fraudAlertEvents } from './events'
import { fraudAlertReadModel } from './read_model'
import type { FraudAlertRecord, FraudAlertState, Finding } from './state'

export type FraudAlertCommand =
  | { readonly type: 'open'; readonly finding: Finding }
  | {
      readonly type: 'resolve'
      readonly businessId: string
      readonly outcome: 'dismissed' | 'confirmed'
      readonly reason: string
      readonly by: ActingParty
    }
  | { readonly type: 'get'; readonly businessId: string }

type AlertRejection = Extract<AnalyticsRejection, 'FRAUD_ALERT_NOT_FOUND' | 'FRAUD_ALERT_RESOLVED'>
type D = Decision<FraudAlertState, FraudAlertRecord, AlertRejection>

const notFound = (id: string): D => rejected(reject('FRAUD_ALERT_NOT_FOUND', `no fraud alert ${id}`))

function decideAlert(state: FraudAlertState, command: FraudAlertCommand, nowMs: number): D {
  if (command.type === 'open') {
    if (state.status !== 'new') return unchanged(state)
    const opened: FraudAlertRecord = { ...command.finding, status: 'open', openedAtMs: nowMs, resolvedAtMs: null, resolution: null }
    return accepted(opened, opened, [fraudAlertEvents.event('fraud_alert.opened', opened)])
  }
  if (state.status === 'new' || state.businessId !== command.businessId) return notFound(state.id)
  if (command.type === 'get') return unchanged(state)
  if (state.status !== 'open') {
    return state.status === command.outcome
      ? unchanged(state)
      : rejected(reject('FRAUD_ALERT_RESOLVED', `the alert was ${state.status} already`))
  }
  const resolved: FraudAlertRecord = {
    ...state,
    status: command.outcome,
    resolvedAtMs: nowMs,
    resolution: { reason: command.reason, by: command.by },
  }
  return accepted(resolved, resolved, [
    fraudAlertEvents.event('fraud_alert.resolved', resolved),
    auditEvent({
      businessId: state.businessId,
      action: 'fraud_alert.resolved',
      by: command.by,
      target: { type: 'fraud_alert', id: state.id },
      changes: { status: command.outcome, reason: command.reason, rule: state.rule },
    }),
  ])
}

export const fraudAlertKind: ActorKind<FraudAlertState, FraudAlertCommand, FraudAlertRecord, AlertRejection> = {
  kind: 'fraud_alert',
  initial: (id) => ({ status: 'new', id }),
  decide: decideAlert,
  readModel: fraudAlertReadModel,
}

export const fraudAlertRef = (id: string) => refTo(fraudAlertKind, id)
