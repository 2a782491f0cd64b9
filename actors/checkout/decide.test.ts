/** Checkout decide table: create, get and select: the session before any payment, and its rejections. Fixtures and the row runner: test/support/checkout_decide.ts. */
import t from 'tap'
import { checkoutKind, decideCheckout } from './decide'
import type { CheckoutCommand } from './commands'
import type { Selection } from './state'
import { T0, TTL, create, deposit, run, open, select, paid, selection, runRows } from '../../test/support/checkout_decide'

runRows([
  { name: 'create -> pending with an expiry timer', commands: [[create, T0]], status: 'pending', events: [], timers: { expire: T0 + TTL } },
  {
    name: 'create again, same body -> the same session (idempotent)',
    commands: [
      [create, T0],
      [create, T0 + 5],
    ],
    status: 'pending',
    events: [],
    timers: { expire: T0 + TTL },
  },
  {
    name: 'create again, same body -> unchanged: the same session answered, no rejection',
    commands: [
      [create, T0],
      [create, T0 + 5],
    ],
    timers: { expire: T0 + TTL },
    decision: { kind: 'unchanged', reply: { status: 'pending', requestHash: 'h1' } },
  },
  {
    name: 'Select: after a payment reversed by a reorg -> accepted (no money is on its way)',
    commands: [
      [create, T0],
      [select, T0],
      [deposit('t1', 10_000_000n, 'detected'), T0],
      [deposit('t1', 10_000_000n, 'reversed'), T0],
      [{ type: 'select', selection: { ...selection, network: 'POL' } }, T0],
    ],
    timers: { expire: T0 + TTL },
    decision: { kind: 'accepted', state: { selection: { network: 'POL' } } },
  },
  {
    name: 'Select: another currency on the same network keeps the earlier one watched',
    commands: [
      [create, T0],
      [select, T0],
      [{ type: 'select', selection: { ...selection, currency: 'USDT' } }, T0],
    ],
    timers: { expire: T0 + TTL },
    decision: { kind: 'accepted', state: { selection: { currency: 'USDT' }, previous: [{ network: 'ETH', currency: 'USDC' }] } },
  },
  {
    name: 'error: IDEMPOTENCY_KEY_REUSED',
    commands: [
      [create, T0],
      [{ ...create, requestHash: 'other' } as CheckoutCommand, T0],
    ],
    rejected: 'IDEMPOTENCY_KEY_REUSED',
  },
  {
    name: 'error: payment_in_progress on a new selection after money arrived',
    commands: [
      [create, T0],
      [select, T0],
      [deposit('t1', 1n, 'detected'), T0],
      [{ type: 'select', selection: { ...selection, network: 'POL' } }, T0],
    ],
    rejected: 'PAYMENT_IN_PROGRESS',
  },
  {
    name: 'error: session_not_found',
    commands: [[{ type: 'get' }, T0]],
    rejected: 'SESSION_NOT_FOUND',
    decision: { rejection: { message: 'checkout session not found' } },
  },
  {
    name: 'get -> the session, unchanged',
    commands: [
      [create, T0],
      [{ type: 'get' }, T0],
    ],
    status: 'pending',
    timers: { expire: T0 + TTL },
    decision: { kind: 'unchanged', reply: { status: 'pending', id: 's' } },
  },
  {
    name: 'error: IDEMPOTENCY_KEY_REUSED on create says why',
    commands: [
      [create, T0],
      [{ ...create, requestHash: 'other' } as CheckoutCommand, T0],
    ],
    rejected: 'IDEMPOTENCY_KEY_REUSED',
    decision: { rejection: { message: /^this Idempotency-Key was already used for a different checkout session request: / } },
  },
  {
    name: 'error: session_closed on select after payment',
    commands: [...paid, [select, T0]],
    rejected: 'SESSION_CLOSED',
    decision: { rejection: { message: 'the session is paid' } },
  },
  {
    name: 'error: payment_in_progress after a confirmed part payment',
    commands: [
      [create, T0],
      [select, T0],
      [deposit('t1', 1n, 'confirmed'), T0],
      [{ type: 'select', selection: { ...selection, network: 'POL' } }, T0],
    ],
    rejected: 'PAYMENT_IN_PROGRESS',
    decision: { rejection: { message: 'a payment was already received for this session; the selection can no longer change' } },
  },
  {
    name: 'error: session_closed on select after the payment failed',
    commands: [
      [create, T0],
      [select, T0],
      [deposit('t1', 1n, 'detected'), T0],
      [deposit('t1', 1n, 'failed'), T0],
      [{ type: 'select', selection: { ...selection, network: 'POL' } }, T0],
    ],
    status: 'failed',
    timers: {},
    rejected: 'SESSION_CLOSED',
  },
])

t.test('Select: toggling between two options keeps one earlier entry per network and currency', async (t) => {
  const pol: Selection = { ...selection, network: 'POL', address: '0xP' }
  const commands: Array<[CheckoutCommand, number]> = [
    [create, T0],
    [select, T0],
  ]
  for (let i = 0; i < 10; i++) commands.push([{ type: 'select', selection: pol }, T0], [select, T0])
  const s = open(run(commands).state)
  t.equal(s.selection!.network, 'ETH')
  t.same(
    s.previous.map((x) => `${x.network}:${x.currency}`),
    ['POL:USDC'],
    'the earlier address is still watched, once',
  )
})

t.test('the kind: a new session is empty, and its timer is the expiry', async (t) => {
  t.same(checkoutKind.initial('x'), { status: 'new', id: 'x' })
  t.same(checkoutKind.onTimer!({ name: 'expire', dueAtMs: T0, payload: undefined }), { type: 'expire' })
  t.equal(checkoutKind.kind, 'checkout')
})

t.test('Select: another address index for the same session is a bug (assert), never a second address', async (t) => {
  const selected = run([
    [create, T0],
    [select, T0],
  ]).state
  t.throws(() => decideCheckout(selected, { type: 'select', selection: { ...selection, network: 'POL', index: 2 } }, T0), {
    message: 'a session keeps one address index',
  })
})

t.test('Select: earlier entries stored twice (an older state) are kept once', async (t) => {
  const pol: Selection = { ...selection, network: 'POL' }
  const selected = open(
    run([
      [create, T0],
      [select, T0],
    ]).state,
  )
  const d = decideCheckout({ ...selected, previous: [pol, pol] }, { type: 'select', selection: { ...selection, network: 'BSC' } }, T0)
  t.match(d, { kind: 'accepted' })
  if (d.kind === 'accepted')
    t.same(
      open(d.state).previous.map((x) => x.network),
      ['POL', 'ETH'],
    )
})

t.test('Expire: a pending session whose only payment failed expires; it did not fail by reorg', async (t) => {
  const selected = open(
    run([
      [create, T0],
      [select, T0],
      [deposit('t1', 10_000_000n, 'confirmed'), T0],
    ]).state,
  )
  const failedOnly = {
    ...selected,
    status: 'pending' as const,
    payments: selected.payments.map((p) => ({ ...p, status: 'failed' as const })),
  }
  t.match(decideCheckout(failedOnly, { type: 'expire' }, T0 + TTL), { kind: 'accepted', state: { status: 'expired' } })
})
