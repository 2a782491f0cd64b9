/** Orders, quotes and the AML form as the API shows them (api/wire.ts). */
import { decimalOf } from '../../platform/fiat_amounts'
import { omitAbsent } from '../../platform/omit_absent'
import type { OtcForm } from './form/state'
import type { OtcOrder } from './order/state'

const iso = (ms: number) => new Date(ms).toISOString()
const isoOrAbsent = (ms: number | null) => (ms === null ? undefined : iso(ms))

export function orderView(o: OtcOrder) {
  const received = o.payments.reduce((sum, p) => sum + p.amountMinor, 0n)
  return {
    id: o.id,
    status: o.status,
    rate: o.quote.rate,
    from: o.from,
    to: o.to,
    from_amount: decimalOf(o.fromMinor),
    to_amount: decimalOf(o.creditMinor ?? o.quote.toMinor),
    payment_details: {
      bank_name: o.payee.bankName,
      account_number: o.payee.accountNumber,
      sort_code: o.payee.sortCode,
      account_name: o.payee.accountName,
      ...omitAbsent({ iban: o.payee.iban, bic: o.payee.bic }),
      reference: o.reference,
    },
    expires_at: iso(o.quote.expiresAtMs),
    created_at: iso(o.createdAtMs),
    ...omitAbsent({ marked_paid_at: isoOrAbsent(o.markedAtMs), settled_at: isoOrAbsent(o.settledAtMs) }),
    ...omitAbsent({ review_reason: o.reviewReason, received_amount: o.payments.length > 0 ? decimalOf(received) : null }),
    quotes: o.quotes.map((q) => ({
      rate: q.rate,
      to_amount: decimalOf(q.toMinor),
      quoted_at: iso(q.quotedAtMs),
      expires_at: iso(q.expiresAtMs),
    })),
  }
}

export function formView(f: OtcForm, otcAccess: boolean) {
  return {
    status: f.status,
    otc_access: otcAccess,
    ...omitAbsent({
      rejection_reason: f.rejectionReason,
      submitted_at: isoOrAbsent(f.submittedAtMs),
      reviewed_at: isoOrAbsent(f.reviewedAtMs),
    }),
    form: f.fields,
  }
}
