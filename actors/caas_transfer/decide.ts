/**
 * The CaaS transfer state machine. Each transition emits the event its
 * webhook is made from (actors/caas/webhook_mapper.ts); outcomes that arrive
 * twice (the executor retries after a crash) are unchanged, never a second
 * event. Settlement also emits one `caas.transfer.received` per merchant of
 * the recipient.
 */
import { reject } from '../../platform/errors'
import { accepted, rejected, unchanged, type ActorKind, type Decision, type DomainEvent } from '../runtime/types'
import type { CaasTransferCommand, CaasTransferState, TransferRecord } from './state'

type D = Decision<CaasTransferState, TransferRecord>

const event = (type: string, t: TransferRecord, businessId = t.businessId): DomainEvent => ({ type, payload: { ...t, businessId } })

export function decideCaasTransfer(state: CaasTransferState, command: CaasTransferCommand, nowMs: number): D {
  if (command.type === 'create') {
    if (state.status !== 'new') {
      return state.requestHash === command.order.requestHash && state.businessId === command.order.businessId
        ? unchanged(state)
        : rejected(reject('idempotency_conflict', 'this idempotency key was used for a different transfer'))
    }
    const next: TransferRecord = {
      ...command.order, status: 'queued', id: state.id, txHash: null, userOpHash: null, reason: null, createdAtMs: nowMs, updatedAtMs: nowMs, settledAtMs: null,
    }
    return accepted(next, next, [event('caas.transfer.queued', next)])
  }
  if (state.status === 'new') return rejected(reject('transfer_not_found', 'transfer not found'))
  switch (command.type) {
    case 'get':
      // The system (executor) reads any transfer; a merchant only its own.
      return command.businessId === null || command.businessId === state.businessId ? unchanged(state) : rejected(reject('transfer_not_found', 'transfer not found'))
    case 'submitted': {
      if (state.status !== 'queued') return unchanged(state)
      const next: TransferRecord = { ...state, status: 'submitted', txHash: command.txHash, userOpHash: command.userOpHash, updatedAtMs: nowMs }
      return accepted(next, next, [event('caas.transfer.submitted', next)])
    }
    case 'settled': {
      if (state.status !== 'submitted') return unchanged(state)
      const next: TransferRecord = { ...state, status: 'settled', txHash: command.txHash, updatedAtMs: nowMs, settledAtMs: nowMs }
      return accepted(next, next, [event('caas.transfer.settled', next), ...command.recipients.map((m) => event('caas.transfer.received', next, m))])
    }
    case 'failed': {
      if (state.status !== 'queued' && state.status !== 'submitted') return unchanged(state)
      const next: TransferRecord = { ...state, status: 'failed', reason: command.reason, updatedAtMs: nowMs }
      return accepted(next, next, [event('caas.transfer.failed', next)])
    }
  }
}

export const caasTransferKind: ActorKind<CaasTransferState, CaasTransferCommand, TransferRecord> = {
  kind: 'caas_transfer',
  initial: (id) => ({ status: 'new', id }),
  decide: decideCaasTransfer,
}
