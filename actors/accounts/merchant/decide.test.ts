import t from 'tap'
import { ADMIN } from './decide_billing_fixtures'
import { decideMerchant, merchantKind } from './decide'
import { utcMonth } from './plans'
import type { MerchantState } from './state'
import { created, NOW, DAY } from './decide_fixtures'

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
    commands: [{ type: 'set_plan', plan: 'professional', duration: 'annual', by: ADMIN }],
    at: NOW + DAY,
    last: {
      kind: 'accepted',
      state: {
        recentOps: [],
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
    commands: [{ type: 'set_plan', plan: 'business', duration: 'monthly', by: ADMIN }],
    last: { state: { recentOps: [], subscription: { plan: 'business', expiresAtMs: Date.UTC(2026, 11, 22, 12) } } },
  },
  {
    name: 'plan_paid: the same payment again -> unchanged',
    commands: [
      { type: 'plan_paid', plan: 'professional', duration: 'annual', opId: 'op1' },
      { type: 'plan_paid', plan: 'business', duration: 'annual', opId: 'op1' },
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
