import t from 'tap'
import { decideCaasWithdrawal } from './decide'
import type { CaasWithdrawalCommand } from './commands'
import type { CaasWithdrawalState, WithdrawalOrder } from './state'

const NOW = 1_700_000_000_000
const wallet = `0x${'a'.repeat(40)}` as const
const order: WithdrawalOrder = {
  businessId: 'b1',
  mode: 'test',
  network: 'POL',
  token: 'USDC',
  decimals: 6,
  amount: 5_000_000n,
  user: { userId: 'test:u1', wallet, owner: wallet, ownerPath: "m/0'", salt: '00' },
  payee: { sealedMsisdn: 'sealed', currency: 'GHS', amount: '77.50', rate: '15.50' },
  requestHash: 'h1',
}
const create: CaasWithdrawalCommand = { type: 'create', order }
const leg = (leg: 'out' | 'back', outcome: 'submitted' | 'settled' | 'failed', txHash: string | null = null): CaasWithdrawalCommand => ({
  type: 'leg',
  leg,
  outcome,
  txHash,
  userOpHash: null,
  reason: outcome === 'failed' ? `${leg} failed` : null,
})
const recorded: CaasWithdrawalCommand = { type: 'payout_recorded', referenceId: 'ref-1' }
const paid: CaasWithdrawalCommand = { type: 'payout', state: 'successful', financialTransactionId: 'ft-1' }
const payoutFailed: CaasWithdrawalCommand = { type: 'payout', state: 'failed', reason: 'PAYEE_NOT_FOUND' }

function run(commands: CaasWithdrawalCommand[]) {
  let state: CaasWithdrawalState = { status: 'new', id: 'cwd_1' }
  const outcomes: string[] = []
  const events: string[] = []
  for (const c of commands) {
    const d = decideCaasWithdrawal(state, c, NOW)
    outcomes.push(d.kind === 'rejected' ? d.rejection.code : d.kind)
    if (d.kind === 'accepted') {
      state = d.state
      events.push(...d.events.map((e) => e.type.replace('caas.withdrawal.', '')))
    }
  }
  return { state, outcomes, events }
}

t.test('the happy path: sweep submitted and settled, payout recorded, pending, successful; each event once', async (t) => {
  const r = run([
    create,
    leg('out', 'submitted', '0xs'),
    leg('out', 'settled', '0xs'),
    leg('out', 'settled', '0xs'),
    recorded,
    { type: 'payout_recorded', referenceId: 'ref-2' },
    { type: 'payout', state: 'pending' },
    paid,
    paid,
  ])
  t.same(r.events, ['created', 'submitted', 'crypto_received', 'completed'])
  t.same(r.outcomes.slice(3), ['unchanged', 'accepted', 'unchanged', 'accepted', 'accepted', 'unchanged'])
  t.match(r.state, {
    status: 'completed',
    txHash: '0xs',
    payout: { referenceId: 'ref-1', state: 'successful', financialTransactionId: 'ft-1' },
  })
})

t.test('a failed sweep fails the withdrawal with nothing to return; later news changes nothing', async (t) => {
  const r = run([create, leg('out', 'failed'), leg('out', 'settled', '0xlate'), recorded, paid])
  t.same(r.events, ['created', 'failed'])
  t.match(r.state, { status: 'failed', reason: 'out failed', returnTxHash: null, payout: null })
})

t.test('a failed payout returns the USDC: returning, then failed once the return settles; never completed after', async (t) => {
  const r = run([create, leg('out', 'settled', '0xs'), recorded, payoutFailed, paid, leg('back', 'settled', '0xr'), paid])
  t.same(r.events, ['created', 'crypto_received', 'payout_failed', 'failed'])
  t.match(r.state, { status: 'failed', reason: 'PAYEE_NOT_FOUND', returnTxHash: '0xr', reversal: false })
})

t.test('a completed payout the partner fails later is a reversal: the USDC returns and it ends reversed', async (t) => {
  const r = run([
    create,
    leg('out', 'settled'),
    recorded,
    paid,
    { type: 'payout', state: 'pending' },
    payoutFailed,
    leg('back', 'settled', '0xr'),
  ])
  t.same(r.events, ['created', 'crypto_received', 'completed', 'payout_failed', 'reversed'])
  t.match(r.state, { status: 'reversed', returnTxHash: '0xr', reversal: true })
})

t.test('a return the treasury cannot make is held for an operator, and still counts when it settles', async (t) => {
  const held = run([create, leg('out', 'settled'), recorded, payoutFailed, leg('back', 'failed')])
  t.match(held.state, { status: 'returning', returnHeld: 'back failed' })
  const later = run([create, leg('out', 'settled'), recorded, payoutFailed, leg('back', 'failed'), leg('back', 'settled', '0xr')])
  t.match(later.state, { status: 'failed', returnHeld: null, returnTxHash: '0xr' })
})

t.test('news before its time changes nothing: a payout before the crypto, a return leg before a failed payout', async (t) => {
  const r = run([create, recorded, paid, leg('back', 'settled', '0xr')])
  t.same(r.outcomes, ['accepted', 'unchanged', 'unchanged', 'unchanged'])
  t.equal(r.state.status, 'created')
})

t.test('create: the same request is a replay, other content under the key is refused, another owner too', async (t) => {
  const r = run([
    create,
    create,
    { type: 'create', order: { ...order, requestHash: 'h2' } },
    { type: 'create', order: { ...order, businessId: 'b2' } },
  ])
  t.same(r.outcomes, ['accepted', 'unchanged', 'IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_KEY_REUSED'])
})

t.test('get: the owner in its environment reads it; another merchant or environment gets not found', async (t) => {
  const made = run([create]).state
  t.equal(decideCaasWithdrawal(made, { type: 'get', reader: { businessId: 'b1', mode: 'test' } }, NOW).kind, 'unchanged')
  for (const reader of [
    { businessId: 'b2', mode: 'test' as const },
    { businessId: 'b1', mode: 'live' as const },
  ]) {
    const d = decideCaasWithdrawal(made, { type: 'get', reader }, NOW)
    t.equal(d.kind === 'rejected' && d.rejection.code, 'WITHDRAWAL_NOT_FOUND')
  }
})
