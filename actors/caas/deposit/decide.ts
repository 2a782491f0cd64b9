/**
 * The deposit state machine (state.ts). The partner's word moves it forward only: a collection seen complete
 * twice, or pending after complete, changes nothing; the leg's news counts only while funded.
 */
import { reject } from '../../../platform/errors'
import { accepted, rejected, unchanged, type ActorKind, type Decision, refTo } from '../../runtime/types'
import { keyOutcome, keyReused } from '../../../platform/idempotency'
import { DEPOSIT_KEY } from '../key_rules'
import type { CaasDepositCommand } from './commands'
import type { CaasDepositRejection } from './rejections'
import type { CaasDepositState, DepositRecord } from './state'
import { caasDepositReadModel } from './read_model'
import { caasDepositEvents, type CaasDepositEvents } from './events'

type D = Decision<CaasDepositState, DepositRecord, CaasDepositRejection>

function move(state: DepositRecord, changes: Partial<DepositRecord>, nowMs: number, heard?: keyof CaasDepositEvents): D {
  const next: DepositRecord = { ...state, ...changes, updatedAtMs: nowMs }
  return accepted(next, next, heard ? [caasDepositEvents.event(heard, next)] : [])
}

export function decideCaasDeposit(state: CaasDepositState, command: CaasDepositCommand, nowMs: number): D {
  if (command.type === 'create') {
    if (state.status !== 'new') {
      if (state.businessId !== command.order.businessId || state.mode !== command.order.mode) return rejected(keyReused(DEPOSIT_KEY))
      const key = keyOutcome({ fingerprint: state.requestHash }, { fingerprint: command.order.requestHash }, DEPOSIT_KEY, nowMs)
      return key.kind === 'reused' ? rejected(key.rejection) : unchanged(state)
    }
    const next: DepositRecord = {
      ...command.order,
      id: state.id,
      status: 'created',
      collection: null,
      txHash: null,
      reason: null,
      held: null,
      createdAtMs: nowMs,
      updatedAtMs: nowMs,
      settledAtMs: null,
    }
    return accepted(next, next, [caasDepositEvents.event('caas.deposit.created', next)])
  }
  if (state.status === 'new') return rejected(reject('DEPOSIT_NOT_FOUND', 'deposit not found'))
  switch (command.type) {
    case 'get':
      return command.reader === null || (command.reader.businessId === state.businessId && command.reader.mode === state.mode)
        ? unchanged(state)
        : rejected(reject('DEPOSIT_NOT_FOUND', 'deposit not found'))
    case 'collection':
      if (state.status !== 'created' && state.status !== 'pending') return unchanged(state)
      if (command.state === 'pending')
        return state.status === 'created' ? move(state, { status: 'pending', collection: command.collection }, nowMs) : unchanged(state)
      // The amount is the partner's quote as it stands when the fiat is in, fixed from here on.
      return move(state, { status: 'funded', collection: command.collection }, nowMs, 'caas.deposit.funded')
    case 'collection_failed':
      if (state.status !== 'created' && state.status !== 'pending') return unchanged(state)
      return move(state, { status: 'failed', reason: command.reason }, nowMs, 'caas.deposit.failed')
    case 'leg':
      if (state.status !== 'funded') return unchanged(state)
      if (command.outcome === 'submitted') return unchanged(state)
      if (command.outcome === 'settled')
        return move(state, { status: 'settled', txHash: command.txHash, settledAtMs: nowMs, held: null }, nowMs, 'caas.deposit.settled')
      // The user paid: the USDC is owed. The treasury could not send it; an operator funds it and releases it.
      return move(state, { held: command.reason ?? 'the treasury send failed' }, nowMs)
  }
}

export const caasDepositKind: ActorKind<CaasDepositState, CaasDepositCommand, DepositRecord> = {
  kind: 'caas_deposit',
  initial: (id) => ({ status: 'new', id }),
  decide: decideCaasDeposit,
  readModel: caasDepositReadModel,
}

export const caasDepositRef = (id: string) => refTo(caasDepositKind, id)
