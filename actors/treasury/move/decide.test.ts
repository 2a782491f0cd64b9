/**
 * Every state of a move against every outcome, one row each: the state reached, `unchanged` for news the move
 * already has, or the refusal's code. A missing cell fails the test, so a new state or command needs its row.
 */
import t from 'tap'
import { decideMove } from './decide'
import type { MoveState } from './state'
import type { MoveCommand } from './commands'

const STATES = ['recorded', 'submitted', 'confirmed', 'failed', 'confirmed, booked', 'failed, booked'] as const
const COMMANDS = ['submitted', 'confirmed', 'confirmed, no hash or sent', 'failed, reverted', 'failed, nothing signed', 'booked'] as const

const none = { txHash: null, fee: null, sent: null, failure: null }
const confirmed = { ...none, status: 'confirmed', booked: false, txHash: '0xaa', fee: 21n, sent: 990n } as const
const failed = { ...none, status: 'failed', booked: false, txHash: '0xaa', fee: 21n, failure: 'reverted' } as const
const states: Record<(typeof STATES)[number], MoveState> = {
  recorded: { ...none, status: 'recorded', booked: false },
  submitted: { ...none, status: 'submitted', booked: false, txHash: '0xaa' },
  confirmed,
  failed,
  'confirmed, booked': { ...confirmed, booked: true },
  'failed, booked': { ...failed, booked: true },
}

const commands: Record<(typeof COMMANDS)[number], MoveCommand> = {
  submitted: { type: 'submitted', txHash: '0xbb' },
  confirmed: { type: 'confirmed', txHash: '0xcc', fee: 30n, sent: 970n },
  'confirmed, no hash or sent': { type: 'confirmed', txHash: null, fee: 30n, sent: null },
  'failed, reverted': { type: 'failed', txHash: '0xcc', fee: 25n, failure: 'reverted' },
  'failed, nothing signed': { type: 'failed', txHash: null, fee: null, failure: 'insufficient_funds: no gas' },
  booked: { type: 'booked' },
}

type Expected = MoveState | 'unchanged' | 'MOVE_SETTLED' | 'MOVE_NOT_SETTLED'
const table: Record<(typeof STATES)[number], Record<(typeof COMMANDS)[number], Expected>> = {
  recorded: {
    submitted: { ...none, status: 'submitted', booked: false, txHash: '0xbb' },
    confirmed: { ...none, status: 'confirmed', booked: false, txHash: '0xcc', fee: 30n, sent: 970n },
    'confirmed, no hash or sent': { ...none, status: 'confirmed', booked: false, fee: 30n },
    'failed, reverted': { ...none, status: 'failed', booked: false, txHash: '0xcc', fee: 25n, failure: 'reverted' },
    'failed, nothing signed': { ...none, status: 'failed', booked: false, failure: 'insufficient_funds: no gas' },
    booked: 'MOVE_NOT_SETTLED',
  },
  submitted: {
    submitted: 'unchanged',
    confirmed: { ...none, status: 'confirmed', booked: false, txHash: '0xcc', fee: 30n, sent: 970n },
    'confirmed, no hash or sent': { ...none, status: 'confirmed', booked: false, txHash: '0xaa', fee: 30n },
    'failed, reverted': { ...none, status: 'failed', booked: false, txHash: '0xcc', fee: 25n, failure: 'reverted' },
    'failed, nothing signed': { ...none, status: 'failed', booked: false, txHash: '0xaa', failure: 'insufficient_funds: no gas' },
    booked: 'MOVE_NOT_SETTLED',
  },
  confirmed: {
    submitted: 'unchanged',
    confirmed: 'unchanged',
    'confirmed, no hash or sent': 'unchanged',
    'failed, reverted': 'MOVE_SETTLED',
    'failed, nothing signed': 'MOVE_SETTLED',
    booked: { ...confirmed, booked: true },
  },
  failed: {
    submitted: 'unchanged',
    confirmed: 'MOVE_SETTLED',
    'confirmed, no hash or sent': 'MOVE_SETTLED',
    'failed, reverted': 'unchanged',
    'failed, nothing signed': 'unchanged',
    booked: { ...failed, booked: true },
  },
  'confirmed, booked': {
    submitted: 'unchanged',
    confirmed: 'unchanged',
    'confirmed, no hash or sent': 'unchanged',
    'failed, reverted': 'MOVE_SETTLED',
    'failed, nothing signed': 'MOVE_SETTLED',
    booked: 'unchanged',
  },
  'failed, booked': {
    submitted: 'unchanged',
    confirmed: 'MOVE_SETTLED',
    'confirmed, no hash or sent': 'MOVE_SETTLED',
    'failed, reverted': 'unchanged',
    'failed, nothing signed': 'unchanged',
    booked: 'unchanged',
  },
}

for (const stateName of STATES) {
  for (const commandName of COMMANDS) {
    const [state, command, expected] = [states[stateName], commands[commandName], table[stateName][commandName]]
    const outcome = typeof expected === 'string' ? expected : expected.status + (expected.booked ? ', booked' : '')
    t.test(`${commandName}: ${stateName} -> ${outcome}`, async (t) => {
      const decision = decideMove(state, command, 1_000)
      if (expected === 'unchanged') t.strictSame(decision, { kind: 'unchanged' })
      else if (typeof expected === 'string') t.strictSame(decision, { kind: 'rejected', code: expected })
      else t.strictSame(decision, { kind: 'accepted', from: state, state: expected })
    })
  }
}
