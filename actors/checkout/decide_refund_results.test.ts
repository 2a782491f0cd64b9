/** Checkout decide table: RefundResult, the send's outcome reaching the session. Fixtures and the row runner: test/support/checkout_decide.ts. */
import { T0, paid, refund, result, runRows } from '../../test/support/checkout_decide'

runRows([
  {
    name: 'RefundResult: sent -> submitted with its transaction, fee and sent units; refund.submitted',
    commands: [
      ...paid,
      [refund('r1', 300n), T0],
      [refund('r2', 200n), T0],
      [result('r2', { txHash: '0xR', fee: 5n, sentUnits: 2n }), T0 + 9],
    ],
    status: 'paid',
    timers: {},
    decision: {
      kind: 'accepted',
      events: [{ type: 'refund.submitted', payload: { sessionId: 's', refundId: 'r2' } }],
      state: {
        refunds: [
          { id: 'r1', status: 'processing', txHash: null },
          { id: 'r2', status: 'submitted', txHash: '0xR', fee: 5n, sentUnits: 2n, updatedAtMs: T0 + 9 },
        ],
      },
    },
  },
  {
    name: 'RefundResult: not sent -> failed, with a reason even when none is given; refund.failed',
    commands: [...paid, [refund('r1', 300n), T0], [result('r1'), T0]],
    status: 'paid',
    timers: {},
    decision: {
      events: [{ type: 'refund.failed', payload: { sessionId: 's', refundId: 'r1' } }],
      state: { refunds: [{ status: 'failed', failure: 'send failed' }] },
    },
  },
  {
    name: 'RefundResult: the same news again -> unchanged',
    commands: [
      ...paid,
      [refund('r1', 300n), T0],
      [result('r1', { txHash: '0xR', fee: 1n }), T0],
      [result('r1', { txHash: '0xR', fee: 1n }), T0 + 1],
    ],
    status: 'paid',
    timers: {},
    decision: { kind: 'unchanged' },
  },
  {
    name: 'RefundResult: submitted, then its transaction can never land (reverted) -> failed; refund.failed; the hash stays',
    commands: [
      ...paid,
      [refund('r1', 300n), T0],
      [result('r1', { txHash: '0xR', fee: 1n }), T0],
      [result('r1', { failure: 'reverted' }), T0 + 5],
    ],
    status: 'paid',
    timers: {},
    decision: {
      kind: 'accepted',
      events: [{ type: 'refund.failed', payload: { sessionId: 's', refundId: 'r1' } }],
      state: { refunds: [{ status: 'failed', failure: 'reverted', txHash: '0xR', updatedAtMs: T0 + 5 }] },
    },
  },
  {
    name: 'RefundResult: failed is final -> a late submitted changes nothing',
    commands: [...paid, [refund('r1', 300n), T0], [result('r1'), T0], [result('r1', { txHash: '0xR', fee: 1n }), T0 + 5]],
    status: 'paid',
    timers: {},
    decision: { kind: 'unchanged' },
  },
  {
    name: 'error: refund_not_found',
    commands: [...paid, [result('r9'), T0]],
    rejected: 'REFUND_NOT_FOUND',
    decision: { rejection: { message: 'refund not found' } },
  },
])
