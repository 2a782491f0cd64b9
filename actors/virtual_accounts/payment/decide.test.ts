/** The inbound payment's table (decide.ts): a resend counts and books nothing; money moves only from the states the table allows. */
import t from 'tap'
import { SYSTEM_PARTY } from '../../../platform/audit'
import type { InboundPayment } from '../providers/modulr/partner'
import type { BankPaymentCommand } from './commands'
import { bankPaymentKind } from './decide'
import type { BankPaymentState } from './state'

const NOW = Date.UTC(2026, 10, 28, 5)
const payin: InboundPayment = {
  eventId: 'E1',
  eventTimeMs: NOW,
  type: 'PI_FAST',
  paymentId: 'P1',
  transactionId: 'T1',
  accountId: 'A1',
  amount: '12.50',
  currency: 'GBP',
  payerName: 'Payer',
  payerIdentifier: '040004 12345678',
  reference: 'invoice-7',
  scheme: { id: 'S1', name: 'FPS' },
  appliedAtMs: NOW,
  returnReason: null,
  originalPaymentId: null,
}
const target = { accountId: 'va_1', businessId: 'b1', customerReference: 'cust-1' }
const receive: BankPaymentCommand = { type: 'receive', payin, currency: 'GBP', units: 1250n, isTest: true }
const route = (to: typeof target | null): BankPaymentCommand => ({
  type: 'route',
  target: to,
  suspenseReason: to ? null : 'account_frozen',
})
/** Received, routed to `to` (or suspense), booked. */
const arrived = (to: typeof target | null): BankPaymentCommand[] => [receive, route(to), { type: 'booked' }]

function run(commands: BankPaymentCommand[]) {
  let state: BankPaymentState = bankPaymentKind.initial('modulr:P1')
  const outcomes: string[] = []
  const events: string[] = []
  for (const c of commands) {
    const d = bankPaymentKind.decide(state, c, NOW)
    outcomes.push(d.kind === 'rejected' ? d.rejection.code : d.kind)
    if (d.kind === 'accepted') {
      state = d.state
      events.push(...d.events.map((e) => e.type))
    }
  }
  return { state, outcomes, events }
}

t.test(
  'a resend counts as a notice and emits nothing; booked only once routed, routed once: one received event, one booking',
  async (t) => {
    const r = run([
      receive,
      receive,
      { type: 'booked' },
      route(target),
      route(null),
      receive,
      { type: 'booked' },
      receive,
      { type: 'booked' },
    ])
    t.same(r.outcomes, ['accepted', 'accepted', 'unchanged', 'accepted', 'unchanged', 'accepted', 'accepted', 'accepted', 'unchanged'])
    t.same(r.events, ['bank_payment.received', 'bank_payment.credited'])
    t.match(r.state, { status: 'credited', notices: 4 })
  },
)

t.test('no account to credit: suspense; an operator assigns it once; then it is not in suspense', async (t) => {
  const assign: BankPaymentCommand = { type: 'assign', target, by: SYSTEM_PARTY }
  const r = run([...arrived(null), assign, assign, { type: 'assigned' }, assign, { type: 'assigned' }])
  t.same(r.outcomes, ['accepted', 'accepted', 'accepted', 'accepted', 'unchanged', 'accepted', 'PAYMENT_NOT_IN_SUSPENSE', 'unchanged'])
  t.same(r.events, [
    'bank_payment.received',
    'bank_payment.suspended',
    'bank_payment.assign_requested',
    'audit.recorded',
    'bank_payment.credited',
  ])
  t.match(r.state, { status: 'assigned', target })
})

t.test('only a suspended payment is assigned or returned', async (t) => {
  const r = run([
    { type: 'assign', target, by: SYSTEM_PARTY },
    receive,
    { type: 'return', reason: 'x', by: SYSTEM_PARTY, businessId: null },
    route(target),
    { type: 'booked' },
    { type: 'assign', target, by: SYSTEM_PARTY },
    { type: 'return', reason: 'x', by: SYSTEM_PARTY, businessId: null },
  ])
  t.same(r.outcomes, [
    'PAYMENT_NOT_FOUND',
    'accepted',
    'PAYMENT_NOT_IN_SUSPENSE',
    'accepted',
    'accepted',
    'PAYMENT_NOT_IN_SUSPENSE',
    'PAYMENT_NOT_IN_SUSPENSE',
  ])
})

t.test('a return: recorded, then returned with the partner’s id; a failed one goes back to suspense', async (t) => {
  const ret: BankPaymentCommand = { type: 'return', reason: 'no such customer', by: SYSTEM_PARTY, businessId: 'b1' }
  const done = run([...arrived(null), ret, ret, { type: 'returned', returnId: 'R1' }, { type: 'returned', returnId: 'R2' }])
  t.same(done.outcomes, ['accepted', 'accepted', 'accepted', 'accepted', 'unchanged', 'accepted', 'unchanged'])
  t.match(done.state, { status: 'returned', returnId: 'R1' })
  const failed = run([...arrived(null), ret, { type: 'return_failed', reason: 'refused' }])
  t.match(failed.state, { status: 'suspended' })
})

t.test(
  'a reversal is recorded once; booked it is reversed (a webhook only for a merchant credit), refused it is kept for an operator',
  async (t) => {
    const reverse: BankPaymentCommand = { type: 'reverse', paymentId: 'P2', reason: 'AC04' }
    const credited = run([
      ...arrived(target),
      reverse,
      reverse,
      { type: 'reversal_booked', refusal: null },
      { type: 'reversal_booked', refusal: null },
    ])
    t.same(credited.outcomes, ['accepted', 'accepted', 'accepted', 'accepted', 'unchanged', 'accepted', 'unchanged'])
    t.same(credited.events.slice(-2), ['bank_payment.reversal_received', 'bank_payment.reversed'])
    t.match(credited.state, { status: 'reversed', reversal: { paymentId: 'P2', reason: 'AC04' } })
    const spent = run([...arrived(target), reverse, { type: 'reversal_booked', refusal: 'EXCEEDS_CREDITS' }])
    t.match(spent.state, { status: 'reversal_refused', refusal: 'EXCEEDS_CREDITS' })
    t.equal(spent.events.at(-1), 'bank_payment.reversal_refused')
    const suspended = run([...arrived(null), reverse, { type: 'reversal_booked', refusal: null }])
    t.equal(suspended.events.at(-1), 'bank_payment.reversal_received', 'from suspense: no merchant webhook')
    t.match(suspended.state, { status: 'reversed' })
    const reversedFirst = run([...arrived(null), reverse, { type: 'assign', target, by: SYSTEM_PARTY }])
    t.equal(reversedFirst.outcomes.at(-1), 'PAYMENT_NOT_IN_SUSPENSE', 'a reversed payment is not assigned')
  },
)

t.test('a return’s audit entry names the account’s merchant, or the platform for money nobody has', async (t) => {
  const suspended = run(arrived(null)).state
  const auditOf = (businessId: string | null) => {
    const d = bankPaymentKind.decide(suspended, { type: 'return', reason: 'no such customer', by: SYSTEM_PARTY, businessId }, NOW)
    const audit = d.kind === 'accepted' ? d.events.find((e) => e.type === 'audit.recorded') : undefined
    return audit?.payload
  }
  t.match(auditOf('b1'), { businessId: 'b1', action: 'bank_payment.returned' })
  t.match(auditOf(null), { businessId: 'platform', action: 'bank_payment.returned' })
})
