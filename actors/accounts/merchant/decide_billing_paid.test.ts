/** plan_paid (the crypto checkout's payments), set_plan (the admin's), the grace as gated calls see it, and the price table. */
import t from 'tap'
import { planPriceUsd } from './billing'
import { GRACE, NOW, DAY, TRIAL_END, admin, check, paid, runRows, up, type Row } from './decide_billing_fixtures'

const rows: Row[] = [
  {
    name: 'check_active: active through the grace; from the due date SUBSCRIPTION_EXPIRED names the unpaid invoice',
    steps: [[up('business', 'monthly', 'inv1')], [check, NOW + GRACE - 1], [{ type: 'reserve_wallet' }, NOW + GRACE], [check, NOW + GRACE]],
    outcomes: ['accepted', 'unchanged', 'SUBSCRIPTION_EXPIRED', 'SUBSCRIPTION_EXPIRED'],
    last: { rejection: { message: /^subscription expired: invoice inv1 \(business, 129\.00 USD\) was due .* and is unpaid$/ } },
  },
  {
    name: 'plan_paid: the invoice paid within the grace -> settled; the plan keeps its period and stays active',
    steps: [[up('business', 'monthly', 'inv1')], [paid('business', 'monthly', 'op1', 'inv1'), NOW + 3 * DAY], [check, NOW + 20 * DAY]],
    outcomes: ['accepted', 'accepted', 'unchanged'],
    subscription: { plan: 'business', status: 'active', startedAtMs: NOW, expiresAtMs: TRIAL_END },
    absent: ['invoice', 'graceEndsAtMs'],
  },
  {
    name: 'plan_paid: the invoice paid late -> settled; the period starts at the payment',
    steps: [[up('business', 'monthly', 'inv1')], [paid('business', 'monthly', 'op1', 'inv1'), NOW + 10 * DAY]],
    outcomes: ['accepted', 'accepted'],
    subscription: { plan: 'business', status: 'active', startedAtMs: NOW + 10 * DAY, expiresAtMs: Date.UTC(2027, 0, 2, 12) },
    absent: ['invoice'],
    last: {
      events: [
        { type: 'merchant.invoice_paid', payload: { invoiceId: 'inv1', reason: 'late' } },
        { type: 'merchant.plan_changed', payload: { plan: 'business' } },
        // Bought by a payment: the platform's act, not a member's.
        { type: 'audit.recorded', payload: { action: 'plan.changed', by: { kind: 'system' }, changes: { how: 'payment' } } },
      ],
    },
  },
  {
    name: 'plan_paid: a plan bought without an invoice -> that plan from the payment; the open invoice is voided',
    steps: [[up('business', 'monthly', 'inv1')], [paid('professional', 'annual', 'op1'), NOW + DAY]],
    outcomes: ['accepted', 'accepted'],
    subscription: { plan: 'professional', duration: 'annual', startedAtMs: NOW + DAY },
    absent: ['invoice'],
    last: {
      events: [
        { type: 'merchant.invoice_voided', payload: { invoiceId: 'inv1', reason: 'superseded' } },
        { type: 'merchant.plan_changed' },
      ],
    },
  },
  {
    name: 'plan_paid: for an invoice replaced since -> buys the plan it was for, from the payment',
    steps: [
      [up('business', 'monthly', 'inv1')],
      [up('professional', 'monthly', 'inv2')],
      [paid('business', 'monthly', 'op1', 'inv1'), NOW + DAY],
    ],
    outcomes: ['accepted', 'accepted', 'accepted'],
    subscription: { plan: 'business', startedAtMs: NOW + DAY },
    absent: ['invoice'],
  },
  {
    name: 'plan_paid: the same payment again -> unchanged',
    steps: [
      [up('business', 'monthly', 'inv1')],
      [paid('business', 'monthly', 'op1', 'inv1')],
      [paid('business', 'monthly', 'op1', 'inv1'), NOW + DAY],
    ],
    outcomes: ['accepted', 'accepted', 'unchanged'],
  },
  {
    name: 'plan_paid: a payment lifts the grace limit: the next upgrade gets a full grace again',
    steps: [
      [up('business', 'monthly', 'inv1')],
      [up('starter', 'monthly', 'x'), NOW + DAY],
      [paid('starter', 'monthly', 'op1'), NOW + 2 * DAY],
      [up('business', 'monthly', 'inv2'), NOW + 2 * DAY],
    ],
    outcomes: ['accepted', 'accepted', 'accepted', 'accepted'],
    subscription: { invoice: { id: 'inv2', dueAtMs: NOW + 2 * DAY + GRACE } },
  },
  {
    name: 'set_plan (admin): free, any plan; drops the open invoice and the grace limit',
    steps: [[up('business', 'monthly', 'inv1')], [admin('enterprise', 'monthly'), NOW + DAY], [check, NOW + 20 * DAY]],
    outcomes: ['accepted', 'accepted', 'unchanged'],
    subscription: { plan: 'enterprise' },
    absent: ['invoice', 'graceEndsAtMs'],
  },
]

runRows(t, rows)

t.test('planPriceUsd: the spec table in USD with scale 2; enterprise has none', async (t) => {
  const prices = (['starter', 'professional', 'business', 'enterprise'] as const).map((p) => [
    planPriceUsd(p, 'monthly'),
    planPriceUsd(p, 'annual'),
  ])
  t.same(prices, [
    ['13.00', '156.00'],
    ['42.00', '504.00'],
    ['129.00', '1548.00'],
    [null, null],
  ])
})
