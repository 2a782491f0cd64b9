/** Checkout decide table: Refund (shares of the paid amount, targets and who may choose them, idempotency); the results are in decide_refund_results.test.ts. Fixtures and the row runner: test/support/checkout_decide.ts. */
import t from 'tap'
import { decideCheckout } from './decide'
import type { CheckoutState } from './state'
import {
  T0,
  create,
  deposit,
  run,
  open,
  select,
  refund,
  result,
  from,
  paid,
  paidInEther,
  selection,
  paidOnTron,
  runRows,
  MERCHANT_KEY,
} from '../../test/support/checkout_decide'

/** An address that did not pay the session. */
const STRANGER = '0x000000000000000000000000000000000000dEaD'
/** A payer as the chain writes it (EIP-55 mixed case). */
const CHECKSUMMED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const TRON_PAYER = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7'

runRows([
  {
    name: 'error: not_refundable while pending',
    commands: [
      [create, T0],
      [
        {
          type: 'refund',
          refundId: 'r1',
          requestHash: 'x',
          fiat: null,
          reason: '',
          toAddress: null,
          mayChooseAddress: false,
          by: MERCHANT_KEY,
        },
        T0,
      ],
    ],
    rejected: 'NOT_REFUNDABLE',
    decision: { rejection: { message: 'only paid sessions can be refunded; this one is pending' } },
  },
  {
    name: 'Refund: part -> processing, to the payer, refund.created',
    commands: [...paid, [refund('r1', 300n), T0 + 7]],
    status: 'paid',
    timers: {},
    decision: {
      kind: 'accepted',
      events: [
        { type: 'refund.created', payload: { sessionId: 's', refundId: 'r1' } },
        // The audit entry: who refunded, how much and where to (the payer's own address here).
        {
          type: 'audit.recorded',
          payload: { action: 'refund.created', by: MERCHANT_KEY, changes: { amount: '3.00', destination: 'payer' } },
        },
      ],
      reply: { createdRefundId: 'r1' },
      state: {
        refunds: [
          {
            id: 'r1',
            requestHash: 'r1',
            units: 3_000_000n,
            network: 'ETH',
            currency: 'USDC',
            toAddress: '0xPAYER',
            reason: 'r',
            status: 'processing',
            rest: false,
            createdAtMs: T0 + 7,
          },
        ],
      },
    },
  },
  {
    name: 'Refund: no amount -> the rest',
    commands: [...paid, [refund('r1', null), T0]],
    status: 'paid',
    timers: {},
    decision: { state: { refunds: [{ fiat: { minor: 1000n, scale: 2 }, units: 10_000_000n, rest: true }] } },
  },
  {
    name: 'Refund: the same key and body again -> unchanged',
    commands: [...paid, [refund('r1', 300n), T0], [refund('r1', 300n), T0]],
    status: 'paid',
    timers: {},
    decision: { kind: 'unchanged' },
  },
  {
    name: 'error: IDEMPOTENCY_KEY_REUSED on a refund',
    commands: [...paid, [refund('r1', 300n), T0], [refund('r1', 300n, { requestHash: 'other' }), T0]],
    rejected: 'IDEMPOTENCY_KEY_REUSED',
    decision: { rejection: { message: /^this Idempotency-Key was already used for a different refund request: / } },
  },
  {
    name: 'error: refund_exceeds_remaining names what remains',
    commands: [...paid, [refund('r1', 300n), T0], [refund('r2', 701n), T0]],
    rejected: 'REFUND_EXCEEDS_REMAINING',
    decision: { rejection: { message: 'at most 7.00 USD remains refundable', field: 'amount' } },
  },
  {
    name: 'error: not_refundable once refunded in full',
    commands: [...paid, [refund('r1', null), T0], [refund('r2', 1n), T0]],
    rejected: 'NOT_REFUNDABLE',
    decision: { rejection: { message: 'the session has already been refunded in full' } },
  },
  {
    name: 'error: invalid_refund_address',
    commands: [...paid, [refund('r1', 300n, { toAddress: 'not-an-address' }), T0]],
    rejected: 'INVALID_REFUND_ADDRESS',
    decision: { rejection: { message: 'refund_address is not a ETH address', field: 'refund_address' } },
  },
  {
    name: 'error: refund_address_not_permitted: another address than the payer without checkout:refund_address',
    commands: [...paid, [refund('r1', 300n, { toAddress: STRANGER }), T0]],
    rejected: 'REFUND_ADDRESS_NOT_PERMITTED',
    decision: {
      kind: 'rejected',
      rejection: {
        code: 'REFUND_ADDRESS_NOT_PERMITTED',
        message: 'refund_address is not the address that paid; refunding elsewhere needs the checkout:refund_address permission',
        field: 'refund_address',
      },
    },
  },
  {
    name: 'Refund: the refused redirect recorded nothing, so the same refund id then refunds the payer',
    commands: [...paid, [refund('r1', 300n, { toAddress: STRANGER }), T0], [refund('r1', 300n, { requestHash: 'r1b' }), T0 + 1]],
    status: 'paid',
    timers: {},
    decision: {
      kind: 'accepted',
      events: [{ type: 'refund.created', payload: { sessionId: 's', refundId: 'r1' } }],
      reply: { createdRefundId: 'r1' },
      state: { refunds: [{ id: 'r1', requestHash: 'r1b', toAddress: '0xPAYER', status: 'processing', createdAtMs: T0 + 1 }] },
    },
  },
  {
    name: 'Refund: to another address with checkout:refund_address',
    commands: [...paid, [refund('r1', 300n, { toAddress: STRANGER, mayChooseAddress: true }), T0 + 7]],
    status: 'paid',
    timers: {},
    decision: {
      kind: 'accepted',
      events: [{ type: 'refund.created', payload: { sessionId: 's', refundId: 'r1' } }],
      reply: { createdRefundId: 'r1' },
      state: {
        refunds: [
          {
            id: 'r1',
            units: 3_000_000n,
            network: 'ETH',
            currency: 'USDC',
            toAddress: STRANGER,
            status: 'processing',
            rest: false,
            createdAtMs: T0 + 7,
          },
        ],
      },
    },
  },
  {
    name: 'Refund: a replay answers the refund as it stands, whatever the replaying key may do',
    commands: [
      ...paid,
      [refund('r1', 300n, { toAddress: STRANGER, mayChooseAddress: true }), T0],
      [refund('r1', 300n, { toAddress: STRANGER }), T0 + 1],
    ],
    status: 'paid',
    timers: {},
    decision: { kind: 'unchanged', reply: { refunds: [{ id: 'r1', toAddress: STRANGER, createdAtMs: T0 }] } },
  },
  {
    name: "Refund: the payer's own EVM address in another case needs no further permission; the chain's spelling is used",
    commands: [
      [create, T0],
      [select, T0],
      [from('t1', 10_000_000n, CHECKSUMMED), T0],
      [refund('r1', 300n, { toAddress: CHECKSUMMED.toLowerCase() }), T0],
    ],
    status: 'paid',
    timers: {},
    decision: {
      kind: 'accepted',
      events: [{ type: 'refund.created', payload: { sessionId: 's', refundId: 'r1' } }],
      reply: { createdRefundId: 'r1' },
      state: { refunds: [{ id: 'r1', toAddress: CHECKSUMMED, status: 'processing' }] },
    },
  },
  {
    name: 'error: refund_address_not_permitted: off EVM, an address in another case is another address',
    commands: [...paidOnTron(TRON_PAYER), [refund('r1', 300n, { toAddress: TRON_PAYER.replace('La2', 'LA2') }), T0]],
    rejected: 'REFUND_ADDRESS_NOT_PERMITTED',
    decision: { kind: 'rejected', rejection: { code: 'REFUND_ADDRESS_NOT_PERMITTED', field: 'refund_address' } },
  },
  {
    name: "Refund: off EVM, the payer's address exactly as written needs no further permission",
    commands: [...paidOnTron(TRON_PAYER), [refund('r1', 300n, { toAddress: TRON_PAYER }), T0]],
    status: 'paid',
    timers: {},
    decision: { kind: 'accepted', state: { refunds: [{ id: 'r1', network: 'TRX', toAddress: TRON_PAYER }] } },
  },
  {
    name: 'error: refund_address_required when the payment names no sender',
    commands: [
      [create, T0],
      [select, T0],
      [from('t1', 10_000_000n, ''), T0],
      [refund('r1', 300n), T0],
    ],
    rejected: 'REFUND_ADDRESS_REQUIRED',
    decision: { rejection: { message: 'the payment came from no single sender address; give refund_address', field: 'refund_address' } },
  },
  {
    name: 'Refund: the payment names no sender: to the address given, checkout:refund suffices',
    commands: [
      [create, T0],
      [select, T0],
      [from('t1', 10_000_000n, ''), T0],
      [refund('r1', 300n, { toAddress: STRANGER }), T0],
    ],
    status: 'paid',
    timers: {},
    decision: {
      kind: 'accepted',
      events: [{ type: 'refund.created', payload: { sessionId: 's', refundId: 'r1' } }],
      reply: { createdRefundId: 'r1' },
      state: { refunds: [{ id: 'r1', toAddress: STRANGER, status: 'processing' }] },
    },
  },
  {
    name: 'error: invalid_refund_address when the payment names no sender',
    commands: [
      [create, T0],
      [select, T0],
      [from('t1', 10_000_000n, ''), T0],
      [refund('r1', 300n, { toAddress: 'not-an-address', mayChooseAddress: true }), T0],
    ],
    rejected: 'INVALID_REFUND_ADDRESS',
    decision: { rejection: { message: 'refund_address is not a ETH address', field: 'refund_address' } },
  },
  {
    name: 'Refund: to the sender of the latest payment',
    commands: [
      [create, T0],
      [select, T0],
      [from('t1', 4_000_000n, '0xFIRST'), T0],
      [from('t2', 6_000_000n, '0xLAST'), T0],
      [refund('r1', 300n), T0],
    ],
    status: 'paid',
    timers: {},
    decision: { state: { refunds: [{ toAddress: '0xLAST' }] } },
  },
  {
    name: 'Refund: through the earlier selection the session was paid by',
    commands: [
      [create, T0],
      [select, T0],
      [{ type: 'select', selection: { ...selection, network: 'POL', address: '0xP' } }, T0],
      [deposit('t1', 10_000_000n, 'confirmed'), T0],
      [refund('r1', 300n), T0],
    ],
    status: 'paid',
    timers: {},
    decision: { state: { refunds: [{ network: 'ETH', toAddress: '0xPAYER' }] } },
  },
  {
    name: 'Refund in the native coin: the rest is what the address holds after earlier refunds and their fees',
    commands: [...paidInEther, [refund('r1', 300n), T0], [result('r1', { txHash: '0xR', fee: 1_000n }), T0], [refund('r2', null), T0]],
    status: 'paid',
    timers: {},
    decision: { state: { refunds: [{ units: 300_000n }, { units: 700_000n - 1_000n, rest: true }] } },
  },
])

t.test('Refund: shares of the due amount, the last one takes the rest, then not refundable', async (t) => {
  const paid = run([
    [create, T0],
    [select, T0],
    [deposit('t1', 10_000_003n, 'confirmed'), T0],
  ]).state
  const refund = (id: string, minor: bigint | null, s: CheckoutState) =>
    decideCheckout(
      s,
      {
        type: 'refund',
        refundId: id,
        requestHash: id,
        fiat: minor === null ? null : { minor, scale: 2 },
        reason: 'r',
        toAddress: null,
        mayChooseAddress: false,
        by: MERCHANT_KEY,
      },
      T0,
    )
  const first = refund('r1', 300n, paid)
  if (first.kind !== 'accepted') return t.fail('refund refused')
  t.match(
    open(first.state).refunds[0],
    { units: 3_000_000n, toAddress: '0xPAYER', status: 'processing' },
    '3.00 of 10.00 USD is 30% of the due units; the payer is the default target',
  )
  t.match(refund('r2', 701n, first.state), { kind: 'rejected', rejection: { code: 'REFUND_EXCEEDS_REMAINING' } })
  const rest = refund('r2', null, first.state)
  if (rest.kind !== 'accepted') return t.fail('refund refused')
  t.equal(open(rest.state).refunds[1]!.units, 7_000_003n, 'the rest, overpayment included')
  t.match(refund('r3', null, rest.state), { kind: 'rejected', rejection: { code: 'NOT_REFUNDABLE' } })
  const failed = decideCheckout(
    rest.state,
    { type: 'refund_result', refundId: 'r2', txHash: null, fee: null, failure: 'insufficient_funds' },
    T0,
  )
  if (failed.kind !== 'accepted') return t.fail('result refused')
  t.match(refund('r3', null, failed.state), { kind: 'accepted' }, 'a failed refund frees its amount')
})
