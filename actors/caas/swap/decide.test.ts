import t from 'tap'
import { decideCaasSwap } from './decide'
import type { CaasSwapCommand } from './commands'
import type { CaasSwapState } from './state'
import { create, DEADLINE, failed, NOW, order, submitted, submitting } from './decide_fixtures'

/** Applies commands in order (each at its own time, default NOW): the outcome per command and the events emitted. */
function run(commands: (CaasSwapCommand | [CaasSwapCommand, number])[]) {
  let state: CaasSwapState = { status: 'new', id: 'csw_1' }
  const outcomes: string[] = []
  const events: string[] = []
  for (const entry of commands) {
    const [c, at] = Array.isArray(entry) ? entry : [entry, NOW]
    const d = decideCaasSwap(state, c, at)
    outcomes.push(d.kind === 'rejected' ? d.rejection.code : d.kind)
    if (d.kind === 'accepted') {
      state = d.state
      events.push(...d.events.map((e) => e.type))
    }
  }
  return { state, outcomes, events }
}

t.test('the happy path: queued, submitting (no event), submitted, settled; swap.settled once', async (t) => {
  const r = run([create, submitting(), submitted, { type: 'settled', txHash: '0xtx' }, { type: 'settled', txHash: '0xtx' }])
  t.same(r.outcomes, ['accepted', 'accepted', 'accepted', 'accepted', 'unchanged'])
  t.same(r.events, ['caas.swap.queued', 'caas.swap.submitted', 'caas.swap.settled'])
  t.match(r.state, { status: 'settled', txHash: '0xtx', userOpHash: '0xop', settledAtMs: NOW })
})

t.test('create is idempotent for the same request and refuses other content', async (t) => {
  const r = run([create, create, { type: 'create', order: { ...order, requestHash: 'h2' } }])
  t.same(r.outcomes, ['accepted', 'unchanged', 'IDEMPOTENCY_KEY_REUSED'])
})

t.test('a refusal fails a queued swap, and a recorded one only from the step that recorded it', async (t) => {
  t.same(run([create, failed('refused')]).events, ['caas.swap.queued', 'caas.swap.failed'])
  t.same(run([create, submitting('s1'), failed('refused', 's2'), failed('refused', 's1')]).outcomes, [
    'accepted',
    'accepted',
    'MAY_HAVE_BEEN_SENT',
    'accepted',
  ])
  t.same(run([create, submitting(), submitted, failed('refused'), failed('unavailable')]).outcomes.slice(3), [
    'MAY_HAVE_BEEN_SENT',
    'MAY_HAVE_BEEN_SENT',
  ])
})

t.test('a sent swap fails on a reverted receipt, or at its deadline only', async (t) => {
  const r = run([create, submitting(), submitted, [failed('expired'), DEADLINE - 1], [failed('expired'), DEADLINE]])
  t.same(r.outcomes.slice(3), ['DEADLINE_NOT_REACHED', 'accepted'])
  t.match(run([create, submitting(), submitted, failed('reverted')]).state, { status: 'failed', reason: 'why: reverted' })
  t.same(run([create, failed('reverted'), { type: 'settled', txHash: '0x1' }, failed('reverted')]).outcomes.slice(2), [
    'unchanged',
    'unchanged',
  ])
})

t.test('a second recording is ignored; settled needs submitted first', async (t) => {
  const r = run([create, { type: 'settled', txHash: '0x1' }, submitting('s1'), submitting('s2')])
  t.same(r.outcomes, ['accepted', 'unchanged', 'accepted', 'unchanged'])
  t.equal((r.state as { sendId: string }).sendId, 's1')
})

t.test('get: the owner in its environment, or the system; others get SWAP_NOT_FOUND', async (t) => {
  const reader = (businessId: string, mode: 'test' | 'live') => ({ type: 'get', reader: { businessId, mode } }) as const
  t.same(run([{ type: 'get', reader: null }]).outcomes, ['SWAP_NOT_FOUND'])
  t.same(run([create, reader('m1', 'live'), reader('m1', 'test'), reader('m2', 'live'), { type: 'get', reader: null }]).outcomes, [
    'accepted',
    'unchanged',
    'SWAP_NOT_FOUND',
    'SWAP_NOT_FOUND',
    'unchanged',
  ])
})
