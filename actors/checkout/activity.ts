/**
 * What a checkout session means for the merchant's numbers (actors/runtime/activity.ts; definitions in
 * docs/analytics.md). Every amount is in the session's own fiat at the rate locked when the customer chose the
 * coin (the selection's due amount for the session's price), never at today's price:
 *
 *   session_created    the price asked, when the session is created
 *   session_paid       the price, when it is paid (the crypto side: what arrived on time at the paying selection)
 *   session_overpaid   what arrived beyond the price, at the locked rate
 *   session_underpaid  an expired session that had received part: what arrived, at the locked rate
 *   session_expired    an expired session that received nothing (amount: the price asked)
 *   session_failed     the chain refused its only payment
 *   late_payment       each confirmed payment that arrived after the session closed
 *   refund             each refund sent (submitted), in the session's fiat as the refund request stated it
 */
import { NO_CRYPTO, type ActivityFact } from '../runtime/activity'
import { confirmedUnits } from './payments'
import type { CheckoutState, OpenSession, Payment, Selection } from './state'

/** Base units of a selection at its locked rate, in the session's fiat minor units (rounded down). */
const fiatOf = (s: OpenSession, sel: Selection, units: bigint): bigint => (sel.dueUnits === 0n ? 0n : (units * s.fiat.minor) / sel.dueUnits)

const selections = (s: OpenSession): Selection[] => [...(s.selection ? [s.selection] : []), ...s.previous]

const selectionOf = (s: OpenSession, p: Payment): Selection | undefined =>
  selections(s).find((x) => x.network === p.network && x.address === p.address && x.currency === p.currency)

export function checkoutActivity(state: CheckoutState): ActivityFact[] {
  if (state.status === 'new') return []
  const s = state
  const customer = s.customerEmail ? s.customerEmail.trim().toLowerCase() : null
  const base = {
    businessId: s.businessId,
    isTest: s.isTest,
    product: 'checkout',
    currency: s.currency,
    scale: s.fiat.scale,
    method: s.paymentMethod,
    subject: s.id,
    reference: s.reference || null,
    customer,
  } as const
  const facts: ActivityFact[] = [
    {
      ...base,
      ...NO_CRYPTO,
      key: `checkout:${s.id}:created`,
      atMs: s.createdAtMs,
      type: 'session_created',
      amountMinor: s.fiat.minor,
      address: null,
    },
  ]
  const paidOn = selections(s).find((sel) => confirmedUnits(s, sel) >= sel.dueUnits && sel.dueUnits > 0n)
  const payer = (sel: Selection) =>
    s.payments.find((p) => !p.late && p.status === 'confirmed' && p.address === sel.address)?.fromAddress || null
  const crypto = (sel: Selection, units: bigint) => ({
    network: sel.network,
    asset: sel.currency,
    assetDecimals: sel.decimals,
    assetUnits: units,
  })
  if (s.status === 'paid' && paidOn) {
    const units = confirmedUnits(s, paidOn)
    const at = s.paidAtMs ?? s.createdAtMs
    facts.push({
      ...base,
      ...crypto(paidOn, units),
      key: `checkout:${s.id}:paid`,
      atMs: at,
      type: 'session_paid',
      amountMinor: s.fiat.minor,
      address: payer(paidOn),
    })
    if (units > paidOn.dueUnits) {
      const excess = units - paidOn.dueUnits
      facts.push({
        ...base,
        ...crypto(paidOn, excess),
        key: `checkout:${s.id}:overpaid`,
        atMs: at,
        type: 'session_overpaid',
        amountMinor: fiatOf(s, paidOn, excess),
        address: payer(paidOn),
      })
    }
  }
  if (s.status === 'expired' || s.status === 'failed') {
    const at = s.closedAtMs ?? s.expiresAtMs
    const received = selections(s)
      .map((sel) => ({ sel, units: confirmedUnits(s, sel) }))
      .filter((x) => x.units > 0n)
    if (s.status === 'failed') {
      facts.push({
        ...base,
        ...NO_CRYPTO,
        key: `checkout:${s.id}:failed`,
        atMs: at,
        type: 'session_failed',
        amountMinor: 0n,
        address: null,
      })
    } else if (received.length === 0) {
      facts.push({
        ...base,
        ...NO_CRYPTO,
        key: `checkout:${s.id}:expired`,
        atMs: at,
        type: 'session_expired',
        amountMinor: s.fiat.minor,
        address: null,
      })
    } else {
      // One fact per session (one count): the fiat of everything received; the crypto side of the largest part.
      const fiat = received.reduce((sum, x) => sum + fiatOf(s, x.sel, x.units), 0n)
      const main = received.reduce((a, b) => (fiatOf(s, b.sel, b.units) > fiatOf(s, a.sel, a.units) ? b : a))
      facts.push({
        ...base,
        ...crypto(main.sel, main.units),
        key: `checkout:${s.id}:underpaid`,
        atMs: at,
        type: 'session_underpaid',
        amountMinor: fiat,
        address: payer(main.sel),
      })
    }
  }
  for (const p of s.payments) {
    const sel = selectionOf(s, p)
    if (!p.late || p.status !== 'confirmed' || !sel) continue
    facts.push({
      ...base,
      ...crypto(sel, p.units),
      key: `checkout:${s.id}:late:${p.depositId ?? `${p.txHash}:${p.address}:${p.currency}`}`,
      atMs: p.settledAtMs ?? p.detectedAtMs,
      type: 'late_payment',
      amountMinor: fiatOf(s, sel, p.units),
      address: p.fromAddress || null,
    })
  }
  for (const r of s.refunds) {
    if (r.status !== 'submitted') continue
    facts.push({
      ...base,
      key: `checkout:${s.id}:refund:${r.id}`,
      atMs: r.updatedAtMs,
      type: 'refund',
      scale: r.fiat.scale,
      amountMinor: r.fiat.minor,
      network: r.network,
      asset: r.currency,
      assetDecimals: selections(s).find((x) => x.currency === r.currency && x.network === r.network)?.decimals ?? 0,
      assetUnits: r.sentUnits ?? r.units,
      address: r.toAddress,
    })
  }
  return facts
}
