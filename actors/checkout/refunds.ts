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
 * A refund goes back to the address that paid where the chain names it;
 * another address needs checkout:refund_address (`mayChooseAddress`), so a
 * key that may refund cannot send a merchant's money to an address of its
 * choosing. Where the chain names no single payer, `refund_address` is
 * required and checked.
 */
import { auditEvent } from '../../platform/audit'
import { checkoutEvents } from './events'
import { NATIVE_CURRENCY, looksLikeAddress, sameAddress } from '../../chains/assets'
import type { Network } from '../../chains/networks'
import { keyOutcome } from '../../platform/idempotency'
import { rejected, unchanged, type Decision } from '../runtime/types'
import { REFUND_KEY } from './key_rules'
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
function paidSelection(s: OpenSession): Selection | undefined {
  return [s.selection, ...s.previous].find((x): x is Selection => !!x && confirmedUnits(s, x) >= x.dueUnits)
}

export function refundableMinor(s: OpenSession): bigint {
  return s.status === 'paid' ? s.fiat.minor - s.refunds.filter(live).reduce((sum, r) => sum + r.fiat.minor, 0n) : 0n
}

export function requestRefund(s: OpenSession, c: RefundCommand, nowMs: number): Decision<CheckoutState, OpenSession, CheckoutRejection> {
  const existing = s.refunds.find((r) => r.id === c.refundId)
  if (existing) {
    const key = keyOutcome({ fingerprint: existing.requestHash }, { fingerprint: c.requestHash }, REFUND_KEY, nowMs)
    return key.kind === 'reused' ? rejected(key.rejection) : unchanged(s)
  }
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
    .filter((r) => live(r) && !r.rest && r.fee !== null && r.currency === NATIVE_CURRENCY[r.network])
    .reduce((sum, r) => sum + (r.fee ?? 0n), 0n)
  const held = confirmedUnits(s, selection) - s.refunds.filter(live).reduce((sum, r) => sum + r.units, 0n) - feesPaid
  const units = fiat.minor === remaining ? held : (selection.dueUnits * fiat.minor) / s.fiat.minor
  const network = selection.network
  if (c.toAddress !== null && !looksLikeAddress(network, c.toAddress)) {
    return no('INVALID_REFUND_ADDRESS', `refund_address is not a ${selection.network} address`, 'refund_address')
  }
  // The money goes back to whoever paid. Where the chain names the payer, another address redirects the merchant's
  // money, which needs checkout:refund_address on top of checkout:refund; the payer's own address needs nothing more.
  const payer = payerOf(s, selection)
  const isPayer = payer !== undefined && (c.toAddress === null || sameAddress(network, c.toAddress, payer))
  if (payer !== undefined && !isPayer && !c.mayChooseAddress) {
    return no(
      'REFUND_ADDRESS_NOT_PERMITTED',
      'refund_address is not the address that paid; refunding elsewhere needs the checkout:refund_address permission',
      'refund_address',
    )
  }
  // The payer's address as the chain wrote it: the caller's copy in another case may carry a wrong EIP-55 checksum.
  const toAddress = isPayer ? payer : c.toAddress
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
    [
      checkoutEvents.event('refund.created', { sessionId: s.id, refundId: refund.id }),
      auditEvent({
        businessId: s.businessId,
        action: 'refund.created',
        by: c.by,
        target: { type: 'refund', id: refund.id },
        changes: {
          session_id: s.id,
          amount: fiatText(fiat),
          currency: s.currency,
          network: refund.network,
          to_address: toAddress,
          // Whether the destination is the address that paid, or one the caller chose (checkout:refund_address).
          destination: isPayer ? 'payer' : 'chosen',
          reason: c.reason,
        },
      }),
    ],
    undefined,
    { createdRefundId: refund.id },
  )
}

/** The sender of the latest confirmed payment through the paid selection; undefined when the chain named no single sender. */
function payerOf(s: OpenSession, selection: Selection): string | undefined {
  return [...s.payments].reverse().find((p) => p.status === 'confirmed' && p.address === selection.address && p.fromAddress)?.fromAddress
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
