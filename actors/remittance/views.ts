/** Quotes, transfers and signing keys as the API shows them (api/wire.ts). */
import { omitAbsent } from '../../platform/omit_absent'
import { decimalOf, rateUnits } from '../../platform/fiat_amounts'
import type { RemitQuote } from './quote/state'
import type { SigningKeyRecord } from './signing/keys'
import type { RemitTransfer } from './transfer/state'
import { partnerStatusOf } from './transfer/status'

const iso = (ms: number) => new Date(ms).toISOString()

/** The spec's number field: the exact text read as a JSON number (at most 8 decimals, well inside a double's digits). */
const rateNumber = (rate: string) => (rateUnits(rate) === null ? 0 : Number(rate))

export function quoteView(q: RemitQuote) {
  return {
    quote_id: q.id,
    source_currency: q.sourceCurrency,
    source_amount: decimalOf(q.sourceMinor),
    dest_currency: q.destCurrency,
    dest_amount: decimalOf(q.destMinor),
    exchange_rate: rateNumber(q.rate),
    fee_amount: decimalOf(q.feeMinor),
    fee_percent: q.feePercent,
    rpay_discount_applied: q.discountApplied,
    rpay_discount_amount: decimalOf(q.discountMinor),
    total_cost: decimalOf(q.totalMinor),
    estimated_time: q.estimatedTime,
    expires_at: iso(q.expiresAtMs),
  }
}

export function transferView(t: RemitTransfer) {
  return {
    id: t.id,
    business_uuid: t.businessId,
    source_currency: t.quote.sourceCurrency,
    source_amount: decimalOf(t.quote.sourceMinor),
    dest_currency: t.quote.destCurrency,
    dest_amount: decimalOf(t.quote.destMinor),
    recipient_name: t.recipient.name,
    status: t.status,
    exchange_rate: t.quote.rate,
    fee_amount: decimalOf(t.quote.feeMinor),
    rpay_discount_used: t.quote.discountApplied,
    created_at: iso(t.createdAtMs),
    quote_id: t.quote.id,
    fee_percent: t.quote.feePercent,
    rpay_discount_amount: decimalOf(t.quote.discountMinor),
    total_cost: decimalOf(t.quote.totalMinor),
    recipient_country: t.recipient.country,
    reference: t.reference,
    purpose: t.purpose,
    ...omitAbsent({ partner_status: partnerStatusOf(t) }),
    ...omitAbsent({ failure_reason: t.status === 'failed' ? (t.failureReason ?? failureOf(t)) : null }),
    reversed: t.reversed,
    is_test_mode: t.isTest,
    updated_at: iso(t.updatedAtMs),
  }
}

/** The reason a partner-failed transfer shows (the partner's states say what happened). */
function failureOf(t: RemitTransfer): string {
  const states = new Set(t.partnerSteps.map((s) => s.state))
  if (states.has('bounced_back')) return 'bounced_back: the recipient’s bank returned the payout'
  if (states.has('charged_back')) return 'charged_back: the partner reversed the payout'
  return 'cancelled: the partner could not pay the recipient'
}

export function signingKeyView(k: SigningKeyRecord) {
  return {
    id: k.id,
    status: k.revokedAtMs === null ? ('active' as const) : ('revoked' as const),
    is_test_mode: k.isTest,
    created_at: iso(k.createdAtMs),
    ...omitAbsent({
      revoked_at: k.revokedAtMs === null ? null : iso(k.revokedAtMs),
      last_used_at: k.lastUsedAtMs === null ? null : iso(k.lastUsedAtMs),
    }),
  }
}
