import t from 'tap'
import type { IncomingTransfer } from '../../chains/adapter'
import { decideDeposit, depositId } from './decide'
import type { DepositCommand } from './commands'
import type { DepositState } from './state'

const NOW = Date.UTC(2026, 10, 22, 12)
const OWNER = { kind: 'wallet', id: 'w-1' }
const transfer = (status: IncomingTransfer['status'], confirmations = 0, index = 0): IncomingTransfer => ({
  txHash: '0xabc',
  network: 'ETH',
  currency: 'USDC',
  fromAddress: '0xPAYER',
  toAddress: '0xME',
  amount: 5_000_000n,
  index,
  status,
  confirmations,
  detectedAtMs: NOW,
  confirmedAtMs: status === 'confirmed' ? NOW : null,
})
const observe = (status: IncomingTransfer['status'], confirmations = 0): DepositCommand => ({
  type: 'observe',
  transfer: transfer(status, confirmations),
  owner: OWNER,
  sandbox: false,
})
const vanished: DepositCommand = { type: 'vanished' }

function run(commands: DepositCommand[]) {
  let state: DepositState = { status: 'new', id: depositId(transfer('detected')) }
  const outcomes: string[] = []
  const events: string[] = []
  for (const command of commands) {
    const d = decideDeposit(state, command, NOW)
    outcomes.push(d.kind)
    if (d.kind === 'accepted') {
      state = d.state
      events.push(...d.events.map((e) => e.type))
    }
  }
  return { state, outcomes, events }
}

const table: Array<[string, DepositCommand[], string[], string[]]> = [
  [
    'observe: detected, repeated, deeper, confirmed, repeated',
    [observe('detected'), observe('detected'), observe('detected', 1), observe('confirmed', 3), observe('confirmed', 3)],
    ['accepted', 'unchanged', 'accepted', 'accepted', 'unchanged'],
    ['deposit.detected', 'deposit.confirmed'],
  ],
  ['vanished: one round is not enough to reverse', [observe('detected'), vanished], ['accepted', 'accepted'], ['deposit.detected']],
  [
    'vanished: two rounds in a row reverse',
    [observe('detected'), vanished, vanished],
    ['accepted', 'accepted', 'accepted'],
    ['deposit.detected', 'deposit.reversed'],
  ],
  [
    'vanished: found again in between starts the count over',
    [observe('detected'), vanished, observe('detected'), vanished],
    ['accepted', 'accepted', 'accepted', 'accepted'],
    ['deposit.detected'],
  ],
  [
    'observe: reversed, then mined again -> detected again, then confirmed',
    [observe('detected'), vanished, vanished, observe('detected'), observe('confirmed', 3)],
    ['accepted', 'accepted', 'accepted', 'accepted', 'accepted'],
    ['deposit.detected', 'deposit.reversed', 'deposit.detected', 'deposit.confirmed'],
  ],
  [
    'observe: reversed, then seen confirmed at once -> detected and confirmed together',
    [observe('detected'), vanished, vanished, observe('confirmed', 5)],
    ['accepted', 'accepted', 'accepted', 'accepted'],
    ['deposit.detected', 'deposit.reversed', 'deposit.detected', 'deposit.confirmed'],
  ],
  [
    'vanished: a confirmed deposit is final',
    [observe('confirmed', 3), vanished, vanished],
    ['accepted', 'unchanged', 'unchanged'],
    ['deposit.detected', 'deposit.confirmed'],
  ],
  [
    'observe: a failed deposit is final',
    [observe('failed'), observe('detected'), observe('confirmed', 3)],
    ['accepted', 'unchanged', 'unchanged'],
    ['deposit.detected', 'deposit.failed'],
  ],
]

for (const [name, commands, outcomes, events] of table) {
  t.test(name, async (t) => {
    const result = run(commands)
    t.same(result.outcomes, outcomes)
    t.same(result.events, events)
  })
}

t.test('observe: a re-detection keeps the recorded transfer and counts the sighting', async (t) => {
  // A re-check reports the transaction (native value, currency), not this token output.
  const recheck: DepositCommand = {
    type: 'observe',
    transfer: { ...transfer('detected'), amount: 0n, currency: 'ETH' },
    owner: OWNER,
    sandbox: false,
  }
  const { state } = run([observe('detected'), vanished, vanished, recheck])
  t.match(state, { status: 'detected', sighting: 2, amount: 5_000_000n, currency: 'USDC', missedRounds: 0, settledAtMs: null })
})

t.test('depositId: each transfer of a transaction is its own deposit, the same one on every re-scan', async (t) => {
  t.equal(depositId(transfer('detected', 0, 1)), 'ETH:0xabc:0xME:USDC:1')
  t.not(depositId(transfer('detected', 0, 0)), depositId(transfer('detected', 0, 1)), 'two outputs to one address')
  t.not(depositId(transfer('detected')), depositId({ ...transfer('detected'), currency: 'ETH' }), 'native and token in one transaction')
  t.equal(depositId(transfer('detected', 2, 1)), depositId(transfer('confirmed', 9, 1)), 'status and depth are not part of it')
})
