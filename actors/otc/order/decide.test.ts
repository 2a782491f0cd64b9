/**
 * The OTC order's table (decide.ts): a payment settles only when it is exact, in the order's currency and in time;
 * anything else goes to review; the same payment twice is one payment; expiry is the timer's, refresh only after it.
 */
import t from 'tap'
import { SYSTEM_PARTY } from '../../../platform/audit'
import { otcOrderKind, type OtcOrderCommand } from './decide'
import type { OtcOrder, OtcOrderState } from './state'

const NOW = Date.UTC(2026, 10, 28, 9)
const quote = { rate: '1950.50', toMinor: 19_505_000n, quotedAtMs: NOW, expiresAtMs: NOW + 60_000 }
const create: OtcOrderCommand = {
  type: 'create',
  order: {
    businessId: 'b1',
    isTest: true,
    from: 'GBP',
    to: 'NGN',
    fromMinor: 10_000n,
    accountId: 'va_1',
    payee: { bankName: 'Bank', accountName: 'OTC Desk', accountNumber: '12345678', sortCode: '040004', iban: null, bic: null },
    reference: 'OTC0123456789AB',
  },
  quote,
  by: SYSTEM_PARTY,
}
const payment = (id: string, amountMinor: bigint, atMs = NOW + 1000, currency = 'GBP'): OtcOrderCommand => ({
  type: 'payment',
  payment: { paymentId: id, currency, amountMinor, receivedAtMs: atMs },
})

function run(commands: readonly OtcOrderCommand[], nowMs = NOW) {
  let state: OtcOrderState = otcOrderKind.initial('otc_1')
  const codes: string[] = []
  for (const c of commands) {
    const d = otcOrderKind.decide(state, c, nowMs)
    if (d.kind === 'accepted') state = d.state
    if (d.kind === 'rejected') codes.push(d.rejection.code)
  }
  return { state: state as OtcOrder, codes }
}

t.test('an exact payment in time is received, then settled; the same payment again is nothing', async (t) => {
  const { state } = run([create, { type: 'mark_paid' }, payment('P1', 10_000n), payment('P1', 10_000n), { type: 'settled' }])
  t.equal(state.status, 'settled')
  t.equal(state.payments.length, 1)
})

t.test('under, over, another currency, late, a second payment: review', async (t) => {
  t.match(run([create, payment('P1', 9_999n)]).state, { status: 'review', reviewReason: 'underpaid' })
  t.match(run([create, payment('P1', 10_001n)]).state, { status: 'review', reviewReason: 'overpaid' })
  t.match(run([create, payment('P1', 10_000n, NOW + 1000, 'EUR')]).state, { status: 'review', reviewReason: 'paid in EUR, ordered in GBP' })
  t.match(run([create, payment('P1', 10_000n, NOW + 61_000)]).state, { status: 'review', reviewReason: 'paid after the quote expired' })
  const twice = run([create, payment('P1', 10_000n), { type: 'settled' }, payment('P2', 10_000n)]).state
  t.match(twice, { status: 'settled', reviewReason: 'a second payment for the order' })
})

t.test('an operator settles an order in review at what arrived, once', async (t) => {
  const resolve: OtcOrderCommand = { type: 'resolve', creditMinor: 19_503_049n, reason: 'confirmed', by: SYSTEM_PARTY }
  const done = run([create, payment('P1', 9_999n), resolve, { type: 'settled' }])
  t.match(done.state, { status: 'settled', creditMinor: 19_503_049n })
  t.same(run([create, payment('P1', 9_999n), resolve, { type: 'settled' }, resolve]).codes, ['OTC_ORDER_CLOSED'])
  t.same(run([create, resolve]).codes, ['OTC_ORDER_CLOSED'], 'only from review')
})

t.test('expiry and refresh', async (t) => {
  t.equal(run([create, { type: 'expire' }]).state.status, 'pending_payment', 'not before its time')
  const expired = run([create, { type: 'expire' }], NOW + 60_000)
  t.equal(expired.state.status, 'expired')
  t.same(run([create, { type: 'refresh', quote }]).codes, ['OTC_ORDER_NOT_EXPIRED'])
  const next = { ...quote, quotedAtMs: NOW + 70_000, expiresAtMs: NOW + 130_000 }
  const refreshed = run([create, { type: 'expire' }, { type: 'refresh', quote: next }, { type: 'mark_paid' }], NOW + 70_000)
  t.match(refreshed.state, { status: 'payment_marked', reference: 'OTC0123456789AB' })
  t.equal(refreshed.state.quotes.length, 2)
  t.same(run([create, { type: 'expire' }, { type: 'mark_paid' }], NOW + 60_000).codes, ['OTC_ORDER_EXPIRED'])
  t.same(run([create, payment('P1', 10_000n), { type: 'mark_paid' }]).codes, ['OTC_ORDER_CLOSED'])
})
