/** Checkout decide table: Expire and what comes after the deadline: expired, partial, paid late, a payment holding the session open. Fixtures and the row runner: test/support/checkout_decide.ts. */
import { EXPIRY_RECHECK_MS } from './decide'
import { T0, TTL, create, deposit, select, paid, runRows } from '../../test/support/checkout_decide'

runRows([
  {
    name: 'Expire: a reversed payment that never came back -> failed',
    commands: [
      [create, T0],
      [select, T0],
      [deposit('t1', 10_000_000n, 'detected'), T0],
      [deposit('t1', 10_000_000n, 'reversed'), T0],
      [{ type: 'expire' }, T0 + TTL],
    ],
    status: 'failed',
    events: ['payment.detected', 'payment.failed'],
    timers: {},
  },
  {
    name: 'Expire: nothing paid -> expired',
    commands: [
      [create, T0],
      [{ type: 'expire' }, T0 + TTL],
    ],
    status: 'expired',
    events: ['payment.expired'],
    timers: {},
  },
  {
    name: 'Expire: early timer -> unchanged',
    commands: [
      [create, T0],
      [{ type: 'expire' }, T0 + TTL - 1],
    ],
    status: 'pending',
    timers: { expire: T0 + TTL },
  },
  {
    name: 'Expire: underpaid -> expired, partial',
    commands: [
      [create, T0],
      [select, T0],
      [deposit('t1', 4_000_000n, 'confirmed'), T0],
      [{ type: 'expire' }, T0 + TTL],
    ],
    status: 'expired',
    exception: 'partial',
    timers: {},
  },
  {
    name: 'Expire: a payment still confirming holds the session open',
    commands: [
      [create, T0],
      [select, T0],
      [deposit('t1', 10_000_000n, 'detected'), T0],
      [{ type: 'expire' }, T0 + TTL],
    ],
    status: 'pending',
    events: ['payment.detected'],
    timers: { expire: T0 + TTL + EXPIRY_RECHECK_MS },
  },
  {
    name: 'RecordPayment: after expiry -> expired, paid_late',
    commands: [
      [create, T0],
      [select, T0],
      [{ type: 'expire' }, T0 + TTL],
      [deposit('t1', 10_000_000n, 'confirmed'), T0 + TTL + 1],
    ],
    status: 'expired',
    exception: 'paid_late',
    events: ['payment.expired'],
    timers: {},
  },
  {
    name: 'error: session_expired on select after the deadline',
    commands: [
      [create, T0],
      [select, T0 + TTL],
    ],
    rejected: 'SESSION_EXPIRED',
  },
  {
    name: 'error: session_expired says so',
    commands: [
      [create, T0],
      [select, T0 + TTL],
    ],
    rejected: 'SESSION_EXPIRED',
    decision: { rejection: { message: 'the session has expired' } },
  },
  {
    name: 'Expire: a paid session -> unchanged',
    commands: [...paid, [{ type: 'expire' }, T0 + TTL]],
    status: 'paid',
    timers: {},
    decision: { kind: 'unchanged' },
  },
  {
    name: 'Expire: reversed, but another payment confirmed -> expired, partial (not failed)',
    commands: [
      [create, T0],
      [select, T0],
      [deposit('t1', 5_000_000n, 'detected'), T0],
      [deposit('t1', 5_000_000n, 'reversed'), T0],
      [deposit('t2', 4_000_000n, 'confirmed'), T0],
      [{ type: 'expire' }, T0 + TTL],
    ],
    status: 'expired',
    exception: 'partial',
    timers: {},
    decision: { events: [{ type: 'payment.expired', payload: { status: 'expired', closedAtMs: T0 + TTL } }] },
  },
  {
    name: 'Expire: a reversed payment -> payment.failed names the session and the payment',
    commands: [
      [create, T0],
      [select, T0],
      [deposit('t1', 10_000_000n, 'detected'), T0],
      [deposit('t1', 10_000_000n, 'reversed'), T0],
      [{ type: 'expire' }, T0 + TTL],
    ],
    status: 'failed',
    timers: {},
    decision: {
      events: [{ type: 'payment.failed', payload: { session: { status: 'failed', closedAtMs: T0 + TTL }, payment: { txHash: 't1' } } }],
    },
  },
  {
    name: 'RecordPayment: after expiry, not enough -> expired, no exception',
    commands: [
      [create, T0],
      [select, T0],
      [{ type: 'expire' }, T0 + TTL],
      [deposit('t1', 4_000_000n, 'confirmed'), T0 + TTL + 1],
    ],
    status: 'expired',
    exception: 'none',
    timers: {},
  },
  {
    name: 'RecordPayment: after expiry, only detected -> expired, no exception',
    commands: [
      [create, T0],
      [select, T0],
      [{ type: 'expire' }, T0 + TTL],
      [deposit('t1', 10_000_000n, 'detected'), T0 + TTL + 1],
    ],
    status: 'expired',
    exception: 'none',
    timers: {},
  },
])
