/**
 * What a merchant tells: created, its KYC or OTC access changed, its plan changed (by the owner, an admin or a
 * payment), and the life of a plan invoice (opened with an upgrade, paid, or voided, with why). Nobody subscribes to
 * them today; they are for operators and the event stream (the audit entries beside them carry who and from what).
 */
import { kindEvents } from '../../runtime/events'
import type { Duration, PlanId } from './plans'
import type { KycStatus } from './state'

/** Which invoice of which merchant, for what. */
interface InvoiceNotice {
  readonly businessId: string
  readonly invoiceId: string
  readonly plan: PlanId
  readonly amountUsd: string
}

type MerchantEvents = {
  readonly 'merchant.created': { readonly businessId: string; readonly name: string }
  readonly 'merchant.kyc_changed': { readonly businessId: string; readonly kyc: KycStatus }
  readonly 'merchant.otc_access_changed': { readonly businessId: string; readonly approved: boolean }
  readonly 'merchant.plan_changed': { readonly businessId: string; readonly plan: PlanId; readonly duration: Duration }
  readonly 'merchant.invoice_opened': InvoiceNotice
  readonly 'merchant.invoice_paid': InvoiceNotice & { readonly reason: 'on_time' | 'late' }
  /** Given up (back to the plan before), replaced by another upgrade, or superseded by a plan bought outright. */
  readonly 'merchant.invoice_voided': InvoiceNotice & { readonly reason: 'given_up' | 'replaced' | 'superseded' }
}

export const merchantEvents = kindEvents<MerchantEvents>('merchant')
