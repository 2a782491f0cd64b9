/**
 * The leg state machine (state.ts): created by its flow, then moved by the ladder through the shared lifecycle
 * (transfer/lifecycle.ts). A second create of the same leg is the same request (a repeated pass of its flow) and
 * changes nothing; one with another amount or purpose is a bug in the flow, refused. Queued and submitted kick
 * the ladder; submitted, settled and failed tell the flow.
 */
import { reject } from '../../../platform/errors'
import { accepted, rejected, unchanged, type ActorKind, type Decision, type DomainEvent, refTo } from '../../runtime/types'
import { queuedLifecycle } from '../transfer/state'
import { stepLifecycle } from '../transfer/lifecycle'
import type { CaasLegCommand } from './commands'
import type { CaasLegRejection } from './rejections'
import type { CaasLegState, LegRecord } from './state'
import { caasLegReadModel } from './read_model'
import { caasLegEvents, type CaasLegEvents } from './events'

type D = Decision<CaasLegState, LegRecord, CaasLegRejection | 'DEADLINE_NOT_REACHED' | 'MAY_HAVE_BEEN_SENT'>

const event = (type: keyof CaasLegEvents, l: LegRecord): DomainEvent => caasLegEvents.event(type, { ...l, operation: null })
const HEARD = { submitted: 'caas.leg.submitted', settled: 'caas.leg.settled', failed: 'caas.leg.failed' } as const

export function decideCaasLeg(state: CaasLegState, command: CaasLegCommand, nowMs: number): D {
  if (command.type === 'create') {
    if (state.status === 'new') {
      const next: LegRecord = { ...command.order, ...queuedLifecycle(state.id, nowMs) }
      return accepted(next, next, [event('caas.leg.queued', next)])
    }
    const o = command.order
    const same =
      o.sourceId === state.sourceId && o.purpose === state.purpose && o.amount === state.amount && o.to.wallet === state.to.wallet
    return same ? unchanged(state) : rejected(reject('LEG_CONFLICT', `leg ${state.id} exists with other content`))
  }
  if (state.status === 'new') return rejected(reject('LEG_NOT_FOUND', 'leg not found'))
  if (command.type === 'get')
    return command.reader === null || (command.reader.businessId === state.businessId && command.reader.mode === state.mode)
      ? unchanged(state)
      : rejected(reject('LEG_NOT_FOUND', 'leg not found'))
  const step = stepLifecycle(state, command, nowMs)
  if (step.kind === 'unchanged') return unchanged(state)
  if (step.kind === 'refused') return rejected(reject(step.code, step.message))
  return accepted(step.next, step.next, step.heard === null ? [] : [event(HEARD[step.heard], step.next)])
}

export const caasLegKind: ActorKind<CaasLegState, CaasLegCommand, LegRecord> = {
  kind: 'caas_leg',
  initial: (id) => ({ status: 'new', id }),
  decide: decideCaasLeg,
  readModel: caasLegReadModel,
}

export const caasLegRef = (id: string) => refTo(caasLegKind, id)
