import t from 'tap'
import type { IncomingTransfer } from '../../../chains/adapter'
import { decideDeposit, depositId, depositKind } from './decide'
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

// Whole decisions: what a deposit records, and the payloads its events carry (the owner acts on them).
const decideAt = (state: DepositState, command: DepositCommand, nowMs = NOW + 9) => decideDeposit(state, command, nowMs)
const fresh: DepositState = { status: 'new', id: 'd-1' }
const observing = (tr: IncomingTransfer, sandbox = false): DepositCommand => ({ type: 'observe', transfer: tr, owner: OWNER, sandbox })

t.test('observe: the first sighting records the transfer as detected; deposit.detected carries it', async (t) => {
  const d = decideAt(fresh, observing(transfer('detected', 1), true))
  if (d.kind !== 'accepted') return t.fail('not accepted')
  const detected = {
    status: 'detected',
    id: 'd-1',
    network: 'ETH',
    txHash: '0xabc',
    address: '0xME',
    fromAddress: '0xPAYER',
    currency: 'USDC',
    amount: 5_000_000n,
    index: 0,
    sighting: 1,
    owner: OWNER,
    sandbox: true,
    confirmations: 0,
    detectedAtMs: NOW,
    settledAtMs: null,
  }
  t.same(d.events, [{ type: 'deposit.detected', payload: { ...detected, confirmations: 0 } }])
  t.same(d.state, { ...detected, confirmations: 1 }, 'the depth seen with it is kept')
  t.same(d.reply, d.state)
})

t.test('observe: confirmed -> settled at the chain’s time, or now when the chain gives none; failed likewise', async (t) => {
  const detected = run([observe('detected')]).state
  const confirmed = decideAt(detected, observe('confirmed', 4))
  t.match(confirmed, {
    kind: 'accepted',
    state: { status: 'confirmed', confirmations: 4, settledAtMs: NOW },
    events: [{ type: 'deposit.confirmed', payload: { status: 'confirmed', confirmations: 4, settledAtMs: NOW } }],
  })
  const failed = decideAt(detected, observing({ ...transfer('failed', 2), confirmedAtMs: null }))
  t.match(failed, {
    kind: 'accepted',
    state: { status: 'failed', confirmations: 2, settledAtMs: NOW + 9 },
    events: [{ type: 'deposit.failed', payload: { status: 'failed', settledAtMs: NOW + 9 } }],
  })
  t.same(decideAt(detected, observe('detected')), { kind: 'unchanged', reply: detected }, 'the same depth again')
})

t.test('vanished: counts rounds, reverses at the second with the time; a new sighting clears the count', async (t) => {
  const detected = run([observe('detected')]).state
  const once = decideAt(detected, vanished)
  t.same(once, { kind: 'accepted', state: { ...detected, missedRounds: 1 }, reply: { ...detected, missedRounds: 1 }, events: [] })
  if (once.kind !== 'accepted') return
  const twice = decideAt(once.state, vanished)
  const reversed = { ...detected, status: 'reversed', missedRounds: 2, settledAtMs: NOW + 9 }
  t.same(twice, { kind: 'accepted', state: reversed, reply: reversed, events: [{ type: 'deposit.reversed', payload: reversed }] })
  t.same(decideAt(once.state, observe('detected')), {
    kind: 'accepted',
    state: { ...detected, missedRounds: 0 },
    reply: { ...detected, missedRounds: 0 },
    events: [],
  })
  t.same(decideAt(fresh, vanished), { kind: 'unchanged', reply: fresh }, 'nothing to reverse before a sighting')
})

t.test('observe: mined again after a reversal -> detected anew: next sighting, new time, depth from zero', async (t) => {
  const reversed = run([observe('detected', 2), vanished, vanished]).state
  const again = decideAt(reversed, observing({ ...transfer('detected'), detectedAtMs: NOW + 5 }))
  t.match(again, {
    kind: 'accepted',
    state: { status: 'detected', sighting: 2, missedRounds: 0, confirmations: 0, detectedAtMs: NOW + 5, settledAtMs: null },
    events: [{ type: 'deposit.detected', payload: { sighting: 2 } }],
  })
})

t.test('observe: each time a reversed deposit is mined again its sighting rises (2, then 3)', async (t) => {
  const { state } = run([observe('detected'), vanished, vanished, observe('detected'), vanished, vanished, observe('detected')])
  t.match(state, { status: 'detected', sighting: 3 })
})

t.test('observe: a settled deposit carrying a vanished count (an older state) is final: unchanged', async (t) => {
  const confirmed = { ...run([observe('confirmed', 3)]).state, missedRounds: 1 } as DepositState
  t.same(decideAt(confirmed, observe('confirmed', 3)), { kind: 'unchanged', reply: confirmed })
})

t.test('the kind: a new deposit is empty', async (t) => {
  t.same(depositKind.initial('x'), { status: 'new', id: 'x' })
  t.equal(depositKind.kind, 'deposit')
  t.equal(depositKind.decide, decideDeposit)
})
