import t from 'tap'
import { decideWallet } from './decide'
import type { WalletCommand } from './commands'
import type { ActiveWallet, WalletState } from './state'
import { create, deposit, derive, FEE, intent, NOW, run, activeOf } from './decide_fixtures'

t.test('deposit_observed: deposit_id is stable and the change of our own send is not a deposit', async (t) => {
  const detected = decideWallet(run([create, derive(true)]).state, deposit('detected'), NOW)
  const confirmed = detected.kind === 'accepted' ? decideWallet(detected.state, deposit('confirmed', 1), NOW) : detected
  if (detected.kind !== 'accepted' || confirmed.kind !== 'accepted') throw new Error('not accepted')
  const ids = [...detected.events, ...confirmed.events].map(
    (e) => (e.payload as { data: { deposit_id: number; safe_to_credit: boolean } }).data,
  )
  t.same(
    ids.map((d) => d.deposit_id),
    [7 * 2 ** 20 + 2, 7 * 2 ** 20 + 2],
  )
  t.same(
    ids.map((d) => d.safe_to_credit),
    [false, true],
  )
  const sent = run([
    create,
    derive(true),
    intent(),
    { type: 'send_broadcast', sendId: 's1', txHash: '0xabc', gasFee: 1n },
    deposit('confirmed', 1),
  ])
  t.same(sent.outcomes.at(-1), 'unchanged', 'an output of our own transaction back to the sender is change')
  t.equal(activeOf(sent.state).tracking, true, 'a pending send is tracked')
})

/** A transfer with a platform fee, confirmed: its fee is due. */
const CONFIRMED_WITH_FEE: WalletCommand[] = [
  create,
  derive(false),
  intent(FEE),
  { type: 'send_broadcast', sendId: 's1', txHash: '0xs', gasFee: 21n },
  { type: 'send_observed', sendId: 's1', status: 'confirmed', confirmations: 1, blockNumber: 9 },
]

t.test('fee_result: a failed collection is due again after a backoff; after five attempts it stays failed', async (t) => {
  const confirmed = run(CONFIRMED_WITH_FEE).state
  let s: WalletState = confirmed
  const step = (c: WalletCommand, atMs: number) => {
    const d = decideWallet(s, c, atMs)
    if (d.kind === 'accepted') s = d.state
    return d.kind === 'rejected' ? d.rejection.code : d.kind
  }
  const fee = () => (s as ActiveWallet).transactions.find((x) => x.key === 's1')!.fee!
  let at = NOW
  for (let attempt = 1; attempt <= 5; attempt++) {
    t.equal(step({ type: 'fee_claim', sendId: 's1' }, at), 'accepted', `attempt ${attempt} claimed`)
    step({ type: 'fee_result', sendId: 's1', ok: false, txHash: null, gasFee: 0n, reason: 'broadcast_failed: node down' }, at)
    if (attempt < 5) {
      t.match(fee(), { status: 'due', attempts: attempt, reason: /node down/ })
      t.equal(step({ type: 'fee_claim', sendId: 's1' }, at + 1), 'FEE_NOT_DUE', 'not before the backoff')
      at = fee().retryAtMs!
    }
  }
  t.match(fee(), { status: 'failed', attempts: 5 })
  t.equal(step({ type: 'fee_claim', sendId: 's1' }, at + 10 ** 9), 'FEE_NOT_DUE')
})

t.test('fee_lost: a collected fee whose transaction can never land is due again; another hash or a repeat changes nothing', async (t) => {
  const collected = run([
    ...CONFIRMED_WITH_FEE,
    { type: 'fee_claim', sendId: 's1' },
    { type: 'fee_result', sendId: 's1', ok: true, txHash: '0xf', gasFee: 21n, reason: null },
  ]).state
  const lost = (txHash: string, s: WalletState = collected) =>
    decideWallet(s, { type: 'fee_lost', sendId: 's1', txHash, reason: 'conflicted: nonce used' }, NOW)
  t.equal(lost('0xother').kind, 'unchanged', 'another transaction is not this fee')
  const d = lost('0xf')
  if (d.kind !== 'accepted') throw new Error('not accepted')
  t.match((d.state as ActiveWallet).transactions[0]!.fee, { status: 'due', txHash: null, attempts: 1, reason: /conflicted/ })
  t.equal((d.state as ActiveWallet).tracking, true, 'a fee due again is tracked')
  t.equal(lost('0xf', d.state).kind, 'unchanged', 'a repeated event changes nothing')
})
