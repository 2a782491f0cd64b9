/**
 * The bridge part of the swap state machine (see bridge_state.ts): a status
 * the bridge reports moves the swap as `specStatus` says; the same status
 * again is unchanged; a status after the swap settled is unchanged too (the
 * last poll may cross the settling one). The poll timer re-arms itself
 * without a new revision, so the read model is written only when something
 * changed.
 */
import { failureReason, specStatus, type BridgeStatus } from '../../chains/bridge/adapter'
import { accepted, unchanged, type Decision, type TimerOp } from '../runtime/types'
import { BRIDGE_POLL_TIMER, type BridgeCommand, type BridgeProgress } from './bridge_state'
import type { SwapRejection } from './rejections'
import type { SwapRecord, SwapState } from './state'
import { swapEvents } from './events'

type D = Decision<SwapState, SwapRecord, SwapRejection>

const cancelPoll: TimerOp = { op: 'cancel', name: BRIDGE_POLL_TIMER }
const poll = (s: SwapRecord, nowMs: number): TimerOp[] =>
  s.bridge ? [{ op: 'set', name: BRIDGE_POLL_TIMER, dueAtMs: nowMs + s.bridge.pollMs }] : []

/** The timers a bridge swap starts when its source transaction is sent. */
export const bridgePollStart = poll

function progressOf(b: BridgeProgress, s: BridgeStatus): BridgeProgress {
  const { message: _m, receivingTxHash: _r, receivedToken: _t, ...rest } = b
  const receiving = s.state === 'DONE' ? s.receiving : undefined
  return {
    ...rest,
    status: s.state,
    substatus: 'substatus' in s ? s.substatus : '',
    ...(s.message ? { message: s.message } : {}),
    ...(receiving ? { receivingTxHash: receiving.txHash, receivedToken: receiving.token } : {}),
  }
}

export function decideBridge(state: SwapRecord, command: BridgeCommand, nowMs: number): D {
  if (state.status !== 'pending' || !state.bridge) return unchanged(state)
  if (command.type === 'bridge_poll_due') return accepted(state, state, [swapEvents.event('swap.bridge_due', state)], poll(state, nowMs))
  const s = command.status
  const progress = progressOf(state.bridge, s)
  const next = (changes: Partial<SwapRecord>): SwapRecord => ({
    ...state,
    ...changes,
    bridge: progress,
    revision: state.revision + 1,
    updatedAtMs: nowMs,
  })
  const spec = specStatus(s)
  const received = s.state === 'DONE' ? s.receiving : undefined
  // A completion without its receiving side cannot give amount_out: asked again.
  if (spec === 'pending' || (spec === 'confirmed' && !received)) {
    const b = state.bridge
    if (b.status === progress.status && b.substatus === progress.substatus && b.message === progress.message) return unchanged(state)
    const n = next({})
    return accepted(n, n, [])
  }
  if (spec === 'confirmed') {
    const n = next({ status: 'confirmed', amountOut: received!.amount, confirmedAtMs: nowMs })
    return accepted(n, n, [{ type: 'swap.confirmed', payload: n }], [cancelPoll])
  }
  const n = next({ status: 'failed', reason: failureReason(s), failedStep: 'swap' })
  return accepted(n, n, [{ type: 'swap.failed', payload: n }], [cancelPoll])
}
