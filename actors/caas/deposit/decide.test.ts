import t from 'tap'
import { decideCaasDeposit } from './decide'
import type { CaasDepositCommand } from './commands'
import type { CaasDepositState, DepositOrder } from './state'

const NOW = 1_700_000_000_000
const order: DepositOrder = {
  businessId: 'b1',
  mode: 'test',
  network: 'POL',
  token: 'USDC',
  decimals: 6,
  user: { userId: 'test:u1', wallet: `0x${'a'.repeat(40)}` },
  localAmount: '155.00',
  currency: 'GHS',
  sealedPhone: 'sealed',
  requestHash: 'h1',
}
const create: CaasDepositCommand = { type: 'create', order }
const collection = { id: 'col-1', amount: 10_000_000n, rate: '15.50' }
const seen = (state: 'pending' | 'complete', amount = collection.amount): CaasDepositCommand => ({
  type: 'collection',
  state,
  collection: { ...collection, amount },
})
const leg = (outcome: 'submitted' | 'settled' | 'failed', txHash: string | null = null): CaasDepositCommand => ({
  type: 'leg',
  outcome,
  txHash,
  reason: outcome === 'failed' ? 'treasury short' : null,
})

function run(commands: CaasDepositCommand[]) {
  let state: CaasDepositState = { status: 'new', id: 'cdp_1' }
  const outcomes: string[] = []
  const events: string[] = []
  for (const c of commands) {
    const d = decideCaasDeposit(state, c, NOW)
    outcomes.push(d.kind === 'rejected' ? d.rejection.code : d.kind)
    if (d.kind === 'accepted') {
      state = d.state
      events.push(...d.events.map((e) => e.type.replace('caas.deposit.', '')))
    }
  }
  return { state, outcomes, events }
}

t.test('created, pending, funded (three callbacks, one funding), settled once', async (t) => {
  const r = run([
    create,
    seen('pending'),
    seen('complete'),
    seen('complete'),
    seen('complete', 1n),
    leg('submitted'),
    leg('settled', '0xin'),
    leg('settled', '0xin'),
  ])
  t.same(r.events, ['created', 'funded', 'settled'])
  t.match(r.state, { status: 'settled', txHash: '0xin', collection: { amount: 10_000_000n } })
  t.same(r.outcomes.slice(3), ['unchanged', 'unchanged', 'unchanged', 'accepted', 'unchanged'], 'the amount is fixed at funding')
})

t.test('a failed or expired collection fails the deposit; a complete seen after that changes nothing', async (t) => {
  const r = run([create, seen('pending'), { type: 'collection_failed', reason: 'expired' }, seen('complete')])
  t.same(r.events, ['created', 'failed'])
  t.match(r.state, { status: 'failed', reason: 'expired' })
})

t.test('a credit the treasury cannot send is held, the deposit stays funded, and settles when it goes through', async (t) => {
  const r = run([create, seen('complete'), leg('failed')])
  t.match(r.state, { status: 'funded', held: 'treasury short' })
  t.match(run([create, seen('complete'), leg('failed'), leg('settled', '0xin')]).state, { status: 'settled', held: null })
})

t.test('create is idempotent by request; get is the owner’s only', async (t) => {
  const r = run([create, create, { type: 'create', order: { ...order, requestHash: 'h2' } }])
  t.same(r.outcomes, ['accepted', 'unchanged', 'IDEMPOTENCY_KEY_REUSED'])
  const d = decideCaasDeposit(r.state, { type: 'get', reader: { businessId: 'b2', mode: 'test' } }, NOW)
  t.equal(d.kind === 'rejected' && d.rejection.code, 'DEPOSIT_NOT_FOUND')
})
