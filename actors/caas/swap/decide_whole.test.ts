/**
 * Whole decisions of the CaaS swap machine: what each step writes (the first operation's hash and deadline kept),
 * that events leave the signed operation out, who may read a swap, which repeats are unchanged and the refusals'
 * words. decide.test.ts walks the lifecycle; StrykerJS found these cells unpinned.
 */
import t from 'tap'
import { caasSwapKind, decideCaasSwap } from './decide'
import type { CaasSwapCommand } from './commands'
import type { CaasSwapState } from './state'
import { create, DEADLINE, NOW, order, submitted, submitting } from './decide_fixtures'

function last(commands: CaasSwapCommand[]) {
  let state: CaasSwapState = caasSwapKind.initial('csw_1')
  for (const c of commands.slice(0, -1)) {
    const d = decideCaasSwap(state, c, NOW - 1)
    if (d.kind === 'accepted') state = d.state
  }
  return decideCaasSwap(state, commands.at(-1)!, NOW)
}

t.test('create: the same key with another request, business or environment is IDEMPOTENCY_KEY_REUSED', async (t) => {
  for (const other of [{ requestHash: 'h2' }, { businessId: 'm2' }, { mode: 'test' as const }]) {
    t.match(last([create, { type: 'create', order: { ...order, ...other } }]), {
      kind: 'rejected',
      rejection: { code: 'IDEMPOTENCY_KEY_REUSED', message: /^this idempotency key was already used for a different swap request/ },
    })
  }
  t.match(last([create, create]), { kind: 'unchanged' })
  t.same(caasSwapKind.initial('csw_9'), { status: 'new', id: 'csw_9' })
  t.equal(caasSwapKind.kind, 'caas_swap')
})

t.test('reads: the platform any swap, a merchant its own in its environment; 404 with words otherwise', async (t) => {
  const notFound = { kind: 'rejected', rejection: { code: 'SWAP_NOT_FOUND', message: 'swap not found' } }
  t.match(last([{ type: 'get', reader: null }]), notFound)
  t.match(last([create, { type: 'get', reader: null }]), { kind: 'unchanged' })
  t.match(last([create, { type: 'get', reader: { businessId: 'm1', mode: 'live' } }]), { kind: 'unchanged' })
  t.match(last([create, { type: 'get', reader: { businessId: 'm2', mode: 'live' } }]), notFound)
  t.match(last([create, { type: 'get', reader: { businessId: 'm1', mode: 'test' } }]), notFound)
})

t.test('submitted: from queued or submitting, keeping the first operation; events never carry the operation', async (t) => {
  const d = last([create, submitting(), { type: 'submitted', txHash: '0xtx', userOpHash: '0xother', deadlineAtMs: DEADLINE + 5 }])
  t.match(d, {
    kind: 'accepted',
    state: { status: 'submitted', txHash: '0xtx', userOpHash: '0xop', deadlineAtMs: DEADLINE, updatedAtMs: NOW },
    events: [{ type: 'caas.swap.submitted', payload: { status: 'submitted', operation: null } }],
  })
  t.match(last([create, { type: 'submitted', txHash: null, userOpHash: '0xfirst', deadlineAtMs: DEADLINE }]), {
    kind: 'accepted',
    state: { status: 'submitted', userOpHash: '0xfirst', deadlineAtMs: DEADLINE },
  })
  t.match(last([create, submitting(), submitted, submitted]), { kind: 'unchanged' })
  t.match(last([create, submitting(), submitted, { type: 'settled', txHash: '0xtx' }, submitted]), { kind: 'unchanged' })
  t.match(last([create, submitting(), submitted, { type: 'settled', txHash: '0xtx' }]), {
    kind: 'accepted',
    state: { status: 'settled', txHash: '0xtx', settledAtMs: NOW },
    events: [{ type: 'caas.swap.settled', payload: { operation: null } }],
  })
  t.match(last([create, { type: 'settled', txHash: '0xtx' }]), { kind: 'unchanged' }, 'only a submitted swap settles')
})
