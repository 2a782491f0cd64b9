/**
 * Whole decisions of the chain send machine: the state written, every event with the payload owners read (its
 * `from`, `outcome`, `failure`, network) and every timer, exactly. decide.test.ts walks the transitions; this file
 * pins what each one writes, so a lost timer cancel or an empty failure cannot pass (StrykerJS found both).
 */
import t from 'tap'
import { chainSendKind, decideChainSend } from './decide'
import { RECONCILE_TIMER, type ChainSendState } from './state'
import type { ChainSendCommand } from './commands'
import { live, NOW, owner } from './decide_fixtures'
import type { SendPayload } from '../../../chains/send/signed'

const sandbox: SendPayload = { mode: 'sandbox', network: 'POL', currency: 'POL', from: '0xa', to: '0xb', amount: 5n }
const record = (payload: SendPayload = live): ChainSendCommand => ({
  type: 'record',
  owner,
  payload,
  recordedBy: 'r1',
  checkEveryMs: 1_000,
  checkMaxMs: 60_000,
  graceMs: 500,
})
const unknown: ChainSendCommand = { type: 'broadcast', outcome: 'unknown', txHash: null, detail: 'timeout' }
const check = (answer: Extract<ChainSendCommand, { type: 'checked' }>['answer']): ChainSendCommand => ({ type: 'checked', answer })
const cancel = [{ op: 'cancel', name: RECONCILE_TIMER }]

/** The decision of the last command, after the others were applied. */
function last(commands: ChainSendCommand[]) {
  let state: ChainSendState = { status: 'new', id: 'send-1' }
  for (const c of commands.slice(0, -1)) {
    const d = decideChainSend(state, c, NOW - 1)
    if (d.kind === 'accepted') state = d.state
  }
  return decideChainSend(state, commands.at(-1)!, NOW)
}

t.test('record: the whole record, the reconcile timer past the grace, no event', async (t) => {
  const d = last([record()])
  t.match(d, {
    kind: 'accepted',
    events: [],
    state: {
      status: 'recorded',
      id: 'send-1',
      owner,
      txHash: '0xabc',
      fee: 21_000n,
      feeCurrency: 'ETH',
      sent: null,
      recordedBy: 'r1',
      accepted: false,
      checks: 0,
      lastCheck: null,
      block: null,
      failure: null,
      createdAtMs: NOW,
      settledAtMs: null,
    },
  })
  if (d.kind === 'accepted') t.same(d.timers, [{ op: 'set', name: RECONCILE_TIMER, dueAtMs: NOW + 1_500 }])
  t.match(
    last([record(sandbox)]),
    { state: { txHash: null, fee: 0n, feeCurrency: '', sent: null } },
    'a sandbox send has no hash before its ledger',
  )
})

t.test('record: another owner by any one field is a conflict', async (t) => {
  for (const field of ['kind', 'id', 'purpose', 'ref'] as const) {
    const other = { ...record(), owner: { ...owner, [field]: 'other' } } as ChainSendCommand
    t.match(last([record(), other]), { kind: 'rejected', rejection: { code: 'SEND_ID_CONFLICT' } }, field)
  }
})

t.test('broadcast: submitted with the node fee and sent amount it reports, the outcome in the event, the next check', async (t) => {
  const d = last([record(), { type: 'broadcast', outcome: 'accepted', txHash: null, fee: 30_000n, sent: 4n }])
  t.match(d, {
    kind: 'accepted',
    state: { status: 'submitted', txHash: '0xabc', accepted: true, fee: 30_000n, sent: 4n, updatedAtMs: NOW },
    events: [{ type: 'chain_send.submitted', payload: { status: 'submitted', outcome: 'accepted', network: 'ETH', owner } }],
  })
  if (d.kind === 'accepted') t.same(d.timers, [{ op: 'set', name: RECONCILE_TIMER, dueAtMs: NOW + 1_000 }])
  t.match(last([record(), unknown]), {
    state: { fee: 21_000n, sent: null, accepted: false },
    events: [{ payload: { outcome: 'unknown' } }],
  })
  t.match(
    last([record(sandbox), { type: 'broadcast', outcome: 'accepted', txHash: '0xledger' }]),
    { state: { txHash: '0xledger' }, events: [{ payload: { network: 'POL' } }] },
    'the sandbox ledger names the hash',
  )
  t.match(
    last([record(sandbox), unknown, { type: 'broadcast', outcome: 'accepted', txHash: '0xlate', fee: 2n, sent: 5n }]),
    { kind: 'accepted', state: { txHash: '0xlate', accepted: true, fee: 2n, sent: 5n } },
    'a hash that arrives after the reconciler moved the send on is kept, with its fee',
  )
})

t.test('rejected: the refusal is the failure, from recorded, the timer cancelled; a second refusal changes nothing', async (t) => {
  const refused: ChainSendCommand = { type: 'rejected', recordedBy: 'r1', code: 'insufficient_funds', message: 'no funds' }
  const d = last([record(), refused])
  const failure = { cause: 'rejected', code: 'insufficient_funds', message: 'no funds' }
  t.match(d, {
    kind: 'accepted',
    state: { status: 'failed', failure, settledAtMs: NOW },
    events: [{ type: 'chain_send.failed', payload: { status: 'failed', from: 'recorded', failure, network: 'ETH' } }],
  })
  if (d.kind === 'accepted') t.same(d.timers, cancel)
  t.match(last([record(), refused, refused]), { kind: 'unchanged' })
  t.match(last([record(), unknown, refused]), {
    kind: 'rejected',
    rejection: { code: 'MAY_HAVE_BEEN_SENT', message: /may have been broadcast before/ },
  })
})

t.test('checked: each final answer writes its own failure or block, from submitted, and cancels the timer', async (t) => {
  const cases: Array<[ChainSendCommand, object]> = [
    [
      check({ kind: 'included', outcome: 'reverted', block: 12 }),
      { status: 'failed', failure: { cause: 'reverted', code: 'broadcast_failed', message: 'the transaction reverted on chain' } },
    ],
    [
      check({ kind: 'conflicted', detail: 'nonce 7 used by 0xdef' }),
      { status: 'failed', failure: { cause: 'conflicted', code: 'broadcast_failed', message: 'nonce 7 used by 0xdef' } },
    ],
    [
      check({ kind: 'expired', detail: 'past its last valid height' }),
      { status: 'failed', failure: { cause: 'expired', code: 'broadcast_failed', message: 'past its last valid height' } },
    ],
    [
      check({ kind: 'included', outcome: 'confirmed', block: 12 }),
      { status: 'confirmed', block: 12, lastCheck: 'included', failure: null },
    ],
  ]
  for (const [answer, state] of cases) {
    const d = last([record(), unknown, answer])
    t.match(d, { kind: 'accepted', state: { ...state, settledAtMs: NOW }, events: [{ payload: { ...state, from: 'submitted' } }] })
    if (d.kind === 'accepted') t.same(d.timers, cancel, `${(state as { status: string }).status}: timer cancelled`)
  }
  const pending = last([record(), unknown, check({ kind: 'pending' })])
  t.match(pending, { kind: 'accepted', state: { status: 'submitted', lastCheck: 'pending', accepted: true }, events: [] })
})

t.test('reconcile: from recorded the submitted event says the outcome is unknown, then a check is due', async (t) => {
  const d = last([record(), { type: 'reconcile' }])
  t.match(d, {
    kind: 'accepted',
    state: { status: 'submitted', checks: 1 },
    events: [
      { type: 'chain_send.submitted', payload: { outcome: 'unknown', checks: 1 } },
      { type: 'chain_send.check_due', payload: { checks: 1, network: 'ETH' } },
    ],
  })
})

t.test('the kind: a new send is empty, its timer reconciles', async (t) => {
  t.equal(chainSendKind.kind, 'chain_send')
  t.same(chainSendKind.initial('s-9'), { status: 'new', id: 's-9' })
  t.same(chainSendKind.onTimer!({ name: RECONCILE_TIMER, dueAtMs: NOW, payload: null }), { type: 'reconcile' })
})
