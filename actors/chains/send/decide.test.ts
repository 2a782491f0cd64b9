import t from 'tap'
import { checkDelayMs, decideChainSend } from './decide'
import type { ChainSendState } from './state'
import type { ChainSendCommand } from './commands'
import { live, NOW, owner } from './decide_fixtures'
import type { SendPayload } from '../../../chains/send/signed'

const sandbox: SendPayload = { mode: 'sandbox', network: 'ETH', currency: 'ETH', from: '0xa', to: '0xb', amount: 5n }
const record = (payload: SendPayload = live, recordedBy = 'r1'): ChainSendCommand => ({
  type: 'record',
  owner,
  payload,
  recordedBy,
  checkEveryMs: 1_000,
  checkMaxMs: 60_000,
  graceMs: 500,
})
const accepted: ChainSendCommand = { type: 'broadcast', outcome: 'accepted', txHash: null }
const unknown: ChainSendCommand = { type: 'broadcast', outcome: 'unknown', txHash: null, detail: 'timeout' }
const refused = (recordedBy = 'r1'): ChainSendCommand => ({ type: 'rejected', recordedBy, code: 'insufficient_funds', message: 'no' })
const check = (answer: Extract<ChainSendCommand, { type: 'checked' }>['answer']): ChainSendCommand => ({ type: 'checked', answer })
const reconcile: ChainSendCommand = { type: 'reconcile' }

/** Applies commands in order; outcomes are the decision kind or the rejection code, with the status after each. */
function run(commands: ChainSendCommand[]) {
  let state: ChainSendState = { status: 'new', id: 'send-1' }
  const outcomes: string[] = []
  const events: string[] = []
  const timers: string[] = []
  for (const c of commands) {
    const d = decideChainSend(state, c, NOW)
    outcomes.push(
      d.kind === 'rejected' ? d.rejection.code : `${d.kind}:${d.kind === 'accepted' ? (d.state as { status: string }).status : ''}`,
    )
    if (d.kind === 'accepted') {
      state = d.state
      events.push(...d.events.map((e) => e.type))
      timers.push(...(d.timers ?? []).map((x) => (x.op === 'set' ? `set+${x.dueAtMs - NOW}` : 'cancel')))
    }
  }
  return { state, outcomes, events, timers }
}

const rows: Array<[string, ChainSendCommand[], Partial<ReturnType<typeof run>> & { status?: string }]> = [
  [
    'record: new -> recorded, the reconcile timer set past the grace',
    [record()],
    { outcomes: ['accepted:recorded'], timers: ['set+1500'] },
  ],
  [
    'record: again by another caller -> unchanged, the first record stands',
    [record(), record(live, 'r2')],
    { outcomes: ['accepted:recorded', 'unchanged:'] },
  ],
  [
    'error: SEND_ID_CONFLICT: another owner records the same id',
    [record(), { ...record(), owner: { ...owner, purpose: 'fee' } } as ChainSendCommand],
    { outcomes: ['accepted:recorded', 'SEND_ID_CONFLICT'] },
  ],
  ['error: CHAIN_SEND_NOT_FOUND: get before record', [{ type: 'get' }], { outcomes: ['CHAIN_SEND_NOT_FOUND'] }],
  [
    'broadcast: accepted -> submitted, event, next check',
    [record(), accepted],
    { outcomes: ['accepted:recorded', 'accepted:submitted'], events: ['chain_send.submitted'], timers: ['set+1500', 'set+1000'] },
  ],
  ['broadcast: unknown -> submitted too (never failed while unknown)', [record(), unknown], { status: 'submitted' }],
  [
    'broadcast: a repeat -> unchanged',
    [record(), accepted, accepted],
    { outcomes: ['accepted:recorded', 'accepted:submitted', 'unchanged:'] },
  ],
  [
    'rejected: the recorder first broadcast refused -> failed',
    [record(), refused()],
    { outcomes: ['accepted:recorded', 'accepted:failed'], events: ['chain_send.failed'], timers: ['set+1500', 'cancel'] },
  ],
  [
    'error: MAY_HAVE_BEEN_SENT: a refusal of another caller (live)',
    [record(), refused('r2')],
    { outcomes: ['accepted:recorded', 'MAY_HAVE_BEEN_SENT'] },
  ],
  ['rejected: sandbox refusals are atomic under the send id, whoever asks', [record(sandbox), refused('r2')], { status: 'failed' }],
  [
    'error: MAY_HAVE_BEEN_SENT: a refusal after the send was submitted',
    [record(), unknown, refused()],
    { outcomes: ['accepted:recorded', 'accepted:submitted', 'MAY_HAVE_BEEN_SENT'], status: 'submitted' },
  ],
  [
    'checked: included confirmed -> confirmed, timer cancelled',
    [record(), unknown, check({ kind: 'included', outcome: 'confirmed', block: 12 })],
    { status: 'confirmed', events: ['chain_send.submitted', 'chain_send.confirmed'] },
  ],
  [
    'checked: included reverted -> failed',
    [record(), accepted, check({ kind: 'included', outcome: 'reverted', block: 12 })],
    { status: 'failed' },
  ],
  ['checked: conflicted -> failed', [record(), unknown, check({ kind: 'conflicted', detail: 'nonce used' })], { status: 'failed' }],
  ['checked: expired -> failed', [record(), unknown, check({ kind: 'expired', detail: 'past' })], { status: 'failed' }],
  [
    'checked: missing and pending keep it submitted; a repeated answer writes nothing',
    [record(), unknown, check({ kind: 'missing' }), check({ kind: 'missing' }), check({ kind: 'pending' })],
    { outcomes: ['accepted:recorded', 'accepted:submitted', 'accepted:submitted', 'unchanged:', 'accepted:submitted'] },
  ],
  [
    'checked: after settling -> unchanged (no second event)',
    [record(), accepted, check({ kind: 'included', outcome: 'confirmed', block: 1 }), check({ kind: 'conflicted', detail: 'x' })],
    { status: 'confirmed', events: ['chain_send.submitted', 'chain_send.confirmed'] },
  ],
  [
    'reconcile: from recorded (the recorder died) -> submitted, check due, the next timer doubles',
    [record(), reconcile, reconcile],
    {
      outcomes: ['accepted:recorded', 'accepted:submitted', 'accepted:submitted'],
      events: ['chain_send.submitted', 'chain_send.check_due', 'chain_send.check_due'],
      timers: ['set+1500', 'set+2000', 'set+4000'],
    },
  ],
  [
    'reconcile: after settling -> unchanged',
    [record(), refused(), reconcile],
    { outcomes: ['accepted:recorded', 'accepted:failed', 'unchanged:'] },
  ],
]

for (const [name, commands, expected] of rows) {
  t.test(name, async (t) => {
    const { status, ...rest } = expected
    const result = run(commands)
    t.match(result, rest)
    if (status) t.equal(result.state.status, status)
  })
}

t.test('accepted: false while every answer was lost; a later accepted repeat or a pending check sets it', async (t) => {
  t.equal((run([record(), unknown]).state as { accepted: boolean }).accepted, false, 'unknown: not taken yet')
  t.equal((run([record(), accepted]).state as { accepted: boolean }).accepted, true)
  const repeat = run([record(), unknown, accepted])
  t.same(repeat.outcomes.at(-1), 'accepted:submitted', 'the repeat that a node took is written')
  t.equal((repeat.state as { accepted: boolean }).accepted, true)
  t.equal((run([record(), unknown, check({ kind: 'pending' })]).state as { accepted: boolean }).accepted, true)
  t.equal((run([record(), unknown, check({ kind: 'missing' })]).state as { accepted: boolean }).accepted, false)
})

t.test('checkDelayMs: doubles and stops at the cap', async (t) => {
  const at = (checks: number) => checkDelayMs({ checks, checkEveryMs: 1_000, checkMaxMs: 60_000 })
  t.same([0, 1, 2, 5, 6, 40].map(at), [1_000, 2_000, 4_000, 32_000, 60_000, 60_000])
})

t.test('events never carry the signed bytes', async (t) => {
  const { state } = run([record()])
  const d = decideChainSend(state, accepted, NOW)
  t.equal(d.kind, 'accepted')
  if (d.kind === 'accepted') t.notOk(JSON.stringify(d.events, (_k, v) => (typeof v === 'bigint' ? String(v) : v)).includes('0x02f8'))
})
