/**
 * Refunds of a paid session, in the session's fiat. The refundable rest is
 * the fiat amount minus every refund not failed; a partial refund returns
 * the same share of the crypto that was due, and the last refund returns
 * everything still held (overpayment included), so rounding never strands
 * base units. A refund is recorded as `processing` before any money moves;
 * the send's outcome arrives as `refund_result`. A failed send frees its
 * amount again. The send goes through the exactly-once path (chain_send,
 * refund_send.ts): a crash or a lost answer mid-send leaves it `processing`
 * until its chain send settles, never sent twice.
 */
import { NATIVE_CURRENCY, looksLikeAddress } from '../../chains/assets'
import type { Network } from '../../chains/networks'
import { unchanged, type Decision } from '../runtime/types'
import type { CheckoutCommand } from './commands'
import { changed, no } from './change'
import { confirmedUnits } from './payments'
import { fiatText } from './fiat'
import type { CheckoutState, OpenSession, Refund, Selection } from './state'
import type { CheckoutRejection } from './rejections'

type RefundCommand = Extract<CheckoutCommand, { type: 'refund' }>
type ResultCommand = Extract<CheckoutCommand, { type: 'refund_result' }>

const live = (r: Refund) => r.status !== 'failed'

/** The selection the session was paid through. */
export function paidSelection(s: OpenSession): Selection | undefined {
  return [s.selection, ...s.previous].find((x): x is Selection => !!x && confirmedUnits(s, x) >= x.dueUnits)
}

export function refundableMinor(s: OpenSession): bigint {
  return s.status === 'paid' ? s.fiat.minor - s.refunds.filter(live).reduce((sum, r) => sum + r.fiat.minor, 0n) : 0n
}

export function requestRefund(s: OpenSession, c: RefundCommand, nowMs: number): Decision<CheckoutState, OpenSession, CheckoutRejection> {
  const existing = s.refunds.find((r) => r.id === c.refundId)
  if (existing)
    return existing.requestHash === c.requestHash
      ? unchanged(s)
      : no('IDEMPOTENCY_KEY_REUSED', 'this Idempotency-Key was used with a different request body')
  const selection = paidSelection(s)
  if (s.status !== 'paid' || !selection) return no('NOT_REFUNDABLE', `only paid sessions can be refunded; this one is ${s.status}`)
  const remaining = refundableMinor(s)
  if (remaining <= 0n) return no('NOT_REFUNDABLE', 'the session has already been refunded in full')
  const fiat = c.fiat ?? { minor: remaining, scale: s.fiat.scale }
  if (fiat.minor > remaining) {
    return no(
      'REFUND_EXCEEDS_REMAINING',
      `at most ${fiatText({ minor: remaining, scale: s.fiat.scale })} ${s.currency} remains refundable`,
      'amount',
    )
  }
  // What the address still holds: earlier refunds took their amounts and, when paid in the native coin with the fee
  // on top, their network fees too (a refund of the rest pays its fee out of its own amount).
  const feesPaid = s.refunds
    .filter((r) => live(r) && !r.rest && r.fee !== null && r.currency === NATIVE_CURRENCY[r.network as Network])
    .reduce((sum, r) => sum + r.fee!, 0n)
  const held = confirmedUnits(s, selection) - s.refunds.filter(live).reduce((sum, r) => sum + r.units, 0n) - feesPaid
  const units = fiat.minor === remaining ? held : (selection.dueUnits * fiat.minor) / s.fiat.minor
  if (c.toAddress !== null && !looksLikeAddress(selection.network as Network, c.toAddress)) {
    return no('INVALID_REFUND_ADDRESS', `refund_address is not a ${selection.network} address`, 'refund_address')
  }
  const toAddress =
    c.toAddress ??
    [...s.payments].reverse().find((p) => p.status === 'confirmed' && p.address === selection.address && p.fromAddress)?.fromAddress
  if (!toAddress)
    return no('REFUND_ADDRESS_REQUIRED', 'the payment came from no single sender address; give refund_address', 'refund_address')
  const refund: Refund = {
    id: c.refundId,
    requestHash: c.requestHash,
    fiat,
    units,
    network: selection.network,
    currency: selection.currency,
    toAddress,
    reason: c.reason,
    status: 'processing',
    txHash: null,
    fee: null,
    failure: null,
    createdAtMs: nowMs,
    updatedAtMs: nowMs,
    rest: fiat.minor === remaining,
  }
  return changed(
    { ...s, refunds: [...s.refunds, refund] },
    [{ type: 'refund.created', payload: { sessionId: s.id, refundId: refund.id } }],
    undefined,
    { createdRefundId: refund.id },
  )
}

export function recordRefundResult(
  s: OpenSession,
  c: ResultCommand,
  nowMs: number,
): Decision<CheckoutState, OpenSession, CheckoutRejection> {
  const refund = s.refunds.find((r) => r.id === c.refundId)
  if (!refund) return no('REFUND_NOT_FOUND', 'refund not found')
  // A transaction a node took can still never land (reverted, replaced at its nonce, expired): submitted -> failed, and
  // its amount is refundable again. Nothing else leaves a final state; a repeat of the same news changes nothing.
  if (refund.status === 'failed' || (refund.status === 'submitted' && c.txHash)) return unchanged(s)
  const next: Refund = c.txHash
    ? {
        ...refund,
        status: 'submitted',
        txHash: c.txHash,
        fee: c.fee,
        updatedAtMs: nowMs,
        ...(c.sentUnits !== undefined ? { sentUnits: c.sentUnits } : {}),
      }
    : { ...refund, status: 'failed', failure: c.failure ?? 'send failed', updatedAtMs: nowMs }
  return changed({ ...s, refunds: s.refunds.map((r) => (r === refund ? next : r)) }, [
    { type: `refund.${next.status}`, payload: { sessionId: s.id, refundId: refund.id } },
  ])
}
