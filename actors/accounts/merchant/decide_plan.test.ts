import t from 'tap'
import { ADMIN } from './decide_billing_fixtures'
import { utcMonth } from './plans'
import type { MerchantState } from './state'
import { apply, created, DAY, NOW } from './decide_fixtures'

t.test('create: starts on starter, monthly, active for one UTC month', async (t) => {
  const m = created()
  t.match(m, {
    status: 'active',
    kyc: 'pending',
    subscription: { plan: 'starter', duration: 'monthly', status: 'active', expiresAtMs: Date.UTC(2026, 11, 22, 12) },
  })
})

t.test('reserve_wallet: the 5th wallet is allowed on starter, the 6th refused', async (t) => {
  const { outcomes } = apply(
    created(),
    Array.from({ length: 6 }, (_, i) => ({ type: 'reserve_wallet' as const })),
  )
  t.same(outcomes, ['accepted', 'accepted', 'accepted', 'accepted', 'accepted', 'WALLET_LIMIT_EXCEEDED'])
})

t.test('check_wallet: refuses as reserve_wallet would, and counts nothing', async (t) => {
  const full = apply(
    created(),
    Array.from({ length: 5 }, () => ({ type: 'reserve_wallet' as const })),
  ).state
  t.same(apply(full, [{ type: 'check_wallet' }]).outcomes, ['WALLET_LIMIT_EXCEEDED'])
  const { state, outcomes } = apply(created(), [{ type: 'check_wallet' }, { type: 'check_wallet' }])
  t.same(outcomes, ['unchanged', 'unchanged'])
  t.equal(state.status === 'active' && state.walletsUsed, 0)
})

t.test('release_wallet: gives one slot back, never below zero', async (t) => {
  const { state, outcomes } = apply(created(), [{ type: 'reserve_wallet' }, { type: 'release_wallet' }, { type: 'release_wallet' }])
  t.same(outcomes, ['accepted', 'accepted', 'accepted'])
  t.equal(state.status === 'active' && state.walletsUsed, 0)
})

t.test('error: SUBSCRIPTION_EXPIRED after the plan period, on every gated command', async (t) => {
  const later = NOW + 31 * DAY
  const { outcomes } = apply(created(), [{ type: 'reserve_wallet' }, { type: 'record_transaction' }, { type: 'check_active' }], later)
  t.same(outcomes, ['SUBSCRIPTION_EXPIRED', 'SUBSCRIPTION_EXPIRED', 'SUBSCRIPTION_EXPIRED'])
})

t.test('error: TRANSACTION_LIMIT_EXCEEDED at the monthly cap; a new UTC month starts again', async (t) => {
  let { state } = apply(created(), [{ type: 'set_plan', plan: 'starter', duration: 'annual', by: ADMIN }])
  for (let i = 0; i < 1000; i++) state = apply(state, [{ type: 'record_transaction' }]).state
  t.same(apply(state, [{ type: 'record_transaction' }]).outcomes, ['TRANSACTION_LIMIT_EXCEEDED'])
  t.same(apply(state, [{ type: 'record_transaction' }], Date.UTC(2026, 11, 1)).outcomes, ['accepted'])
})

t.test('record_transaction: every command counts once and no operation id is kept', async (t) => {
  const { state, outcomes } = apply(created(), [{ type: 'record_transaction' }, { type: 'record_transaction' }])
  t.same(outcomes, ['accepted', 'accepted'])
  t.same(state.status === 'active' && [state.transactions[utcMonth(NOW)], state.recentOps.length], [2, 0])
})

t.test('reconcile_usage: sets the counters to the objects that exist, unless a count came in between', async (t) => {
  const month = utcMonth(NOW)
  const drifted = apply(created(), [{ type: 'reserve_wallet' }, { type: 'reserve_wallet' }, { type: 'record_transaction' }]).state
  const seen = { wallets: 2, transactions: 1 }
  const fixed = apply(drifted, [{ type: 'reconcile_usage', month, seen, existing: { wallets: 1, transactions: 0 } }])
  t.same(fixed.outcomes, ['accepted'])
  t.same(fixed.state.status === 'active' && [fixed.state.walletsUsed, fixed.state.transactions[month]], [1, 0])
  const existing = { wallets: 1, transactions: 0 }
  const moved = apply(drifted, [{ type: 'reserve_wallet' }, { type: 'reconcile_usage', month, seen, existing }])
  const counters = (s: MerchantState) => s.status === 'active' && [s.walletsUsed, s.transactions[month]]
  t.same(counters(moved.state), [3, 0], 'the wallet count moved: left alone')
  const same = apply(drifted, [{ type: 'reconcile_usage', month, seen, existing: seen }])
  t.same(same.outcomes, ['unchanged'], 'already equal: nothing written')
})

t.test('set_plan: an upgrade applies at once and lifts the cap', async (t) => {
  let { state } = apply(
    created(),
    Array.from({ length: 5 }, (_, i) => ({ type: 'reserve_wallet' as const })),
  )
  state = apply(state, [{ type: 'set_plan', plan: 'professional', duration: 'monthly', by: ADMIN }]).state
  t.same(apply(state, [{ type: 'reserve_wallet' }]).outcomes, ['accepted'])
})

t.test('error: business_not_found before creation', async (t) => {
  t.same(apply({ status: 'new', id: 'zz' }, [{ type: 'get' }]).outcomes, ['BUSINESS_NOT_FOUND'])
})

t.test('utcMonth: the calendar month in UTC, at and around its edges', async (t) => {
  t.equal(utcMonth(Date.UTC(2026, 10, 30, 23, 59, 59, 999)), '2026-11')
  t.equal(utcMonth(Date.UTC(2026, 11, 1)), '2026-12')
  t.equal(utcMonth(Date.UTC(2026, 10, 15)), '2026-11', 'back to an earlier month')
  t.equal(utcMonth(Date.UTC(2027, 0, 1) - 1), '2026-12')
  t.equal(utcMonth(Date.UTC(2027, 0, 1)), '2027-01')
})
