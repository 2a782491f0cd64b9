/**
 * A decision may set and cancel the same timer; a single SQL statement must
 * not touch one row twice, so the last operation per name wins.
 */
import type { TimerOp } from './types'

export function normaliseTimerOps(ops: readonly TimerOp[]): {
  set: Array<Extract<TimerOp, { op: 'set' }>>
  cancel: Array<Extract<TimerOp, { op: 'cancel' }>>
} {
  const last = new Map<string, TimerOp>()
  for (const op of ops) last.set(op.name, op)
  const set: Array<Extract<TimerOp, { op: 'set' }>> = []
  const cancel: Array<Extract<TimerOp, { op: 'cancel' }>> = []
  for (const op of last.values()) {
    if (op.op === 'set') set.push(op)
    else cancel.push(op)
  }
  return { set, cancel }
}
