import t from 'tap'
import { decideCaasLeg } from './decide'
import type { CaasLegCommand } from './commands'
import type { CaasLegState, LegOrder } from './state'

const NOW = 1_700_000_000_000
const a = `0x${'a'.repeat(40)}` as const
const order: LegOrder = {
  businessId: 'b1',
  mode: 'live',
  network: 'POL',
  token: 'USDC',
  decimals: 6,
  amount: 1_000_000n,
  from: { userId: 'treasury:live', wallet: a, owner: a, ownerPath: "m/0'", salt: '00' },
  to: { userId: 'live:u1', wallet: `0x${'b'.repeat(40)}` },
  purpose: 'deposit',
  sourceId: 'cdp_1',
}

function run(commands: CaasLegCommand[]) {
  let state: CaasLegState = { status: 'new', id: 'cdp_1.in' }
  const outcomes: string[] = []
  const events: string[] = []
  for (const c of commands) {
    const d = decideCaasLeg(state, c, NOW)
    outcomes.push(d.kind === 'rejected' ? d.rejection.code : d.kind)
    if (d.kind === 'accepted') {
      state = d.state
      events.push(...d.events.map((e) => e.type))
    }
  }
  return { state, outcomes, events }
}

t.test('a leg asked for twice is one leg; other content under its id is refused', async (t) => {
  const r = run([
    { type: 'create', order },
    { type: 'create', order },
    { type: 'create', order: { ...order, amount: 2n } },
  ])
  t.same(r.outcomes, ['accepted', 'unchanged', 'LEG_CONFLICT'])
  t.same(r.events, ['caas.leg.queued'])
})

t.test('the shared lifecycle: a recorded operation fails only from its own step; settled once', async (t) => {
  const submitting: CaasLegCommand = { type: 'submitting', userOpHash: '0xop', operation: {}, sendId: 's1', deadlineAtMs: NOW + 1 }
  const r = run([
    { type: 'create', order },
    submitting,
    { type: 'failed', cause: 'refused', reason: 'no', sendId: 's2' },
    { type: 'submitted', txHash: null, userOpHash: '0xother', deadlineAtMs: NOW + 5 },
    { type: 'settled', txHash: '0xtx' },
    { type: 'settled', txHash: '0xtx' },
  ])
  t.same(r.outcomes, ['accepted', 'accepted', 'MAY_HAVE_BEEN_SENT', 'accepted', 'accepted', 'unchanged'])
  t.same(r.events, ['caas.leg.queued', 'caas.leg.submitted', 'caas.leg.settled'])
  t.match(r.state, { status: 'settled', userOpHash: '0xop', deadlineAtMs: NOW + 1 })
})
