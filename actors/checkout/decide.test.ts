import t from 'tap'
import type { DepositView } from '../../chains/watch/deposit_router'
import { checkoutKind, decideCheckout, EXPIRY_RECHECK_MS } from './decide'
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

/**
 * Runs commands in order; returns the final state, every event type emitted and the timers still pending (name -> due time).
 * Timers are kept as the runtime keeps them: `set` arms (or re-arms), `cancel` removes, and an `expire` command at or after
 * the expiry timer's due time is that timer firing, which retires it unless the decision re-arms it.
 */
function run(commands: Array<[CheckoutCommand, number]>): {
  state: CheckoutState
  events: string[]
  timers: Record<string, number>
  last: ReturnType<typeof decideCheckout>
} {
  let state: CheckoutState = { status: 'new', id: 's' }
  const events: string[] = []
  const timers: Record<string, number> = {}
  let last = decideCheckout(state, commands[0]![0], commands[0]![1])
  for (const [command, at] of commands) {
    last = decideCheckout(state, command, at)
    if (command.type === 'expire' && timers.expire !== undefined && timers.expire <= at) delete timers.expire
    if (last.kind === 'accepted') {
      state = last.state
      events.push(...last.events.map((e) => e.type))
      for (const timer of last.timers ?? []) {
        if (timer.op === 'set') timers[timer.name] = timer.dueAtMs
        else if (timer.op === 'cancel') delete timers[timer.name]
        else throw new Error(`not a timer operation: ${JSON.stringify(timer)}`)
      }
    }
  }
  return { state, events, timers, last }
}
const open = (s: CheckoutState) => s as OpenSession
const select: CheckoutCommand = { type: 'select', selection }
/** A deposit on another network (the same EVM address is valid on every EVM chain). */
const onNetwork = (network: string, txHash: string, amount: bigint): CheckoutCommand => {
  const base = deposit(txHash, amount, 'confirmed') as Extract<CheckoutCommand, { type: 'deposit_observed' }>
  return { ...base, deposit: { ...base.deposit, network } }
}
const refund = (id: string, minor: bigint | null, extra: Partial<Extract<CheckoutCommand, { type: 'refund' }>> = {}): CheckoutCommand => ({
  type: 'refund',
  refundId: id,
  requestHash: id,
  fiat: minor === null ? null : { minor, scale: 2 },
  reason: 'r',
  toAddress: null,
  ...extra,
})
const result = (id: string, extra: Partial<Extract<CheckoutCommand, { type: 'refund_result' }>> = {}): CheckoutCommand => ({
  type: 'refund_result',
  refundId: id,
  txHash: null,
  fee: null,
  failure: null,
  ...extra,
})
/** A confirmed deposit from a given sender ('' when the chain names no single sender). */
const from = (txHash: string, amount: bigint, fromAddress: string): CheckoutCommand => {
  const base = deposit(txHash, amount, 'confirmed') as Extract<CheckoutCommand, { type: 'deposit_observed' }>
  return { ...base, deposit: { ...base.deposit, fromAddress } }
}
const paid: Array<[CheckoutCommand, number]> = [
  [create, T0],
  [select, T0],
  [deposit('t1', 10_000_000n, 'confirmed'), T0],
]
/** Paid in the network's native coin (ETH on ETH), where a refund's network fee comes out of the address too. */
const ether: Selection = { ...selection, currency: 'ETH', dueUnits: 1_000_000n, decimals: 18 }
const paidInEther: Array<[CheckoutCommand, number]> = [
  [create, T0],
  [{ type: 'select', selection: ether }, T0],
  [deposit('t1', 1_000_000n, 'confirmed', '0xA', 'ETH'), T0],
]

const rows: Array<{
  name: string
  commands: Array<[CheckoutCommand, number]>
  status?: string
  exception?: string
  events?: string[]
  /** The timers pending afterwards; every accepted row states them, so a lost or leftover timer fails the row. */
  timers?: Record<string, number>
  rejected?: string
  /** Matched against the last decision: what the caller sees (reply, rejection message and field, events with payloads). */
  decision?: object
}> = [
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
    timers: {},
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
    timers: {},
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
    timers: {},
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
    timers: { expire: T0 + TTL },
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
    timers: {},
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
    timers: {},
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
    timers: { expire: T0 + TTL },
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
    timers: {},
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
    timers: { expire: T0 + TTL },
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
    timers: {},
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
    timers: {},
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
    timers: {},
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
    timers: { expire: T0 + TTL },
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
    decision: { rejection: { message: 'this Idempotency-Key was used with a different request body' } },
  },
  {
    name: 'error: session_closed on select after payment',
    commands: [...paid, [select, T0]],
    rejected: 'SESSION_CLOSED',
    decision: { rejection: { message: 'the session is paid' } },
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
    name: 'RecordPayment: events name the session and the payment; settled time from the chain',
    commands: [
      [create, T0],
      [select, T0],
      [deposit('t1', 10_000_000n, 'detected'), T0 + 3],
      [deposit('t1', 10_000_000n, 'confirmed'), T0 + 5],
    ],
    status: 'paid',
    timers: {},
    decision: {
      events: [
        {
          type: 'payment.confirmed',
          payload: { session: { status: 'paid', paidAtMs: T0 + 5 }, payment: { txHash: 't1', units: 10_000_000n } },
        },
      ],
      state: { payments: [{ detectedAtMs: T0, settledAtMs: T0, status: 'confirmed' }] },
    },
  },
  {
    name: 'RecordPayment: a detected payment is not settled yet',
    commands: [
      [create, T0],
      [select, T0],
      [deposit('t1', 10_000_000n, 'detected'), T0 + 3],
    ],
    status: 'pending',
    timers: { expire: T0 + TTL },
    decision: {
      events: [{ type: 'payment.detected', payload: { session: { status: 'pending' }, payment: { txHash: 't1' } } }],
      state: { payments: [{ settledAtMs: null, status: 'detected' }] },
    },
  },
  {
    name: 'RecordPayment: failed -> payment.failed names the session and the payment',
    commands: [
      [create, T0],
      [select, T0],
      [deposit('t1', 1n, 'detected'), T0],
      [deposit('t1', 1n, 'failed'), T0],
    ],
    status: 'failed',
    timers: {},
    decision: { events: [{ type: 'payment.failed', payload: { session: { status: 'failed' }, payment: { txHash: 't1' } } }] },
  },
  {
    name: 'RecordPayment: another address -> recorded, not counted',
    commands: [
      [create, T0],
      [select, T0],
      [deposit('t1', 10_000_000n, 'confirmed', '0xB'), T0],
    ],
    status: 'pending',
    exception: 'none',
    events: [],
    timers: { expire: T0 + TTL },
  },
  {
    name: 'RecordPayment: the same address on two networks are two selections, each counted on its own',
    commands: [
      [create, T0],
      [select, T0],
      [{ type: 'select', selection: { ...selection, network: 'POL' } }, T0],
      [onNetwork('POL', 't1', 6_000_000n), T0],
      [onNetwork('ETH', 't2', 6_000_000n), T0],
    ],
    status: 'pending',
    exception: 'partial',
    timers: { expire: T0 + TTL },
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
  {
    name: 'RecordPayment: a second payment after paid -> late, still paid, no exception',
    commands: [...paid, [deposit('t2', 10_000_000n, 'confirmed'), T0]],
    status: 'paid',
    exception: 'none',
    timers: {},
    decision: { state: { payments: [{ late: false }, { late: true }] } },
  },
  {
    name: 'error: not_refundable while pending',
    commands: [
      [create, T0],
      [{ type: 'refund', refundId: 'r1', requestHash: 'x', fiat: null, reason: '', toAddress: null }, T0],
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
      events: [{ type: 'refund.created', payload: { sessionId: 's', refundId: 'r1' } }],
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
    decision: { rejection: { message: 'this Idempotency-Key was used with a different request body' } },
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
    name: 'Refund: to the address given',
    commands: [...paid, [refund('r1', 300n, { toAddress: '0x000000000000000000000000000000000000dEaD' }), T0]],
    status: 'paid',
    timers: {},
    decision: { state: { refunds: [{ toAddress: '0x000000000000000000000000000000000000dEaD' }] } },
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
    name: 'RefundResult: a second result -> unchanged',
    commands: [...paid, [refund('r1', 300n), T0], [result('r1', { txHash: '0xR', fee: 1n }), T0], [result('r1'), T0]],
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
  {
    name: 'Refund in the native coin: the rest is what the address holds after earlier refunds and their fees',
    commands: [...paidInEther, [refund('r1', 300n), T0], [result('r1', { txHash: '0xR', fee: 1_000n }), T0], [refund('r2', null), T0]],
    status: 'paid',
    timers: {},
    decision: { state: { refunds: [{ units: 300_000n }, { units: 700_000n - 1_000n, rest: true }] } },
  },
]

for (const row of rows) {
  t.test(row.name, async (t) => {
    const { state, events, timers, last } = run(row.commands)
    if (row.decision) t.match(last, row.decision, 'the last decision')
    if (row.rejected) return t.match(last, { kind: 'rejected', rejection: { code: row.rejected } })
    t.same(timers, row.timers, 'pending timers')
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

t.test('the kind: a new session is empty, and its timer is the expiry', async (t) => {
  t.same(checkoutKind.initial('x'), { status: 'new', id: 'x' })
  t.same(checkoutKind.onTimer!({ name: 'expire', dueAtMs: T0, payload: undefined }), { type: 'expire' })
  t.equal(checkoutKind.kind, 'checkout')
})
