import t from 'tap'
import type { DepositView } from '../../chains/watch/deposit_router'
import { decideCheckout, EXPIRY_RECHECK_MS } from './decide'
import type { CheckoutCommand } from './commands'
import type { CheckoutState, OpenSession, Selection } from './state'

const T0 = Date.UTC(2026, 10, 1)
const TTL = 30 * 60_000
const selection: Selection = {
  network: 'ETH',
  currency: 'USDC',
  address: '0xA',
  derivationPath: "m/44'/60'/0'/0/1",
  index: 1,
  dueUnits: 10_000_000n,
  decimals: 6,
  priceUsd: '1',
  selectedAtMs: T0,
}
const create: CheckoutCommand = {
  type: 'create',
  businessId: 'b1',
  businessName: 'Shop',
  isTest: true,
  requestHash: 'h1',
  ttlMs: TTL,
  input: {
    fiat: { minor: 1000n, scale: 2 },
    currency: 'USD',
    reference: 'r',
    description: '',
    customerEmail: '',
    customerName: '',
    callbackUrl: '',
    paymentMethod: 'crypto',
    metadata: {},
  },
}
const deposit = (txHash: string, amount: bigint, status: DepositView['status'], address = '0xA', currency = 'USDC'): CheckoutCommand => ({
  type: 'deposit_observed',
  deposit: {
    status,
    id: txHash,
    network: 'ETH',
    txHash,
    address,
    fromAddress: '0xPAYER',
    currency,
    amount,
    owner: { kind: 'checkout', id: 's' },
    sandbox: true,
    confirmations: status === 'confirmed' ? 12 : 0,
    detectedAtMs: T0,
    settledAtMs: status === 'detected' ? null : T0,
  },
})
/** A deposit with its sighting and, for one of several transfers in a transaction, its index (part of its id). */
const sighted = (txHash: string, amount: bigint, status: DepositView['status'], sighting: number, index?: number): CheckoutCommand => {
  const base = deposit(txHash, amount, status) as Extract<CheckoutCommand, { type: 'deposit_observed' }>
  return {
    ...base,
    deposit: {
      ...base.deposit,
      id: index === undefined ? txHash : `${txHash}:${index}`,
      sighting,
      ...(index === undefined ? {} : { index }),
    },
  }
}

/** Runs commands in order; returns the final state and every event type emitted. */
function run(commands: Array<[CheckoutCommand, number]>): {
  state: CheckoutState
  events: string[]
  last: ReturnType<typeof decideCheckout>
} {
  let state: CheckoutState = { status: 'new', id: 's' }
  const events: string[] = []
  let last = decideCheckout(state, commands[0]![0], commands[0]![1])
  for (const [command, at] of commands) {
    last = decideCheckout(state, command, at)
    if (last.kind === 'accepted') {
      state = last.state
      events.push(...last.events.map((e) => e.type))
    }
  }
  return { state, events, last }
}
const open = (s: CheckoutState) => s as OpenSession
const select: CheckoutCommand = { type: 'select', selection }

const rows: Array<{
  name: string
  commands: Array<[CheckoutCommand, number]>
  status?: string
  exception?: string
  events?: string[]
  rejected?: string
}> = [
  { name: 'create -> pending with an expiry timer', commands: [[create, T0]], status: 'pending', events: [] },
  {
    name: 'create again, same body -> the same session (idempotent)',
    commands: [
      [create, T0],
      [create, T0 + 5],
    ],
    status: 'pending',
    events: [],
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
    name: 'RecordPayment: detected then confirmed in full -> paid',
    commands: [
      [create, T0],
      [select, T0],
      [deposit('t1', 10_000_000n, 'detected'), T0],
      [deposit('t1', 10_000_000n, 'confirmed'), T0],
    ],
    status: 'paid',
    exception: 'none',
    events: ['payment.detected', 'payment.confirmed'],
  },
  {
    name: 'RecordPayment: confirmed seen first -> detected and confirmed, in order',
    commands: [
      [create, T0],
      [select, T0],
      [deposit('t1', 10_000_000n, 'confirmed'), T0],
    ],
    status: 'paid',
    events: ['payment.detected', 'payment.confirmed'],
  },
  {
    name: 'RecordPayment: repeated observation -> nothing new',
    commands: [
      [create, T0],
      [select, T0],
      [deposit('t1', 10_000_000n, 'confirmed'), T0],
      [deposit('t1', 10_000_000n, 'confirmed'), T0],
      [deposit('t1', 10_000_000n, 'detected'), T0],
    ],
    status: 'paid',
    events: ['payment.detected', 'payment.confirmed'],
  },
  {
    name: 'RecordPayment: underpaid -> pending, partial',
    commands: [
      [create, T0],
      [select, T0],
      [deposit('t1', 4_000_000n, 'confirmed'), T0],
    ],
    status: 'pending',
    exception: 'partial',
  },
  {
    name: 'RecordPayment: two payments add up -> paid',
    commands: [
      [create, T0],
      [select, T0],
      [deposit('t1', 4_000_000n, 'confirmed'), T0],
      [deposit('t2', 6_000_000n, 'confirmed'), T0],
    ],
    status: 'paid',
    exception: 'none',
  },
  {
    name: 'RecordPayment: overpaid -> paid, overpaid',
    commands: [
      [create, T0],
      [select, T0],
      [deposit('t1', 12_000_000n, 'confirmed'), T0],
    ],
    status: 'paid',
    exception: 'overpaid',
  },
  {
    name: 'RecordPayment: another asset at the address -> recorded, not counted',
    commands: [
      [create, T0],
      [select, T0],
      [deposit('t1', 10_000_000n, 'confirmed', '0xA', 'USDT'), T0],
    ],
    status: 'pending',
    exception: 'none',
    events: [],
  },
  {
    name: 'RecordPayment: detected then failed -> failed',
    commands: [
      [create, T0],
      [select, T0],
      [deposit('t1', 10_000_000n, 'detected'), T0],
      [deposit('t1', 10_000_000n, 'failed'), T0],
    ],
    status: 'failed',
    events: ['payment.detected', 'payment.failed'],
  },
  {
    name: 'RecordPayment: reversed (reorg) -> still pending; at the deadline -> failed, never paid',
    commands: [
      [create, T0],
      [select, T0],
      [deposit('t1', 10_000_000n, 'detected'), T0],
      [deposit('t1', 10_000_000n, 'reversed'), T0],
    ],
    status: 'pending',
    events: ['payment.detected'],
  },
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
  },
  {
    name: 'RecordPayment: reversed, then mined again (sighting 2) -> detected again, confirmed -> paid',
    commands: [
      [create, T0],
      [select, T0],
      [deposit('t1', 10_000_000n, 'detected'), T0],
      [deposit('t1', 10_000_000n, 'reversed'), T0],
      [sighted('t1', 10_000_000n, 'detected', 2), T0],
      [sighted('t1', 10_000_000n, 'confirmed', 2), T0],
    ],
    status: 'paid',
    events: ['payment.detected', 'payment.detected', 'payment.confirmed'],
  },
  {
    name: 'RecordPayment: two outputs of one transaction are two payments',
    commands: [
      [create, T0],
      [select, T0],
      [sighted('t1', 5_000_000n, 'confirmed', 1, 0), T0],
      [sighted('t1', 5_000_000n, 'confirmed', 1, 1), T0],
    ],
    status: 'paid',
    events: ['payment.detected', 'payment.detected', 'payment.confirmed'],
  },
  {
    name: 'RecordPayment: one fails while another confirmed partly -> still pending',
    commands: [
      [create, T0],
      [select, T0],
      [deposit('t1', 4_000_000n, 'confirmed'), T0],
      [deposit('t2', 6_000_000n, 'detected'), T0],
      [deposit('t2', 6_000_000n, 'failed'), T0],
    ],
    status: 'pending',
    exception: 'partial',
  },
  {
    name: 'Expire: nothing paid -> expired',
    commands: [
      [create, T0],
      [{ type: 'expire' }, T0 + TTL],
    ],
    status: 'expired',
    events: ['payment.expired'],
  },
  {
    name: 'Expire: early timer -> unchanged',
    commands: [
      [create, T0],
      [{ type: 'expire' }, T0 + TTL - 1],
    ],
    status: 'pending',
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
    name: 'error: payment_in_progress on a new selection after money arrived',
    commands: [
      [create, T0],
      [select, T0],
      [deposit('t1', 1n, 'detected'), T0],
      [{ type: 'select', selection: { ...selection, network: 'POL' } }, T0],
    ],
    rejected: 'PAYMENT_IN_PROGRESS',
  },
  { name: 'error: session_not_found', commands: [[{ type: 'get' }, T0]], rejected: 'SESSION_NOT_FOUND' },
  {
    name: 'error: not_refundable while pending',
    commands: [
      [create, T0],
      [{ type: 'refund', refundId: 'r1', requestHash: 'x', fiat: null, reason: '', toAddress: null }, T0],
    ],
    rejected: 'NOT_REFUNDABLE',
  },
]

for (const row of rows) {
  t.test(row.name, async (t) => {
    const { state, events, last } = run(row.commands)
    if (row.rejected) return t.match(last, { kind: 'rejected', rejection: { code: row.rejected } })
    if (row.status) t.equal(open(state).status, row.status)
    if (row.exception) t.equal(open(state).exception, row.exception)
    if (row.events) t.same(events, row.events)
  })
}

t.test('Refund: shares of the due amount, the last one takes the rest, then not refundable', async (t) => {
  const paid = run([
    [create, T0],
    [select, T0],
    [deposit('t1', 10_000_003n, 'confirmed'), T0],
  ]).state
  const refund = (id: string, minor: bigint | null, s: CheckoutState) =>
    decideCheckout(
      s,
      { type: 'refund', refundId: id, requestHash: id, fiat: minor === null ? null : { minor, scale: 2 }, reason: 'r', toAddress: null },
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

t.test('Select: toggling between two options keeps one earlier entry per network and currency', async (t) => {
  const pol = { ...selection, network: 'POL', address: '0xP' }
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
