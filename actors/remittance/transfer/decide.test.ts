/**
 * The transfer's table (decide.ts, status.ts): the status is a function of the set of partner states, so the same
 * webhooks in any order, or twice, end in the same status and the same money work; a status never moves back
 * except completed → failed on a bounce; a refused hold never existed for the merchant.
 */
import t from 'tap'
import { SYSTEM_PARTY } from '../../../platform/audit'
import type { WiseState } from '../providers/wise/partner'
import type { RemitTransferCommand } from './commands'
import { remitTransferKind } from './decide'
import type { RemitTransfer, RemitTransferState } from './state'
import { workOf } from './status'

const NOW = Date.UTC(2026, 10, 28, 9)
const create: RemitTransferCommand = {
  type: 'create',
  order: {
    businessId: 'b1',
    isTest: true,
    quote: {
      id: 'rq_1',
      sourceCurrency: 'NGN',
      destCurrency: 'CNY',
      sourceMinor: 1_500_000n,
      destMinor: 6839n,
      rate: '0.00458',
      feePercent: '1.00',
      feeMinor: 15_000n,
      discountApplied: false,
      discountMinor: 0n,
      totalMinor: 1_515_000n,
      partnerQuoteId: 'q-1',
    },
    recipient: { name: 'Li Wei', account: '6222', bank: 'ICBC', email: 'li@example.com', country: 'CN' },
    reference: 'Invoice',
    purpose: 'invoice_payment',
    requestHash: 'h',
    createdBy: SYSTEM_PARTY,
    via: { kind: 'api', signingKeyId: 'tsk_test_0' },
    customerTransactionId: 'c1',
  },
}
const started: RemitTransferCommand[] = [
  create,
  { type: 'held' },
  { type: 'recipient_created', recipientId: 'r1' },
  { type: 'send_started' },
  { type: 'partner_created', partnerTransferId: 'w1' },
  { type: 'funded' },
]
const step = (state: WiseState, atS: number): RemitTransferCommand => ({ type: 'partner_state', state, occurredAtMs: NOW + atS * 1000 })

function run(commands: readonly RemitTransferCommand[]) {
  let state: RemitTransferState = remitTransferKind.initial('rmt_1')
  const events: string[] = []
  const statuses: string[] = []
  for (const c of commands) {
    const d = remitTransferKind.decide(state, c, NOW)
    if (d.kind === 'accepted') {
      state = d.state
      events.push(...d.events.map((e) => e.type).filter((e) => e !== 'remittance.changed'))
    }
    if (state.status !== 'new') statuses.push(state.status)
  }
  if (state.status === 'new') throw new Error('never created')
  return { state: state as RemitTransfer, events, statuses }
}

const happy = [step('processing', 1), step('funds_converted', 2), step('outgoing_payment_sent', 3)]

t.test('the happy path, in order, shuffled, and twice: the same end', async (t) => {
  const inOrder = run([...started, ...happy])
  t.equal(inOrder.state.status, 'completed')
  t.equal(workOf(inOrder.state), 'post')
  t.same(inOrder.events, ['remittance.created', 'audit.recorded', 'remittance.processing', 'remittance.completed'], 'audited with its hold')
  const shuffled = run([...started, happy[2]!, happy[0]!, happy[1]!, happy[2]!, happy[0]!])
  t.same(
    shuffled.state.partnerSteps.map((s) => s.state),
    ['processing', 'funds_converted', 'outgoing_payment_sent'],
    'ordered by event time',
  )
  t.equal(shuffled.state.status, 'completed')
  t.same(shuffled.events, inOrder.events, 'each webhook event once')
  t.notOk(shuffled.statuses.includes('pending', shuffled.statuses.indexOf('processing')), 'never back to pending')
})

t.test('a failure before sending voids; a bounce after sending posts, then compensates', async (t) => {
  const failed = run([...started, step('processing', 1), step('cancelled', 2), step('funds_refunded', 3)])
  t.equal(failed.state.status, 'failed')
  t.equal(workOf(failed.state), 'void')
  const voided = run([...started, step('processing', 1), step('cancelled', 2), { type: 'booked', hold: 'voided' }])
  t.equal(workOf(voided.state), null)
  t.notOk(voided.state.reversed)

  const bounced = run([...started, ...happy, { type: 'booked', hold: 'posted' }, step('bounced_back', 60), step('cancelled', 61)])
  t.equal(bounced.state.status, 'failed', 'completed → failed: the one documented reversal')
  t.equal(workOf(bounced.state), 'reverse')
  const reversed = run([
    ...started,
    ...happy,
    { type: 'booked', hold: 'posted' },
    step('bounced_back', 60),
    { type: 'booked', hold: 'reversed' },
  ])
  t.ok(reversed.state.reversed)
  t.equal(workOf(reversed.state), null)
  t.same(reversed.events.slice(-2), ['remittance.failed', 'remittance.reversed'])
  // The bounce's webhook before the sent one (out of order): still post first, then compensate.
  const early = run([...started, step('processing', 1), step('bounced_back', 60), step('outgoing_payment_sent', 3)])
  t.equal(workOf(early.state), 'post')
})

t.test('a hold the balance refused: no status event, not found by the merchant, tried again under the same id', async (t) => {
  const refused = run([create, { type: 'hold_refused' }])
  t.same(refused.events, ['remittance.created'])
  t.equal(workOf(refused.state), null)
  t.equal(remitTransferKind.decide(refused.state, { type: 'get', businessId: 'b1' }, NOW).kind, 'rejected')
  const again = remitTransferKind.decide(refused.state, create, NOW)
  t.match(again, { kind: 'accepted', state: { hold: 'none' } })
  t.equal(remitTransferKind.decide(refused.state, { type: 'get', businessId: 'other' }, NOW).kind, 'rejected')
})

t.test('the partner refusing before sending fails it, once; after sending it cannot', async (t) => {
  const refused = run([
    ...started.slice(0, 4),
    { type: 'partner_refused', reason: 'quote expired' },
    { type: 'partner_refused', reason: 'again' },
  ])
  t.match(refused.state, { status: 'failed', failureReason: 'quote expired' })
  const sent = run([...started, ...happy, { type: 'partner_refused', reason: 'late' }])
  t.equal(sent.state.failureReason, null)
})
