/**
 * The checkout session state machine. Every automatic transition (payment
 * observed, timeout) lives in `payments.ts`/here, refunds in `refunds.ts`;
 * this file routes commands and owns creation, selection and expiry.
 * Each accepted change bumps `revision`; the commit that saves it also
 * writes the read model (projection.ts).
 */
import { withActivity } from '../runtime/activity'
import { checkoutActivity } from './activity'
import { checkoutEvents } from './events'
import { assert } from '../../platform/errors'
import { keyOutcome } from '../../platform/idempotency'
import { rejected, unchanged, type ActorKind, type Decision, refTo } from '../runtime/types'
import { SESSION_KEY } from './key_rules'
import { changed, no } from './change'
import type { CheckoutCommand } from './commands'
import { observeDeposit } from './payments'
import { checkoutReadModel } from './projection'
import { requestRefund, recordRefundResult } from './refunds'
import type { CheckoutState, OpenSession } from './state'
import type { CheckoutRejection } from './rejections'

/** When the timeout finds a payment still confirming, it looks again after this long instead of expiring under it. */
export const EXPIRY_RECHECK_MS = 60_000

export function decideCheckout(
  state: CheckoutState,
  command: CheckoutCommand,
  nowMs: number,
): Decision<CheckoutState, OpenSession, CheckoutRejection> {
  if (command.type === 'create') {
    if (state.status !== 'new') {
      const key = keyOutcome({ fingerprint: state.requestHash }, { fingerprint: command.requestHash }, SESSION_KEY, nowMs)
      return key.kind === 'reused' ? rejected(key.rejection) : unchanged(state)
    }
    // Named fields, not a spread of the input: one object shape for every session, built without a generic copy.
    const input = command.input
    const session: OpenSession = {
      fiat: input.fiat,
      currency: input.currency,
      reference: input.reference,
      description: input.description,
      customerEmail: input.customerEmail,
      customerName: input.customerName,
      callbackUrl: input.callbackUrl,
      paymentMethod: input.paymentMethod,
      metadata: input.metadata,
      status: 'pending',
      exception: 'none',
      id: state.id,
      businessId: command.businessId,
      businessName: command.businessName,
      isTest: command.isTest,
      requestHash: command.requestHash,
      addressIndex: null,
      createdAtMs: nowMs,
      expiresAtMs: nowMs + command.ttlMs,
      paidAtMs: null,
      closedAtMs: null,
      selection: null,
      previous: [],
      payments: [],
      refunds: [],
      revision: 0,
    }
    return changed(session, [], [{ op: 'set', name: 'expire', dueAtMs: session.expiresAtMs }])
  }
  if (state.status === 'new') return no('SESSION_NOT_FOUND', 'checkout session not found')
  switch (command.type) {
    case 'get':
      return unchanged(state)
    case 'select':
      return select(state, command.selection, nowMs)
    case 'deposit_observed':
      return observeDeposit(state, command.deposit, nowMs)
    case 'expire':
      return expire(state, nowMs)
    case 'refund':
      return requestRefund(state, command, nowMs)
    case 'refund_result':
      return recordRefundResult(state, command, nowMs)
  }
}

function select(
  s: OpenSession,
  selection: OpenSession['selection'] & object,
  nowMs: number,
): Decision<CheckoutState, OpenSession, CheckoutRejection> {
  if (s.status !== 'pending') return no('SESSION_CLOSED', `the session is ${s.status}`)
  if (nowMs >= s.expiresAtMs) return no('SESSION_EXPIRED', 'the session has expired')
  // Once money is on its way, the price and the address are fixed: a new selection would strand it.
  if (s.payments.some((p) => !p.late && (p.status === 'detected' || p.status === 'confirmed'))) {
    return no('PAYMENT_IN_PROGRESS', 'a payment was already received for this session; the selection can no longer change')
  }
  assert(s.addressIndex === null || s.addressIndex === selection.index, 'a session keeps one address index')
  // Earlier selections stay watched (a customer may still pay there), one entry per network and
  // currency: toggling back and forth cannot grow the list past the options the page offers.
  const same = (x: { network: string; currency: string }, y: { network: string; currency: string }) =>
    x.network === y.network && x.currency === y.currency
  const earlier = s.selection && !same(s.selection, selection) ? [...s.previous, s.selection] : s.previous
  const previous = earlier.filter((x, i) => !same(x, selection) && earlier.findIndex((y) => same(x, y)) === i)
  return changed({ ...s, selection, previous, addressIndex: selection.index })
}

function expire(s: OpenSession, nowMs: number): Decision<CheckoutState, OpenSession, CheckoutRejection> {
  if (s.status !== 'pending') return unchanged(s)
  if (nowMs < s.expiresAtMs) return unchanged(s)
  if (s.payments.some((p) => !p.late && p.status === 'detected')) {
    return changed(s, [], [{ op: 'set', name: 'expire', dueAtMs: nowMs + EXPIRY_RECHECK_MS }])
  }
  // A transfer that was seen and then taken away by a reorg, and never came back: detected but not confirmed in the end.
  const reversed = s.payments.find((p) => !p.late && p.status === 'reversed')
  if (reversed && !s.payments.some((p) => !p.late && p.status === 'confirmed')) {
    const failed: OpenSession = { ...s, status: 'failed', closedAtMs: nowMs }
    return changed(failed, [checkoutEvents.event('payment.failed', { session: failed, payment: reversed })])
  }
  const next: OpenSession = { ...s, status: 'expired', closedAtMs: nowMs }
  return changed(next, [checkoutEvents.event('payment.expired', next)])
}

export const checkoutKind: ActorKind<CheckoutState, CheckoutCommand, OpenSession> = {
  kind: 'checkout',
  initial: (id) => ({ status: 'new', id }),
  decide: decideCheckout,
  onTimer: () => ({ type: 'expire' }),
  readModel: withActivity('checkout', checkoutReadModel, checkoutActivity),
}

/** An actor of this kind, for `host.ask` (actors/runtime/types.ts KindRef). */
export const checkoutRef = (id: string) => refTo(checkoutKind, id)
