import t from 'tap'
import { decideMerchant, merchantKind } from './decide'
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
  let { state } = apply(created(), [{ type: 'set_plan', plan: 'starter', duration: 'annual' }])
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
  state = apply(state, [{ type: 'set_plan', plan: 'professional', duration: 'monthly' }]).state
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

/** What the caller sees from the last of a few commands: reply, events with payloads, rejection message. */
const rows: Array<{ name: string; commands: Parameters<typeof decideMerchant>[1][]; at?: number; fresh?: boolean; last: object }> = [
  {
    name: 'error: business_not_found says so',
    fresh: true,
    commands: [{ type: 'get' }],
    last: { rejection: { message: 'business not found' } },
  },
  {
    name: 'create: merchant.created names the business; not approved for OTC',
    fresh: true,
    commands: [{ type: 'create', name: 'Shop', accountType: 'business', ownerUserId: 'u1' }],
    last: {
      kind: 'accepted',
      state: { otcApproved: false },
      events: [{ type: 'merchant.created', payload: { businessId: 'zz', name: 'Shop' } }],
    },
  },
  {
    name: 'create again -> unchanged',
    commands: [{ type: 'create', name: 'Other', accountType: 'individual', ownerUserId: 'u2' }],
    last: { kind: 'unchanged', reply: { name: 'Shop' } },
  },
  { name: 'get -> the merchant', commands: [{ type: 'get' }], last: { kind: 'unchanged', reply: { name: 'Shop', status: 'active' } } },
  {
    name: 'set_kyc: a change -> merchant.kyc_changed',
    commands: [{ type: 'set_kyc', kyc: 'approved' }],
    last: {
      kind: 'accepted',
      state: { kyc: 'approved' },
      events: [{ type: 'merchant.kyc_changed', payload: { businessId: 'b1', kyc: 'approved' } }],
    },
  },
  { name: 'set_kyc: the same -> unchanged', commands: [{ type: 'set_kyc', kyc: 'pending' }], last: { kind: 'unchanged' } },
  {
    name: 'set_otc_access -> merchant.otc_access_changed',
    commands: [{ type: 'set_otc_access', approved: true }],
    last: {
      kind: 'accepted',
      state: { otcApproved: true },
      events: [{ type: 'merchant.otc_access_changed', payload: { businessId: 'b1', approved: true } }],
    },
  },
  {
    name: 'set_plan annual: twelve months from now -> merchant.plan_changed',
    commands: [{ type: 'set_plan', plan: 'professional', duration: 'annual', opId: 'op1' }],
    at: NOW + DAY,
    last: {
      kind: 'accepted',
      state: {
        recentOps: ['op1'],
        subscription: {
          plan: 'professional',
          duration: 'annual',
          status: 'active',
          startedAtMs: NOW + DAY,
          expiresAtMs: Date.UTC(2027, 10, 23, 12),
        },
      },
      events: [{ type: 'merchant.plan_changed', payload: { businessId: 'b1', plan: 'professional', duration: 'annual' } }],
    },
  },
  {
    name: 'set_plan monthly: one month from now',
    commands: [{ type: 'set_plan', plan: 'business', duration: 'monthly' }],
    last: { state: { recentOps: [], subscription: { plan: 'business', expiresAtMs: Date.UTC(2026, 11, 22, 12) } } },
  },
  {
    name: 'set_plan: the same operation again -> unchanged',
    commands: [
      { type: 'set_plan', plan: 'professional', duration: 'annual', opId: 'op1' },
      { type: 'set_plan', plan: 'business', duration: 'annual', opId: 'op1' },
    ],
    last: { kind: 'unchanged', reply: { subscription: { plan: 'professional' } } },
  },
  {
    name: 'check_active: active until the second the period ends',
    commands: [{ type: 'check_active' }],
    at: Date.UTC(2026, 11, 22, 12) - 1,
    last: { kind: 'unchanged' },
  },
  {
    name: 'error: SUBSCRIPTION_EXPIRED at the end of the period, and says so',
    commands: [{ type: 'check_active' }],
    at: Date.UTC(2026, 11, 22, 12),
    last: { rejection: { code: 'SUBSCRIPTION_EXPIRED', message: 'subscription expired' } },
  },
  {
    name: 'error: WALLET_LIMIT_EXCEEDED names the plan and its cap',
    commands: Array.from({ length: 6 }, () => ({ type: 'reserve_wallet' as const })),
    last: { rejection: { code: 'WALLET_LIMIT_EXCEEDED', message: 'wallet limit reached for the starter plan (5)' } },
  },
  {
    name: 'error: KYC_REQUIRED before anything is counted',
    commands: [{ type: 'check_transaction', requires: { kyc: 'approved' } }],
    last: { rejection: { code: 'KYC_REQUIRED', message: 'this needs approved KYC' } },
  },
  {
    name: 'check_transaction: approved KYC and a business account -> allowed',
    commands: [
      { type: 'set_kyc', kyc: 'approved' },
      { type: 'check_transaction', requires: { kyc: 'approved', accountType: 'business' } },
    ],
    last: { kind: 'unchanged' },
  },
  {
    name: 'error: BUSINESS_ACCOUNT_REQUIRED for an individual account',
    fresh: true,
    commands: [
      { type: 'create', name: 'Me', accountType: 'individual', ownerUserId: 'u1' },
      { type: 'check_transaction', requires: { accountType: 'business' } },
    ],
    last: {
      rejection: { code: 'BUSINESS_ACCOUNT_REQUIRED', message: 'checkout sessions can only be created by business accounts' },
    },
  },
  {
    name: 'record_transaction: counted in the current UTC month',
    commands: [{ type: 'record_transaction' }],
    last: { kind: 'accepted', state: { transactions: { [utcMonth(NOW)]: 1 } } },
  },
  {
    name: 'reconcile_usage: the transactions alone drifted -> corrected',
    commands: [
      { type: 'record_transaction' },
      { type: 'reconcile_usage', month: utcMonth(NOW), seen: { wallets: 0, transactions: 1 }, existing: { wallets: 0, transactions: 0 } },
    ],
    last: { kind: 'accepted', state: { walletsUsed: 0, transactions: { [utcMonth(NOW)]: 0 } } },
  },
  {
    name: 'reconcile_usage: a transaction counted since the read -> unchanged',
    commands: [
      { type: 'record_transaction' },
      { type: 'reconcile_usage', month: utcMonth(NOW), seen: { wallets: 0, transactions: 0 }, existing: { wallets: 0, transactions: 0 } },
    ],
    last: { kind: 'unchanged' },
  },
]

for (const row of rows) {
  t.test(row.name, async (t) => {
    let s: MerchantState = row.fresh ? { status: 'new', id: 'zz' } : created()
    let last: ReturnType<typeof decideMerchant> | undefined
    for (const c of row.commands) {
      last = decideMerchant(s, c, row.at ?? NOW)
      if (last.kind === 'accepted') s = last.state
    }
    t.match(last, row.last)
  })
}

t.test('the kind: a new merchant is empty', async (t) => {
  t.same(merchantKind.initial('x'), { status: 'new', id: 'x' })
  t.equal(merchantKind.kind, 'merchant')
})
