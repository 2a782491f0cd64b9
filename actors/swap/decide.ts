/**
 * The swap state machine (see state.ts). Pure: the execute method sends and
 * reports here, the send-event subscriber reports receipts. A settled swap
 * answers the same outcome again unchanged and refuses another one.
 */
import { withActivity } from '../runtime/activity'
import { swapActivity } from './activity'
import { reject } from '../../platform/errors'
import { accepted, rejected, unchanged, type ActorKind, type Decision, type DomainEvent, type TimerOp, refTo } from '../runtime/types'
import type { SwapCommand } from './commands'
import { swapReadModel } from './read_model'
import { swapEvents, type SwapEvents } from './events'
import type { SwapRejection } from './rejections'
import { UNSENT_CHECK_MS, UNSENT_TIMER, type SwapRecord, type SwapState } from './state'
import { bridgePollStart, decideBridge } from './bridge_decide'
import { BRIDGE_POLL_TIMER } from './bridge_state'

type D = Decision<SwapState, SwapRecord, SwapRejection>

const no = (code: SwapRejection, message: string): D => rejected(reject(code, message))
const event = (type: keyof SwapEvents, s: SwapRecord): DomainEvent => swapEvents.event(type, s)
const cancelUnsent: TimerOp = { op: 'cancel', name: UNSENT_TIMER }

export function decideSwap(state: SwapState, command: SwapCommand, nowMs: number): D {
  if (command.type === 'open') {
    if (state.status !== 'new') return no('SWAP_EXISTS', `swap ${state.id} exists`)
    const next: SwapRecord = {
      ...command.swap,
      status: 'pending',
      id: state.id,
      revision: 1,
      amountOut: null,
      approveTxHash: null,
      swapTxHash: null,
      reason: null,
      failedStep: null,
      createdAtMs: nowMs,
      updatedAtMs: nowMs,
      confirmedAtMs: null,
    }
    return accepted(next, next, [event('swap.pending', next)], [{ op: 'set', name: UNSENT_TIMER, dueAtMs: nowMs + UNSENT_CHECK_MS }])
  }
  if (state.status === 'new') return no('SWAP_NOT_FOUND', `no swap ${state.id}`)
  const step = (changes: Partial<SwapRecord>, type?: keyof SwapEvents, timers: TimerOp[] = []): D => {
    const next: SwapRecord = { ...state, ...changes, revision: state.revision + 1, updatedAtMs: nowMs }
    return accepted(next, next, type ? [event(type, next)] : [], timers)
  }
  switch (command.type) {
    case 'get':
      return unchanged(state)
    case 'sent': {
      const field = command.step === 'approve' ? 'approveTxHash' : 'swapTxHash'
      if (state[field] === command.txHash) return unchanged(state)
      // A hash arrives once; the send's outcome may have settled the swap before its sender reported it.
      if (state[field] !== null) return no('SWAP_SETTLED', `swap ${state.id} already has its ${command.step}`)
      return step({ [field]: command.txHash }, undefined, command.step === 'swap' ? [cancelUnsent, ...bridgePollStart(state, nowMs)] : [])
    }
    case 'confirm':
      if (state.status === 'confirmed' && state.amountOut === command.amountOut) return unchanged(state)
      if (state.status !== 'pending') return no('SWAP_SETTLED', `swap ${state.id} is ${state.status}`)
      return step(
        {
          status: 'confirmed',
          amountOut: command.amountOut,
          platformFee: command.platformFee,
          swapTxHash: state.swapTxHash ?? command.txHash,
          confirmedAtMs: nowMs,
        },
        'swap.confirmed',
        [cancelUnsent],
      )
    case 'fail':
      if (state.status === 'failed') return unchanged(state)
      if (state.status !== 'pending') return no('SWAP_SETTLED', `swap ${state.id} is ${state.status}`)
      return step({ status: 'failed', reason: command.reason, failedStep: command.step }, 'swap.failed', [cancelUnsent])
    case 'unsent_due':
      if (state.status !== 'pending' || state.swapTxHash !== null) return unchanged(state)
      return step({}, 'swap.unsent_due')
    case 'bridge_poll_due':
    case 'bridge_status':
      return decideBridge(state, command, nowMs)
  }
}

export const swapKind: ActorKind<SwapState, SwapCommand, SwapRecord, SwapRejection> = {
  kind: 'swap',
  initial: (id) => ({ status: 'new', id }),
  decide: decideSwap,
  onTimer: (t) => (t.name === BRIDGE_POLL_TIMER ? { type: 'bridge_poll_due' } : { type: 'unsent_due' }),
  readModel: withActivity('swap', swapReadModel, swapActivity),
}

/** An actor of this kind, for `host.ask` (actors/runtime/types.ts KindRef). */
export const swapRef = (id: string) => refTo(swapKind, id)
