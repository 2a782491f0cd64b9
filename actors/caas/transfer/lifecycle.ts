/**
 * The user-operation lifecycle every ladder kind shares (transfers, swaps, the withdrawal and deposit legs):
 *
 *   queued -> [submitting] -> submitted -> settled | failed
 *
 * One pure step for the commands the ladder sends (transfer_steps.ts), so every kind applies the same rules:
 * only the first recorded operation counts, a recorded operation keeps its hash and deadline, an outcome that
 * arrives twice changes nothing, and once an operation may have been sent only a receipt or the deadline fails it
 * (failureRefusal). The kind decides which events each move emits.
 */
import type { FailureCause, Lifecycle, UserOperationWire } from './state'
import { failureRefusal } from './decide'

export type LifecycleCommand =
  | {
      readonly type: 'submitting'
      readonly userOpHash: string
      readonly operation: UserOperationWire
      readonly sendId: string
      readonly deadlineAtMs: number
    }
  | { readonly type: 'submitted'; readonly txHash: string | null; readonly userOpHash: string | null; readonly deadlineAtMs: number }
  | { readonly type: 'settled'; readonly txHash: string }
  | { readonly type: 'failed'; readonly reason: string; readonly cause: FailureCause; readonly sendId?: string }

/** `moved`: the next record, and the move partners hear of (`submitting` is internal: none). */
export type LifecycleStep<R> =
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'refused'; readonly code: 'DEADLINE_NOT_REACHED' | 'MAY_HAVE_BEEN_SENT'; readonly message: string }
  | { readonly kind: 'moved'; readonly next: R; readonly heard: 'submitted' | 'settled' | 'failed' | null }

export function stepLifecycle<R extends Lifecycle>(state: R, command: LifecycleCommand, nowMs: number): LifecycleStep<R> {
  const moved = (changes: Partial<Lifecycle>, heard: 'submitted' | 'settled' | 'failed' | null): LifecycleStep<R> => ({
    kind: 'moved',
    next: { ...state, ...changes, updatedAtMs: nowMs },
    heard,
  })
  switch (command.type) {
    case 'submitting':
      // Only the first recording counts: another step's operation (other gas, other hash) is never sent.
      if (state.status !== 'queued') return { kind: 'unchanged' }
      return moved(
        {
          status: 'submitting',
          userOpHash: command.userOpHash,
          operation: command.operation,
          sendId: command.sendId,
          deadlineAtMs: command.deadlineAtMs,
        },
        null,
      )
    case 'submitted':
      if (state.status !== 'queued' && state.status !== 'submitting') return { kind: 'unchanged' }
      // A recorded operation keeps its hash and deadline: it is the one that was sent.
      return moved(
        {
          status: 'submitted',
          txHash: command.txHash,
          userOpHash: state.userOpHash ?? command.userOpHash,
          deadlineAtMs: state.deadlineAtMs ?? command.deadlineAtMs,
        },
        'submitted',
      )
    case 'settled':
      if (state.status !== 'submitted') return { kind: 'unchanged' }
      return moved({ status: 'settled', txHash: command.txHash, settledAtMs: nowMs }, 'settled')
    case 'failed': {
      if (state.status === 'settled' || state.status === 'failed') return { kind: 'unchanged' }
      const refused = failureRefusal(state, command, nowMs)
      if (refused) return { kind: 'refused', ...refused }
      return moved({ status: 'failed', reason: command.reason }, 'failed')
    }
  }
}
