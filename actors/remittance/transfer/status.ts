/**
 * The spec's status and the money's next move, as pure functions of what the partner has said (the set of its
 * states, so webhooks arriving late, twice or out of order give the same answer) and of where the hold stands.
 * A status never moves backwards; the one documented reversal is completed → failed when a sent payout bounces.
 */
import type { WiseState } from '../providers/wise/partner'
import type { RemitStatus, RemitTransfer } from './state'

const FAILURE: ReadonlySet<WiseState> = new Set(['cancelled', 'funds_refunded', 'bounced_back', 'charged_back'])
const UNDER_WAY: ReadonlySet<WiseState> = new Set(['processing', 'funds_converted'])

const wasSent = (t: RemitTransfer) => t.partnerSteps.some((s) => s.state === 'outgoing_payment_sent')
const hasFailed = (t: RemitTransfer) => t.partnerSteps.some((s) => FAILURE.has(s.state))

export function statusOf(t: RemitTransfer): RemitStatus {
  if (t.hold === 'refused' || t.failureReason !== null || hasFailed(t)) return 'failed'
  if (wasSent(t)) return 'completed'
  if (t.funded || t.partnerSteps.some((s) => UNDER_WAY.has(s.state))) return 'processing'
  return 'pending'
}

/** The partner's latest word (by its event time), kept in the record as `partner_status`. */
export function partnerStatusOf(t: RemitTransfer): WiseState | null {
  return t.partnerSteps.at(-1)?.state ?? null
}

export type Work = 'hold' | 'send' | 'fund' | 'post' | 'void' | 'reverse' | 'poll' | null

/** What the workflow does next for a transfer. */
export function workOf(t: RemitTransfer): Work {
  if (t.hold === 'refused' || t.hold === 'voided' || t.hold === 'reversed') return null
  if (t.hold === 'none') return 'hold'
  const failed = t.failureReason !== null || hasFailed(t)
  const sent = wasSent(t)
  if (t.hold === 'held') {
    if (sent) return 'post'
    if (failed) return 'void'
    if (t.partnerTransferId === null) return 'send'
    if (!t.funded) return 'fund'
    return 'poll'
  }
  // Posted: compensated if it bounced, else done (a bounce weeks later arrives by webhook and re-opens it).
  return failed ? 'reverse' : null
}

export const hasWorkLeft = (t: RemitTransfer) => workOf(t) !== null
