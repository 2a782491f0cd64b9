/** Virtual accounts and inbound payments as the API shows them (api/wire.ts). */
import type { VirtualAccount } from './account/state'
import type { BankPayment } from './payment/state'
import { minorDecimal } from './money'
import { omitAbsent } from '../../platform/omit_absent'

const iso = (ms: number) => new Date(ms).toISOString()

export function accountView(a: VirtualAccount) {
  const ids = a.status === 'opening' ? null : a.identifiers
  return {
    id: a.id,
    account_number: ids === null ? null : a.currency === 'GBP' ? ids.accountNumber : ids.iban,
    sort_code: ids?.sortCode ?? null,
    ...omitAbsent({ iban: ids?.iban, bic: ids?.bic, status_reason: a.status === 'opening' ? null : a.statusReason }),
    bank_name: ids?.bankName ?? null,
    currency: a.currency,
    status: a.status === 'opening' ? ('pending' as const) : a.status,
    customer_reference: a.customerReference,
    customer_name: a.customerName,
    is_test_mode: a.isTest,
    created_at: iso(a.createdAtMs),
  }
}

export function paymentView(p: BankPayment) {
  return {
    payment_id: p.id,
    status: p.status,
    currency: p.currency,
    amount: p.units.toString(),
    amount_decimal: minorDecimal(p.units),
    payer_name: p.payin.payerName,
    payer_identifier: p.payin.payerIdentifier,
    reference: p.payin.reference,
    scheme: p.payin.scheme.name,
    partner_account_id: p.payin.accountId,
    ...omitAbsent({
      virtual_account_id: p.target?.accountId,
      suspense_reason: p.target ? null : p.suspenseReason,
      reversal_reason: p.reversal?.reason,
      refusal: p.refusal,
    }),
    notices: p.notices,
    is_test_mode: p.isTest,
    received_at: iso(p.receivedAtMs),
  }
}
