/**
 * Prices a quote (docs/remittance.md, "Quotes and money"): the partner locks the rate and says what the
 * recipient gets (its own fee comes out of source_amount, as Wise's does); the platform adds its fee on top,
 * less the RPay discount, and the merchant's balance pays the total. The quote expires with the partner's.
 */
import { decimalOf, minorOf, percentDown, percentUp, rateUnits, rateText } from '../../platform/fiat_amounts'
import type { PartnerQuote } from './providers/wise/partner'
import type { RemitQuote } from './quote/state'

/** The RPay discount: a quarter of the platform fee, on the business and enterprise plans. */
const RPAY_DISCOUNT_PERCENT = '25.00'
const DISCOUNT_PLANS: ReadonlySet<string> = new Set(['business', 'enterprise'])

export interface PricingInput {
  readonly businessId: string
  readonly isTest: boolean
  readonly plan: string
  /** The platform fee percent (REMIT_FEE_PERCENT), two decimals. */
  readonly feePercent: string
  readonly nowMs: number
}

/** Words for the partner's delivery estimate: "within N hours" (at least 1), from now. */
function estimatedTime(deliveryEstimate: string, nowMs: number): string {
  const at = Date.parse(deliveryEstimate)
  if (!Number.isFinite(at)) return 'within 2 business days'
  const hours = Math.max(1, Math.ceil((at - nowMs) / 3_600_000))
  return hours === 1 ? 'within 1 hour' : `within ${hours} hours`
}

/** The quote's priced fields, or a reason the partner's answer cannot be priced (nothing is shown then). */
export function priceQuote(p: PartnerQuote, input: PricingInput): Omit<RemitQuote, 'status' | 'id' | 'usedBy' | 'createdAtMs'> | string {
  const rate = rateUnits(p.rate)
  if (rate === null) return `the partner's rate ${p.rate} has more than 8 decimals`
  let sourceMinor: bigint
  let destMinor: bigint
  try {
    sourceMinor = minorOf(p.sourceAmount)
    destMinor = minorOf(p.targetAmount)
  } catch {
    return 'the partner answered amounts of more than 2 decimals'
  }
  const expiresAtMs = Date.parse(p.expirationTime)
  if (!Number.isFinite(expiresAtMs)) return 'the partner answered no expiry'
  const feeMinor = percentUp(sourceMinor, input.feePercent)
  const discountApplied = DISCOUNT_PLANS.has(input.plan) && feeMinor > 0n
  const discountMinor = discountApplied ? percentDown(feeMinor, RPAY_DISCOUNT_PERCENT) : 0n
  return {
    businessId: input.businessId,
    isTest: input.isTest,
    sourceCurrency: p.sourceCurrency,
    destCurrency: p.targetCurrency,
    sourceMinor,
    destMinor,
    rate: rateText(rate),
    feePercent: decimalOf(minorOf(input.feePercent)),
    feeMinor,
    discountApplied,
    discountMinor,
    totalMinor: sourceMinor + feeMinor - discountMinor,
    partnerQuoteId: p.id,
    estimatedTime: estimatedTime(p.deliveryEstimate, input.nowMs),
    expiresAtMs,
  }
}
