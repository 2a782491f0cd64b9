/**
 * The chain send state machine (see state.ts). Pure: the shell (send_once.ts)
 * prepares and broadcasts, the reconciler (reconciler.ts) checks; both only
 * report here. Outcomes that arrive twice are unchanged, never a second
 * event. Events carry the owner, never the signed bytes.
 */
import { reject } from '../../../platform/errors'
import { accepted, rejected, unchanged, type ActorKind, type Decision, type DomainEvent, type TimerOp, refTo } from '../../runtime/types'
import type { ChainSendRejection } from './rejections'
import { RECONCILE_TIMER, type ChainSendRecord, type ChainSendState, type SendFailure } from './state'
import type { ChainSendCommand } from './commands'
import { chainSendEvents } from './events'

type D = Decision<ChainSendState, ChainSendRecord, ChainSendRejection>

const no = (code: ChainSendRejection, message: string): D => rejected(reject(code, message))

/** The event owners react to: everything but the payload (the signed bytes are most of a row and no owner needs them). */
const view = (s: ChainSendRecord) => {
  const { payload, ...rest } = s
  return { ...rest, network: payload.network }
}

/** Wait before check number `checks` + 1: doubling from checkEveryMs, capped at checkMaxMs. */
export function checkDelayMs(s: Pick<ChainSendRecord, 'checks' | 'checkEveryMs' | 'checkMaxMs'>): number {
  return Math.min(s.checkEveryMs * 2 ** Math.min(s.checks, 30), s.checkMaxMs)
}

const setTimer = (dueAtMs: number): TimerOp => ({ op: 'set', name: RECONCILE_TIMER, dueAtMs })
const cancelTimer: TimerOp = { op: 'cancel', name: RECONCILE_TIMER }
const settled = (s: ChainSendRecord) => s.status === 'confirmed' || s.status === 'failed'

function fail(s: ChainSendRecord, failure: SendFailure, nowMs: number): D {
  const next: ChainSendRecord = { ...s, status: 'failed', failure, updatedAtMs: nowMs, settledAtMs: nowMs }
  return accepted(next, next, [chainSendEvents.event('chain_send.failed', { ...view(next), from: s.status })], [cancelTimer])
}

function checked(s: ChainSendRecord, command: Extract<ChainSendCommand, { type: 'checked' }>, nowMs: number): D {
  const answer = command.answer
  switch (answer.kind) {
    case 'included': {
      if (answer.outcome === 'reverted')
        return fail(s, { cause: 'reverted', code: 'broadcast_failed', message: 'the transaction reverted on chain' }, nowMs)
      const next: ChainSendRecord = {
        ...s,
        status: 'confirmed',
        block: answer.block,
        lastCheck: 'included',
        updatedAtMs: nowMs,
        settledAtMs: nowMs,
      }
      return accepted(next, next, [chainSendEvents.event('chain_send.confirmed', { ...view(next), from: s.status })], [cancelTimer])
    }
    case 'conflicted':
    case 'expired':
      return fail(s, { cause: answer.kind, code: 'broadcast_failed', message: answer.detail }, nowMs)
    case 'pending':
    case 'missing': {
      const taken = s.accepted || answer.kind === 'pending'
      if (s.lastCheck === answer.kind && taken === s.accepted) return unchanged(s)
      const next: ChainSendRecord = { ...s, lastCheck: answer.kind, accepted: taken, updatedAtMs: nowMs }
      return accepted(next, next)
    }
  }
}

export function decideChainSend(state: ChainSendState, command: ChainSendCommand, nowMs: number): D {
  if (command.type === 'record') {
    if (state.status !== 'new') {
      const o = state.owner
      // A second caller's own signed copy is never recorded: the first record is the send.
      return o.kind === command.owner.kind &&
        o.id === command.owner.id &&
        o.purpose === command.owner.purpose &&
        o.ref === command.owner.ref
        ? unchanged(state)
        : no('SEND_ID_CONFLICT', 'this send id belongs to another owner')
    }
    const p = command.payload
    const next: ChainSendRecord = {
      status: 'recorded',
      id: state.id,
      owner: command.owner,
      payload: p,
      txHash: p.mode === 'live' ? p.txHash : null,
      fee: p.mode === 'live' ? p.fee : 0n,
      feeCurrency: p.mode === 'live' ? p.feeCurrency : '',
      sent: p.mode === 'live' ? (p.sent ?? null) : null,
      recordedBy: command.recordedBy,
      accepted: false,
      checks: 0,
      checkEveryMs: command.checkEveryMs,
      checkMaxMs: command.checkMaxMs,
      lastCheck: null,
      block: null,
      failure: null,
      createdAtMs: nowMs,
      updatedAtMs: nowMs,
      settledAtMs: null,
    }
    // The timer is written with the record: if the recording caller dies before its broadcast, the reconciler sends.
    return accepted(next, next, [], [setTimer(nowMs + command.graceMs + command.checkEveryMs)])
  }
  if (state.status === 'new') return no('CHAIN_SEND_NOT_FOUND', 'no such send')
  const s = state
  switch (command.type) {
    case 'get':
      return unchanged(s)
    case 'broadcast': {
      if (s.status !== 'recorded') {
        // The sandbox ledger's hash may arrive after the reconciler moved the send on, or a repeat may be the first
        // broadcast a node accepted; anything else is a repeat.
        const txHash = s.txHash ?? command.txHash
        const taken = s.accepted || command.outcome === 'accepted'
        if (settled(s) || (txHash === s.txHash && taken === s.accepted)) return unchanged(s)
        const next = { ...s, txHash, accepted: taken, fee: command.fee ?? s.fee, sent: command.sent ?? s.sent, updatedAtMs: nowMs }
        return accepted(next, next)
      }
      const next: ChainSendRecord = {
        ...s,
        status: 'submitted',
        txHash: s.txHash ?? command.txHash,
        accepted: command.outcome === 'accepted',
        fee: command.fee ?? s.fee,
        sent: command.sent ?? s.sent,
        updatedAtMs: nowMs,
      }
      return accepted(
        next,
        next,
        [chainSendEvents.event('chain_send.submitted', { ...view(next), outcome: command.outcome })],
        [setTimer(nowMs + checkDelayMs(next))],
      )
    }
    case 'rejected': {
      if (settled(s)) return unchanged(s)
      // The sandbox ledger refuses atomically under the send id, whoever asks; a live refusal counts only for the recorder's first broadcast.
      if (s.status !== 'recorded' || (s.payload.mode === 'live' && command.recordedBy !== s.recordedBy))
        return no('MAY_HAVE_BEEN_SENT', 'the send may have been broadcast before: a refusal of a repeat is not its outcome')
      return fail(s, { cause: 'rejected', code: command.code, message: command.message }, nowMs)
    }
    case 'checked':
      return settled(s) ? unchanged(s) : checked(s, command, nowMs)
    case 'reconcile': {
      if (settled(s)) return unchanged(s)
      // From recorded too: the recorder may have died before its broadcast; from now on the reconciler sends, so the send is submitted.
      const next: ChainSendRecord = { ...s, status: 'submitted', checks: s.checks + 1, updatedAtMs: nowMs }
      const events = [chainSendEvents.event('chain_send.check_due', view(next))]
      if (s.status === 'recorded') events.unshift(chainSendEvents.event('chain_send.submitted', { ...view(next), outcome: 'unknown' }))
      return accepted(next, next, events, [setTimer(nowMs + checkDelayMs(next))])
    }
  }
}

export const chainSendKind: ActorKind<ChainSendState, ChainSendCommand, ChainSendRecord> = {
  kind: 'chain_send',
  initial: (id) => ({ status: 'new', id }),
  decide: decideChainSend,
  onTimer: () => ({ type: 'reconcile' }),
}

/** An actor of this kind, for `host.ask` (actors/runtime/types.ts KindRef). */
export const chainSendRef = (id: string) => refTo(chainSendKind, id)
