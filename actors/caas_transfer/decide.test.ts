import t from 'tap'
import { decideCaasTransfer } from './decide'
import type { CaasTransferCommand, CaasTransferState, TransferOrder } from './state'

const NOW = Date.UTC(2026, 10, 22, 12)
const order: TransferOrder = {
  businessId: 'm1', mode: 'test', network: 'POL', token: 'USDC', decimals: 6, amount: 2_500_000n, requestHash: 'h1',
  from: { userId: 'test:a', wallet: `0x${'a'.repeat(40)}`, owner: `0x${'c'.repeat(40)}`, ownerPath: "m/44'/60'/0'/0/1/2", salt: 'a'.repeat(64) },
  to: { userId: 'test:b', wallet: `0x${'b'.repeat(40)}` },
}

function run(commands: CaasTransferCommand[], start: CaasTransferState = { status: 'new', id: 'ctr_1' }) {
  let state = start
  const outcomes: string[] = []
  const events: string[] = []
  for (const c of commands) {
    const d = decideCaasTransfer(state, c, NOW)
    outcomes.push(d.kind === 'rejected' ? d.rejection.code : d.kind)
    if (d.kind === 'accepted') {
      state = d.state
      events.push(...d.events.map((e) => `${e.type}>${(e.payload as { businessId: string }).businessId}`))
    }
  }
  return { state, outcomes, events }
}

t.test('create, submitted, settled: queued -> submitted -> settled with received for each recipient merchant', async (t) => {
  const { outcomes, events, state } = run([
    { type: 'create', order }, { type: 'submitted', txHash: '0x1', userOpHash: null }, { type: 'settled', txHash: '0x1', recipients: ['m2', 'm3'] },
  ])
  t.same(outcomes, ['accepted', 'accepted', 'accepted'])
  t.same(events, ['caas.transfer.queued>m1', 'caas.transfer.submitted>m1', 'caas.transfer.settled>m1', 'caas.transfer.received>m2', 'caas.transfer.received>m3'])
  t.match(state, { status: 'settled', txHash: '0x1', settledAtMs: NOW })
})

t.test('create: a replay with the same request is unchanged; other content under the same key is idempotency_conflict', async (t) => {
  t.same(run([{ type: 'create', order }, { type: 'create', order }, { type: 'create', order: { ...order, requestHash: 'h2' } }]).outcomes, ['accepted', 'unchanged', 'idempotency_conflict'])
})

t.test('failed: from queued (refused at submission) and from submitted; repeated outcomes are unchanged', async (t) => {
  const queued = run([{ type: 'create', order }, { type: 'failed', reason: 'insufficient funds' }, { type: 'failed', reason: 'again' }, { type: 'submitted', txHash: '0x', userOpHash: null }])
  t.same(queued.outcomes, ['accepted', 'accepted', 'unchanged', 'unchanged'])
  t.same(queued.events, ['caas.transfer.queued>m1', 'caas.transfer.failed>m1'])
  const sub = run([{ type: 'create', order }, { type: 'submitted', txHash: null, userOpHash: '0xop' }, { type: 'failed', reason: 'reverted' }, { type: 'settled', txHash: '0x', recipients: [] }])
  t.same(sub.outcomes, ['accepted', 'accepted', 'accepted', 'unchanged'])
})

t.test('error: transfer_not_found before creation and for another merchant', async (t) => {
  t.same(run([{ type: 'get', businessId: 'm1' }]).outcomes, ['transfer_not_found'])
  t.same(run([{ type: 'create', order }, { type: 'get', businessId: 'm2' }, { type: 'get', businessId: null }]).outcomes, ['accepted', 'transfer_not_found', 'unchanged'])
})
