/**
 * Runs commands one after another through a kind's pure `decide`, the way the
 * host would (an accepted decision's state is the next one's input), for the
 * decide tables: each step's outcome is 'accepted', 'unchanged' or the
 * rejection code.
 */
import type { RejectionCode } from '../../platform/errors'
import type { Decision } from './types'

export type Step<C> = readonly [command: C, nowMs: number]

export function replay<S, C, R>(
  decide: (state: S, command: C, nowMs: number) => Decision<S, R, RejectionCode>,
  initial: S,
  steps: ReadonlyArray<Step<C>>,
): { readonly state: S; readonly outcomes: string[]; readonly replies: unknown[] } {
  let state = initial
  const outcomes: string[] = []
  const replies: unknown[] = []
  for (const [command, nowMs] of steps) {
    const d = decide(state, command, nowMs)
    outcomes.push(d.kind === 'rejected' ? d.rejection.code : d.kind)
    replies.push(d.kind === 'rejected' ? d.rejection : d.reply)
    if (d.kind === 'accepted') state = d.state
  }
  return { state, outcomes, replies }
}
