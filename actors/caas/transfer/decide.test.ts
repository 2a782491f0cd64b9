import t from 'tap'
import { decideCaasTransfer } from './decide'
import type { CaasTransferState, TransferOrder } from './state'
import type { CaasTransferCommand } from './commands'

const NOW = Date.UTC(2026, 10, 22, 12)
const DEADLINE = NOW + 30 * 60_000
const order: TransferOrder = {
  businessId: 'm1',
  mode: 'test',
  network: 'POL',
  token: 'USDC',
  decimals: 6,
  amount: 2_500_000n,
  requestHash: 'h1',
  from: {
    userId: 'test:a',
    wallet: `0x${'a'.repeat(40)}`,
    owner: `0x${'c'.repeat(40)}`,
    ownerPath: "m/44'/60'/0'/0/1/2",
    salt: 'a'.repeat(64),
  },
  to: { userId: 'test:b', wallet: `0x${'b'.repeat(40)}` },
}

/** Applies commands in order, each at its own time (default NOW); outcomes are the decision kind or the rejection code. */
function run(commands: (CaasTransferCommand | [CaasTransferCommand, number])[], start: CaasTransferState = { status: 'new', id: 'ctr_1' }) {
  let state = start
  const outcomes: string[] = []
  const events: string[] = []
  for (const entry of commands) {
    const [c, at] = Array.isArray(entry) ? entry : [entry, NOW]
    const d = decideCaasTransfer(state, c, at)
    outcomes.push(d.kind === 'rejected' ? d.rejection.code : d.kind)
    if (d.kind === 'accepted') {
      state = d.state
      events.push(...d.events.map((e) => `${e.type}>${(e.payload as { businessId: string }).businessId}`))
    }
  }
  return { state, outcomes, events }
}

const create: CaasTransferCommand = { type: 'create', order }
const submitting = (sendId = 's1', userOpHash = '0xop'): CaasTransferCommand => ({
  type: 'submitting',
  userOpHash,
  operation: { sender: order.from.wallet, signature: '0x01' },
  sendId,
  deadlineAtMs: DEADLINE,
})
const submitted = (userOpHash: string | null = '0xop', txHash: string | null = null): CaasTransferCommand => ({
  type: 'submitted',
  txHash,
  userOpHash,
  deadlineAtMs: DEADLINE,
})
const refused = (sendId?: string): CaasTransferCommand => ({
  type: 'failed',
  cause: 'refused',
  reason: 'AA25 invalid account nonce',
  ...(sendId ? { sendId } : {}),
})
const reverted: CaasTransferCommand = { type: 'failed', cause: 'reverted', reason: 'execution reverted' }
const expired: CaasTransferCommand = { type: 'failed', cause: 'expired', reason: 'no receipt' }
const settled: CaasTransferCommand = { type: 'settled', txHash: '0xtx', recipients: ['m2'] }

t.test('create, submitted, settled: queued -> submitted -> settled with received for each recipient merchant (sandbox path)', async (t) => {
  const { outcomes, events, state } = run([create, submitted(null, '0x1'), { type: 'settled', txHash: '0x1', recipients: ['m2', 'm3'] }])
  t.same(outcomes, ['accepted', 'accepted', 'accepted'])
  t.same(events, [
    'caas.transfer.queued>m1',
    'caas.transfer.submitted>m1',
    'caas.transfer.settled>m1',
    'caas.transfer.received>m2',
    'caas.transfer.received>m3',
  ])
  t.match(state, { status: 'settled', txHash: '0x1', settledAtMs: NOW, deadlineAtMs: DEADLINE })
})

t.test('create: a replay with the same request is unchanged; other content under the same key is IDEMPOTENCY_KEY_REUSED', async (t) => {
  t.same(run([create, create, { type: 'create', order: { ...order, requestHash: 'h2' } }]).outcomes, [
    'accepted',
    'unchanged',
    'IDEMPOTENCY_KEY_REUSED',
  ])
})

t.test('create: a record made before the shared fingerprint still replays, by the digest it kept (legacyRequestHash)', async (t) => {
  const before: CaasTransferCommand = { type: 'create', order: { ...order, requestHash: 'old-digest' } }
  const retried: CaasTransferCommand = {
    type: 'create',
    order: { ...order, requestHash: 'new-fingerprint' },
    legacyRequestHash: 'old-digest',
  }
  const changed: CaasTransferCommand = {
    type: 'create',
    order: { ...order, requestHash: 'new-fingerprint' },
    legacyRequestHash: 'other-digest',
  }
  t.same(run([before, retried]).outcomes, ['accepted', 'unchanged'])
  t.same(run([before, changed]).outcomes, ['accepted', 'IDEMPOTENCY_KEY_REUSED'])
})

t.test(
  'submitting: queued -> submitting records the operation, hash and deadline, emits nothing; only the first recording counts',
  async (t) => {
    const { outcomes, events, state } = run([create, submitting('s1', '0xop'), submitting('s2', '0xother')])
    t.same(outcomes, ['accepted', 'accepted', 'unchanged'])
    t.same(events, ['caas.transfer.queued>m1'], 'partners see QUEUED until a bundler accepted it')
    t.match(state, { status: 'submitting', userOpHash: '0xop', sendId: 's1', deadlineAtMs: DEADLINE, operation: { signature: '0x01' } })
  },
)

t.test('submitted: from submitting keeps the recorded hash (the operation that was sent); events leave the operation out', async (t) => {
  const d = run([create, submitting('s1', '0xop')])
  const next = decideCaasTransfer(d.state, submitted('0xsomething-else'), NOW)
  t.equal(next.kind, 'accepted')
  if (next.kind !== 'accepted') return
  t.match(next.state, { status: 'submitted', userOpHash: '0xop', deadlineAtMs: DEADLINE })
  t.equal((next.events[0]!.payload as { operation: unknown }).operation, null)
  t.same(run([settled], next.state).outcomes, ['accepted'])
})

t.test("failed: refused from queued (nothing was sent) and from submitting on the recording step's first send only", async (t) => {
  const queued = run([create, refused(), refused(), submitted()])
  t.same(queued.outcomes, ['accepted', 'accepted', 'unchanged', 'unchanged'])
  t.same(queued.events, ['caas.transfer.queued>m1', 'caas.transfer.failed>m1'])
  t.same(
    run([create, submitting('s1'), refused('s1')]).outcomes.at(-1),
    'accepted',
    'the step that recorded it refused on its own first send',
  )
})

t.test('error: may_have_been_sent: a refusal after a possible earlier send does not fail the transfer', async (t) => {
  t.same(run([create, submitting('s1'), refused()]).outcomes.at(-1), 'MAY_HAVE_BEEN_SENT', 'a recovery re-send (no claim) refused')
  t.same(run([create, submitting('s1'), refused('s2')]).outcomes.at(-1), 'MAY_HAVE_BEEN_SENT', "another step's claim")
  t.same(
    run([create, submitting('s1'), submitted(), refused('s1')]).outcomes.at(-1),
    'MAY_HAVE_BEEN_SENT',
    'accepted by a bundler once: never refused afterwards',
  )
  t.same(
    run([create, submitting('s1'), { type: 'failed', cause: 'unavailable', reason: 'no bundler' }]).outcomes.at(-1),
    'MAY_HAVE_BEEN_SENT',
  )
  t.same(run([create, submitted(), refused()]).outcomes.at(-1), 'MAY_HAVE_BEEN_SENT')
})

t.test('failed: reverted (a receipt says so) from submitting and submitted; settled and failed are final', async (t) => {
  t.same(run([create, submitting('s1'), reverted]).outcomes, ['accepted', 'accepted', 'accepted'])
  const sub = run([create, submitting('s1'), submitted(), reverted, settled, reverted])
  t.same(sub.outcomes, ['accepted', 'accepted', 'accepted', 'accepted', 'unchanged', 'unchanged'])
  t.same(sub.events, ['caas.transfer.queued>m1', 'caas.transfer.submitted>m1', 'caas.transfer.failed>m1'])
  t.same(run([create, submitted(), settled, reverted, expired]).outcomes.slice(-2), ['unchanged', 'unchanged'])
})

t.test('failed: expired only at or after the deadline (injected clock)', async (t) => {
  t.same(run([create, submitting('s1'), [expired, DEADLINE - 1]]).outcomes.at(-1), 'DEADLINE_NOT_REACHED')
  t.same(run([create, submitting('s1'), submitted(), [expired, DEADLINE - 1], [expired, DEADLINE]]).outcomes.slice(-2), [
    'DEADLINE_NOT_REACHED',
    'accepted',
  ])
  const late = run([create, submitting('s1'), [expired, DEADLINE + 1]])
  t.match(late.state, { status: 'failed', reason: 'no receipt' })
})

t.test('settled: only from submitted (a receipt found while submitting is recorded as submitted first)', async (t) => {
  t.same(run([create, settled]).outcomes.at(-1), 'unchanged')
  t.same(run([create, submitting('s1'), settled]).outcomes.at(-1), 'unchanged')
})

t.test('error: transfer_not_found before creation, for another merchant, and for a key of the other environment', async (t) => {
  t.same(run([{ type: 'get', reader: { businessId: 'm1', mode: 'test' } }]).outcomes, ['TRANSFER_NOT_FOUND'])
  t.same(run([create, { type: 'get', reader: { businessId: 'm2', mode: 'test' } }, { type: 'get', reader: null }]).outcomes, [
    'accepted',
    'TRANSFER_NOT_FOUND',
    'unchanged',
  ])
  t.same(
    run([create, { type: 'get', reader: { businessId: 'm1', mode: 'live' } }, { type: 'get', reader: { businessId: 'm1', mode: 'test' } }])
      .outcomes,
    ['accepted', 'TRANSFER_NOT_FOUND', 'unchanged'],
  )
})
