/** change_plan, the owner's plan change: what is a purchase, what it opens, what it refuses, how the grace is bounded. */
import t from 'tap'
import type { MerchantCommand } from './commands'
import { GRACE, NOW, OWNER, DAY, TRIAL_END, admin, check, paid, runRows, trial, up, type Row } from './decide_billing_fixtures'

const rows: Row[] = [
  {
    name: 'change_plan: starter -> business applies at once and opens an invoice of 129.00 USD due after the grace',
    steps: [[up('business', 'monthly', 'inv1')]],
    outcomes: ['accepted'],
    subscription: {
      plan: 'business',
      duration: 'monthly',
      status: 'active',
      startedAtMs: NOW,
      expiresAtMs: TRIAL_END,
      invoice: { id: 'inv1', plan: 'business', amountUsd: '129.00', issuedAtMs: NOW, dueAtMs: NOW + GRACE, before: trial },
    },
    last: {
      events: [
        { type: 'merchant.plan_changed', payload: { plan: 'business', duration: 'monthly' } },
        {
          type: 'audit.recorded',
          payload: { action: 'plan.changed', by: OWNER, changes: { plan: { from: 'starter', to: 'business' }, how: 'purchase' } },
        },
        { type: 'merchant.invoice_opened', payload: { businessId: 'b1', invoiceId: 'inv1', plan: 'business', amountUsd: '129.00' } },
      ],
    },
  },
  {
    name: 'change_plan: annual -> the annual price (1548.00) and twelve months',
    steps: [[up('business', 'annual', 'inv1')]],
    outcomes: ['accepted'],
    subscription: { expiresAtMs: Date.UTC(2027, 10, 22, 12), invoice: { amountUsd: '1548.00' } },
  },
  {
    name: 'change_plan: the new limits apply from the next command (a sixth wallet on business)',
    steps: [[up('business', 'monthly', 'inv1')], ...Array.from({ length: 6 }, (): [MerchantCommand] => [{ type: 'reserve_wallet' }])],
    outcomes: ['accepted', 'accepted', 'accepted', 'accepted', 'accepted', 'accepted', 'accepted'],
  },
  {
    name: 'error: PLAN_NOT_PURCHASABLE: enterprise, monthly or annual, and nothing changes',
    steps: [[up('enterprise', 'monthly', 'inv1')], [up('enterprise', 'annual', 'inv2')]],
    outcomes: ['PLAN_NOT_PURCHASABLE', 'PLAN_NOT_PURCHASABLE'],
    subscription: trial,
    absent: ['invoice'],
    last: { rejection: { field: 'plan', message: /priced by agreement and set by an administrator/ } },
  },
  {
    name: 'change_plan: the current plan -> unchanged, no invoice',
    steps: [[up('starter', 'monthly', 'inv1')]],
    outcomes: ['unchanged'],
    absent: ['invoice'],
  },
  {
    name: 'change_plan: the same plan monthly -> annual is a purchase (156.00); annual -> monthly runs on unchanged',
    steps: [[up('starter', 'annual', 'inv1')], [paid('starter', 'annual', 'op1', 'inv1')], [up('starter', 'monthly', 'inv2')]],
    outcomes: ['accepted', 'accepted', 'unchanged'],
    subscription: { duration: 'annual' },
    absent: ['invoice'],
  },
  {
    name: 'change_plan: a downgrade applies at once, keeps the paid period, opens no invoice',
    steps: [[admin('business', 'annual')], [up('professional', 'monthly', 'inv1'), NOW + DAY]],
    outcomes: ['accepted', 'accepted'],
    subscription: { plan: 'professional', duration: 'annual', startedAtMs: NOW, expiresAtMs: Date.UTC(2027, 10, 22, 12) },
    absent: ['invoice'],
  },
  {
    name: 'change_plan: the unpaid upgrade asked again (a retry) -> unchanged, the same invoice',
    steps: [[up('business', 'monthly', 'inv1')], [up('business', 'monthly', 'inv2'), NOW + DAY]],
    outcomes: ['accepted', 'unchanged'],
    subscription: { invoice: { id: 'inv1', dueAtMs: NOW + GRACE } },
  },
  {
    name: 'change_plan: another paid plan while unpaid replaces the invoice and keeps its due date',
    steps: [[up('business', 'monthly', 'inv1')], [up('professional', 'monthly', 'inv2'), NOW + 2 * DAY]],
    outcomes: ['accepted', 'accepted'],
    subscription: {
      plan: 'professional',
      startedAtMs: NOW + 2 * DAY,
      invoice: { id: 'inv2', amountUsd: '42.00', dueAtMs: NOW + GRACE, before: trial },
    },
    last: {
      events: [
        { type: 'merchant.plan_changed' },
        { type: 'audit.recorded' },
        { type: 'merchant.invoice_voided', payload: { invoiceId: 'inv1', reason: 'replaced' } },
        { type: 'merchant.invoice_opened' },
      ],
    },
  },
  {
    name: 'change_plan: back to the plan before the unpaid upgrade -> restored, the invoice voided, its due date kept as the limit',
    steps: [[up('business', 'monthly', 'inv1')], [up('starter', 'monthly', 'inv2'), NOW + DAY]],
    outcomes: ['accepted', 'accepted'],
    subscription: { ...trial, graceEndsAtMs: NOW + GRACE },
    absent: ['invoice'],
    last: {
      events: [
        { type: 'merchant.plan_changed' },
        { type: 'audit.recorded', payload: { changes: { plan: { from: 'business', to: 'starter' }, how: 'change' } } },
        { type: 'merchant.invoice_voided', payload: { reason: 'given_up' } },
      ],
    },
  },
  {
    name: 'change_plan: below the plan before the unpaid upgrade -> that period, the lower plan',
    steps: [[admin('professional', 'monthly')], [up('business', 'monthly', 'inv1')], [up('starter', 'monthly', 'inv2'), NOW + DAY]],
    outcomes: ['accepted', 'accepted', 'accepted'],
    subscription: { plan: 'starter', duration: 'monthly', startedAtMs: NOW, expiresAtMs: TRIAL_END, graceEndsAtMs: NOW + GRACE },
    absent: ['invoice'],
  },
  {
    name: 'change_plan: upgrading again after giving up -> due when the first one was, not a new grace',
    steps: [
      [up('business', 'monthly', 'inv1')],
      [up('starter', 'monthly', 'x'), NOW + DAY],
      [up('business', 'monthly', 'inv3'), NOW + 2 * DAY],
    ],
    outcomes: ['accepted', 'accepted', 'accepted'],
    subscription: { invoice: { id: 'inv3', dueAtMs: NOW + GRACE } },
  },
  {
    name: 'error: PLAN_PAYMENT_REQUIRED: upgrading again after giving up, past the first due date',
    steps: [
      [up('business', 'monthly', 'inv1')],
      [up('starter', 'monthly', 'x'), NOW + DAY],
      [up('business', 'monthly', 'inv3'), NOW + 8 * DAY],
    ],
    outcomes: ['accepted', 'accepted', 'PLAN_PAYMENT_REQUIRED'],
    last: { rejection: { message: /crypto-checkout/ } },
  },
  {
    name: 'error: PLAN_PAYMENT_REQUIRED: another upgrade while the invoice is overdue; going back is still allowed',
    steps: [
      [up('professional', 'monthly', 'inv1')],
      [up('business', 'monthly', 'inv2'), NOW + GRACE],
      [up('starter', 'monthly', 'x'), NOW + GRACE],
      [check, NOW + GRACE],
    ],
    outcomes: ['accepted', 'PLAN_PAYMENT_REQUIRED', 'accepted', 'unchanged'],
    subscription: { ...trial, graceEndsAtMs: NOW + GRACE },
  },
  {
    name: 'error: PLAN_PAYMENT_REQUIRED: no grace configured (0 days): upgrades are paid first',
    steps: [[up('business', 'monthly', 'inv1', 0)]],
    outcomes: ['PLAN_PAYMENT_REQUIRED'],
    absent: ['invoice'],
  },
  {
    name: 'change_plan: a lapsed plan is renewed by buying it: the same plan opens an invoice (13.00)',
    steps: [[up('starter', 'monthly', 'inv1'), NOW + 31 * DAY]],
    outcomes: ['accepted'],
    subscription: { plan: 'starter', status: 'active', startedAtMs: NOW + 31 * DAY, invoice: { amountUsd: '13.00' } },
  },
  {
    name: 'change_plan: an expired plan makes a lower plan a purchase too',
    steps: [[admin('professional', 'monthly', 'expired')], [up('starter', 'monthly', 'inv1')]],
    outcomes: ['accepted', 'accepted'],
    subscription: {
      plan: 'starter',
      status: 'active',
      invoice: { amountUsd: '13.00', before: { plan: 'professional', status: 'expired' } },
    },
  },
]

runRows(t, rows)
