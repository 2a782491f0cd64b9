import t from 'tap'
import { decideMerchant } from './decide'
import { utcMonth } from './plans'
import type { MerchantState } from './state'

const NOW = Date.UTC(2026, 10, 22, 12)
const DAY = 86_400_000

function created(): MerchantState {
  const d = decideMerchant({ status: 'new', id: 'b1' }, { type: 'create', name: 'Shop', accountType: 'business', ownerUserId: 'u1' }, NOW)
  if (d.kind !== 'accepted') throw new Error('create failed')
  return d.state
}

function apply(state: MerchantState, commands: Parameters<typeof decideMerchant>[1][], nowMs = NOW) {
  let s = state
  const outcomes: string[] = []
  for (const c of commands) {
    const d = decideMerchant(s, c, nowMs)
    outcomes.push(d.kind === 'rejected' ? d.rejection.code : d.kind)
    if (d.kind === 'accepted') s = d.state
  }
  return { state: s, outcomes }
}

t.test('create: starts on starter, monthly, active for one UTC month', async (t) => {
  const m = created()
  t.match(m, { status: 'active', kyc: 'pending', subscription: { plan: 'starter', duration: 'monthly', status: 'active', expiresAtMs: Date.UTC(2026, 11, 22, 12) } })
})

t.test('reserve_wallet: the 5th wallet is allowed on starter, the 6th refused', async (t) => {
  const { outcomes } = apply(created(), Array.from({ length: 6 }, (_, i) => ({ type: 'reserve_wallet' as const, opId: `w${i}` })))
  t.same(outcomes, ['accepted', 'accepted', 'accepted', 'accepted', 'accepted', 'WALLET_LIMIT_EXCEEDED'])
})

t.test('reserve_wallet: a retried operation is counted once; release frees a slot once', async (t) => {
  const { state, outcomes } = apply(created(), [
    { type: 'reserve_wallet', opId: 'a' }, { type: 'reserve_wallet', opId: 'a' }, { type: 'release_wallet', opId: 'a' }, { type: 'release_wallet', opId: 'a' },
  ])
  t.same(outcomes, ['accepted', 'unchanged', 'accepted', 'unchanged'])
  t.equal(state.status === 'active' && state.walletsUsed, 0)
})

t.test('error: SUBSCRIPTION_EXPIRED after the plan period, on every gated command', async (t) => {
  const later = NOW + 31 * DAY
  const { outcomes } = apply(created(), [{ type: 'reserve_wallet', opId: 'x' }, { type: 'record_transaction', opId: 'y' }, { type: 'check_active' }], later)
  t.same(outcomes, ['SUBSCRIPTION_EXPIRED', 'SUBSCRIPTION_EXPIRED', 'SUBSCRIPTION_EXPIRED'])
})

t.test('error: TRANSACTION_LIMIT_EXCEEDED at the monthly cap; a new UTC month starts again', async (t) => {
  let { state } = apply(created(), [{ type: 'set_plan', plan: 'starter', duration: 'annual' }])
  for (let i = 0; i < 1000; i++) state = apply(state, [{ type: 'record_transaction', opId: `t${i}` }]).state
  t.same(apply(state, [{ type: 'record_transaction', opId: 'over' }]).outcomes, ['TRANSACTION_LIMIT_EXCEEDED'])
  t.same(apply(state, [{ type: 'record_transaction', opId: 'next-month' }], Date.UTC(2026, 11, 1)).outcomes, ['accepted'])
})

t.test('record_transaction: with an opId a repeat counts once; without one (count and transaction in one commit) nothing is remembered', async (t) => {
  const count = (state: MerchantState) => (state.status === 'active' ? [state.transactions[utcMonth(NOW)] ?? 0, state.recentOps.length] : [])
  const keyed = apply(created(), [{ type: 'record_transaction', opId: 'k1' }, { type: 'record_transaction', opId: 'k1' }])
  t.same(keyed.outcomes, ['accepted', 'unchanged'])
  t.same(count(keyed.state), [1, 1])
  const atomic = apply(created(), [{ type: 'record_transaction' }, { type: 'record_transaction' }])
  t.same(atomic.outcomes, ['accepted', 'accepted'])
  t.same(count(atomic.state), [2, 0], 'both counted, no ids kept')
})

t.test('set_plan: an upgrade applies at once and lifts the cap', async (t) => {
  let { state } = apply(created(), Array.from({ length: 5 }, (_, i) => ({ type: 'reserve_wallet' as const, opId: `w${i}` })))
  state = apply(state, [{ type: 'set_plan', plan: 'professional', duration: 'monthly' }]).state
  t.same(apply(state, [{ type: 'reserve_wallet', opId: 'w5' }]).outcomes, ['accepted'])
})

t.test('error: business_not_found before creation', async (t) => {
  t.same(apply({ status: 'new', id: 'zz' }, [{ type: 'get' }]).outcomes, ['business_not_found'])
})

t.test('utcMonth: the calendar month in UTC, at and around its edges', async (t) => {
  t.equal(utcMonth(Date.UTC(2026, 10, 30, 23, 59, 59, 999)), '2026-11')
  t.equal(utcMonth(Date.UTC(2026, 11, 1)), '2026-12')
  t.equal(utcMonth(Date.UTC(2026, 10, 15)), '2026-11', 'back to an earlier month')
  t.equal(utcMonth(Date.UTC(2027, 0, 1) - 1), '2026-12')
  t.equal(utcMonth(Date.UTC(2027, 0, 1)), '2027-01')
})
