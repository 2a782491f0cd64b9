/**
 * The CaaS transfer state machine. Each transition emits the event its
 * webhook is made from (actors/caas/webhook_mapper.ts); outcomes that arrive
 * twice (the executor retries after a crash) are unchanged, never a second
 * event. Settlement also emits one `caas.transfer.received` per merchant of
 * the recipient. `submitting` emits nothing: partners see QUEUED until a
 * bundler has accepted the operation.
 */
import { reject } from '../../../platform/errors'
import { keyOutcome, keyReused, type KeyDecision, type KeyRule } from '../../../platform/idempotency'
import { TRANSFER_KEY } from '../key_rules'
import { accepted, rejected, unchanged, type ActorKind, type Decision, type DomainEvent, refTo } from '../../runtime/types'
import type { CaasTransferRejection } from './rejections'
import { queuedLifecycle, type CaasTransferState, type FailureCause, type TransferOrder, type TransferRecord } from './state'
import type { CaasTransferCommand } from './commands'
import { caasTransferReadModel } from './read_model'
import { caasTransferEvents, type CaasTransferEvents } from './events'

type D = Decision<CaasTransferState, TransferRecord, CaasTransferRejection>

// Events leave the signed operation out: no webhook shows it, and it would be most of every outbox row.
const event = (type: keyof CaasTransferEvents, t: TransferRecord, businessId = t.businessId): DomainEvent =>
  caasTransferEvents.event(type, { ...t, operation: null, businessId })
const no = (code: CaasTransferRejection, message: string): D => rejected(reject(code, message))

/**
 * Whether a failure may end this transfer now. Once an operation may have
 * been sent, a bundler refusal proves nothing (a repeat of an operation it
 * already has or already ran is refused too), so only a receipt or the
 * deadline may fail it; the one exception is the first send of the step
 * that recorded it, which nobody else can have sent. Shared with the CaaS
 * swap actor (caas_swap/decide.ts), which follows the same lifecycle.
 */
export function failureRefusal(
  state: Pick<TransferRecord, 'status' | 'deadlineAtMs' | 'sendId'>,
  command: { readonly cause: FailureCause; readonly sendId?: string },
  nowMs: number,
): { readonly code: 'DEADLINE_NOT_REACHED' | 'MAY_HAVE_BEEN_SENT'; readonly message: string } | null {
  if (state.status === 'queued') return null
  switch (command.cause) {
    case 'reverted':
      return null
    case 'expired':
      return state.deadlineAtMs !== null && nowMs >= state.deadlineAtMs
        ? null
        : { code: 'DEADLINE_NOT_REACHED', message: 'the operation may still be included: wait for its receipt or the deadline' }
    case 'refused':
      return state.status === 'submitting' && command.sendId !== undefined && command.sendId === state.sendId
        ? null
        : { code: 'MAY_HAVE_BEEN_SENT', message: 'the operation may have been sent before: a refusal of a repeat is not its outcome' }
    case 'unavailable':
      return { code: 'MAY_HAVE_BEEN_SENT', message: 'the operation may have been sent before: it is followed to its receipt or deadline' }
  }
}

/**
 * A create under a key already used (platform/idempotency.ts): the same request from the same merchant and
 * environment is a replay, anything else is IDEMPOTENCY_KEY_REUSED. Shared with the CaaS swap actor.
 */
export function decideCreateKey(
  state: Pick<TransferOrder, 'businessId' | 'mode' | 'requestHash'>,
  command: { readonly order: Pick<TransferOrder, 'businessId' | 'mode' | 'requestHash'>; readonly legacyRequestHash?: string },
  rule: KeyRule,
  nowMs: number,
): KeyDecision {
  // The actor id is a digest of merchant, environment and key: another owner here is a digest collision, never a replay.
  if (state.businessId !== command.order.businessId || state.mode !== command.order.mode)
    return { kind: 'reused', rejection: keyReused(rule) }
  const print = { fingerprint: command.order.requestHash, ...(command.legacyRequestHash ? { legacy: command.legacyRequestHash } : {}) }
  return keyOutcome({ fingerprint: state.requestHash }, print, rule, nowMs)
}

export function decideCaasTransfer(state: CaasTransferState, command: CaasTransferCommand, nowMs: number): D {
  if (command.type === 'create') {
    if (state.status !== 'new') {
      const key = decideCreateKey(state, command, TRANSFER_KEY, nowMs)
      return key.kind === 'reused' ? rejected(key.rejection) : unchanged(state)
    }
    const next: TransferRecord = { ...command.order, ...queuedLifecycle(state.id, nowMs) }
    return accepted(next, next, [event('caas.transfer.queued', next)])
  }
  if (state.status === 'new') return no('TRANSFER_NOT_FOUND', 'transfer not found')
  switch (command.type) {
    case 'get':
      // The system (executor) reads any transfer; a merchant only its own, in the environment of its key (404, never 403: existence is not confirmed).
      return command.reader === null || (command.reader.businessId === state.businessId && command.reader.mode === state.mode)
        ? unchanged(state)
        : no('TRANSFER_NOT_FOUND', 'transfer not found')
    case 'submitting': {
      // Only the first recording counts: a second step's operation (other gas, other hash) is never sent.
      if (state.status !== 'queued') return unchanged(state)
      const next: TransferRecord = {
        ...state,
        status: 'submitting',
        userOpHash: command.userOpHash,
        operation: command.operation,
        sendId: command.sendId,
        deadlineAtMs: command.deadlineAtMs,
        updatedAtMs: nowMs,
      }
      return accepted(next, next)
    }
    case 'submitted': {
      if (state.status !== 'queued' && state.status !== 'submitting') return unchanged(state)
      // A recorded operation keeps its hash and deadline: it is the one that was sent.
      const next: TransferRecord = {
        ...state,
        status: 'submitted',
        txHash: command.txHash,
        userOpHash: state.userOpHash ?? command.userOpHash,
        deadlineAtMs: state.deadlineAtMs ?? command.deadlineAtMs,
        updatedAtMs: nowMs,
      }
      return accepted(next, next, [event('caas.transfer.submitted', next)])
    }
    case 'settled': {
      if (state.status !== 'submitted') return unchanged(state)
      const next: TransferRecord = { ...state, status: 'settled', txHash: command.txHash, updatedAtMs: nowMs, settledAtMs: nowMs }
      return accepted(next, next, [
        event('caas.transfer.settled', next),
        ...command.recipients.map((m) => event('caas.transfer.received', next, m)),
      ])
    }
    case 'failed': {
      if (state.status === 'settled' || state.status === 'failed') return unchanged(state)
      const refused = failureRefusal(state, command, nowMs)
      if (refused) return no(refused.code, refused.message)
      const next: TransferRecord = { ...state, status: 'failed', reason: command.reason, updatedAtMs: nowMs }
      return accepted(next, next, [event('caas.transfer.failed', next)])
    }
  }
}

export const caasTransferKind: ActorKind<CaasTransferState, CaasTransferCommand, TransferRecord> = {
  kind: 'caas_transfer',
  initial: (id) => ({ status: 'new', id }),
  decide: decideCaasTransfer,
  readModel: caasTransferReadModel,
}

/** An actor of this kind, for `host.ask` (actors/runtime/types.ts KindRef). */
export const caasTransferRef = (id: string) => refTo(caasTransferKind, id)
