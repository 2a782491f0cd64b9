/**
 * What a deposit to one of the session's addresses means. The deposit actor
 * has already decided what happened on chain (detected, confirmed, failed,
 * reversed); here it becomes the session's payment record and, while the
 * session is pending, its transitions:
 *   confirmed total >= due  -> paid (overpaid recorded)
 *   confirmed total <  due  -> still pending, exception partial
 *   failed (the chain refused it) and nothing else under way -> failed
 *   reversed (a reorg took it away) -> recorded; the session waits, since a
 *     reorged transfer is usually mined again (a new sighting, detected
 *     again); if the deadline comes and it has not, the session fails
 * After the session closed, deposits are recorded as late and change nothing.
 */
import { unchanged, type Decision, type DomainEvent, type TimerOp } from '../runtime/types'
import type { DepositView } from '../chains'
import { changed } from './change'
import { checkoutEvents } from './events'
import type { CheckoutState, OpenSession, Payment, Selection } from './state'
import type { CheckoutRejection } from './rejections'

function selectionFor(s: OpenSession, network: string, address: string, currency: string): Selection | undefined {
  return [s.selection, ...s.previous].find(
    (x): x is Selection => !!x && x.network === network && x.address === address && x.currency === currency,
  )
}

/** Confirmed units paid on time towards one selection. */
export function confirmedUnits(s: OpenSession, selection: Selection): bigint {
  return s.payments
    .filter(
      (p) =>
        !p.late &&
        p.status === 'confirmed' &&
        p.network === selection.network &&
        p.address === selection.address &&
        p.currency === selection.currency,
    )
    .reduce((sum, p) => sum + p.units, 0n)
}

/** The stored payment of a deposit: by deposit id, or (payments stored before ids were kept) by transaction, address and currency. */
function paymentOf(s: OpenSession, d: DepositView): Payment | undefined {
  return s.payments.find((p) =>
    p.depositId ? p.depositId === d.id : p.txHash === d.txHash && p.address === d.address && p.currency === d.currency,
  )
}

/** Whether an observation adds nothing: same sighting and nothing newer than what is stored. */
function stale(p: Payment, d: DepositView): boolean {
  const seen = p.sighting ?? 1
  const now = d.sighting ?? 1
  if (now !== seen) return now < seen
  return p.status !== 'detected' || (p.status === d.status && p.confirmations === d.confirmations)
}

export function observeDeposit(s: OpenSession, d: DepositView, nowMs: number): Decision<CheckoutState, OpenSession, CheckoutRejection> {
  const existing = paymentOf(s, d)
  if (existing && stale(existing, d)) return unchanged(s)
  // A reorged transfer mined again (a new sighting) is a new arrival: detected again, then confirmed as usual.
  const again = existing !== undefined && (d.sighting ?? 1) > (existing.sighting ?? 1)
  const payment: Payment = {
    depositId: d.id,
    sighting: d.sighting ?? 1,
    txHash: d.txHash,
    network: d.network,
    currency: d.currency,
    address: d.address,
    fromAddress: d.fromAddress ?? '',
    units: d.amount,
    status: d.status,
    confirmations: d.confirmations,
    late: existing ? existing.late : s.status !== 'pending',
    detectedAtMs: existing?.detectedAtMs ?? d.detectedAtMs,
    settledAtMs: d.status === 'detected' ? null : (d.settledAtMs ?? nowMs),
  }
  const payments = existing ? s.payments.map((p) => (p === existing ? payment : p)) : [...s.payments, payment]
  let next: OpenSession = { ...s, payments }
  const selection = selectionFor(s, d.network, d.address, d.currency)
  const events: DomainEvent[] = []
  const timers: TimerOp[] = []
  if (payment.late || !selection) {
    // Late money is recorded for the merchant (and refundable by hand); an expired session that is now covered says so.
    if (selection && s.status === 'expired' && d.status === 'confirmed' && totalConfirmed(next, selection) >= selection.dueUnits)
      next = { ...next, exception: 'paid_late' }
    return changed(next)
  }
  if (!existing || again) events.push(checkoutEvents.event('payment.detected', { session: next, payment }))
  if (d.status === 'confirmed') {
    const paid = confirmedUnits(next, selection)
    if (paid >= selection.dueUnits) {
      next = { ...next, status: 'paid', exception: paid > selection.dueUnits ? 'overpaid' : 'none', paidAtMs: nowMs, closedAtMs: nowMs }
      events.push(checkoutEvents.event('payment.confirmed', { session: next, payment }))
      timers.push({ op: 'cancel', name: 'expire' })
    } else {
      next = { ...next, exception: 'partial' }
    }
  } else if (d.status === 'failed') {
    const underway = next.payments.some((p) => !p.late && (p.status === 'detected' || p.status === 'confirmed'))
    if (!underway) {
      next = { ...next, status: 'failed', closedAtMs: nowMs }
      events.push(checkoutEvents.event('payment.failed', { session: next, payment }))
      timers.push({ op: 'cancel', name: 'expire' })
    }
  }
  return changed(next, events, timers)
}

/** Everything confirmed towards a selection, on time or late. */
function totalConfirmed(s: OpenSession, selection: Selection): bigint {
  return s.payments
    .filter(
      (p) =>
        p.status === 'confirmed' && p.network === selection.network && p.address === selection.address && p.currency === selection.currency,
    )
    .reduce((sum, p) => sum + p.units, 0n)
}

/** Units received towards the current selection (confirmed, on time): the `paid_amount` of verify-now. */
export function paidUnits(s: OpenSession): bigint {
  return s.selection ? confirmedUnits(s, s.selection) : 0n
}
