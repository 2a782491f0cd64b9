/**
 * Decides what an outcome does to a treasury move (state.ts). Outcomes arrive
 * more than once and out of order: the move runner, the chain_send subscriber
 * and the poller all report the same send, on several hosts. So news of a step
 * the move has passed is `unchanged` (a late `submitted`, a repeated
 * settlement), and a settled move never settles the other way (MOVE_SETTLED).
 * Each fact an outcome leaves out is kept from the state: a failure that names
 * no hash keeps the hash its submission recorded.
 */
import type { MoveRejection } from './rejections'
import type { MoveDecision, MoveState } from './state'
import type { MoveCommand } from './commands'

const UNCHANGED: MoveDecision = { kind: 'unchanged' }
const refuse = (code: MoveRejection): MoveDecision => ({ kind: 'rejected', code })

/** Pure: the move's next state, `unchanged`, or the refusal. Time is no rule of a move; `nowMs` keeps every decide alike. */
export function decideMove(state: MoveState, command: MoveCommand, _nowMs: number): MoveDecision {
  const to = (next: MoveState): MoveDecision => ({ kind: 'accepted', from: state, state: next })
  const settled = state.status === 'confirmed' || state.status === 'failed'
  switch (command.type) {
    case 'submitted':
      return state.status === 'recorded' ? to({ ...state, status: 'submitted', txHash: command.txHash ?? state.txHash }) : UNCHANGED
    case 'confirmed':
    case 'failed':
      if (state.status === command.type) return UNCHANGED
      if (settled) return refuse('MOVE_SETTLED')
      return command.type === 'confirmed'
        ? to({ ...state, status: 'confirmed', txHash: command.txHash ?? state.txHash, fee: command.fee, sent: command.sent ?? state.sent })
        : to({
            ...state,
            status: 'failed',
            txHash: command.txHash ?? state.txHash,
            fee: command.fee ?? state.fee,
            failure: command.failure,
          })
    case 'booked':
      // The ledger books what the chain settled; before that there is nothing to book.
      if (!settled) return refuse('MOVE_NOT_SETTLED')
      return state.booked ? UNCHANGED : to({ ...state, booked: true })
  }
}
