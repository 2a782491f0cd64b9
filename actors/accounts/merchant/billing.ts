/**
 * What a plan costs and how an owner's plan change compares with what the
 * merchant has (README "Plan billing"). Pure: decide_billing.ts decides with
 * these, the views show them.
 */
import { assert } from '../../../platform/errors'
import { PLANS, PLAN_IDS, addUtcMonths, type Duration, type PlanId } from './plans'
import type { PlanInvoice, PlanTerms } from './state'

/** Days an upgrade may run unpaid before the plan counts as expired (the default of SUBSCRIPTION_GRACE_DAYS). */
export const DEFAULT_GRACE_DAYS = 7
export const DAY_MS = 86_400_000

/** The plan's list price in USD with scale 2 ("129.00"), or null when it is priced by agreement (enterprise). */
export function planPriceUsd(plan: PlanId, duration: Duration): string | null {
  const dollars = duration === 'annual' ? PLANS[plan].priceAnnual : PLANS[plan].priceMonthly
  if (dollars === null) return null
  // The table holds whole dollars, so this formats an integer and never rounds money.
  assert(Number.isSafeInteger(dollars) && dollars > 0, `${plan} ${duration} price ${dollars} is not a whole number of dollars`)
  return `${dollars}.00`
}

/** The end of a period of `duration` that starts at `fromMs` (whole UTC calendar months). */
export function periodEndMs(fromMs: number, duration: Duration): number {
  return addUtcMonths(fromMs, duration === 'annual' ? 12 : 1)
}

/** Terms are in force: active and not past their period. */
function termsActive(terms: PlanTerms, nowMs: number): boolean {
  return terms.status === 'active' && nowMs < terms.expiresAtMs
}

/**
 * How a requested plan compares with the terms the merchant has:
 *  - purchase: a higher plan, the same plan monthly to annual, or any plan once the terms lapsed (a renewal is bought too);
 *  - same: the plan it has (annual to monthly included: the paid year simply runs on);
 *  - downgrade: a lower plan.
 */
export type PlanMove = 'purchase' | 'same' | 'downgrade'

export function planMove(from: PlanTerms, to: { readonly plan: PlanId; readonly duration: Duration }, nowMs: number): PlanMove {
  if (!termsActive(from, nowMs)) return 'purchase'
  const tier = PLAN_IDS.indexOf(to.plan) - PLAN_IDS.indexOf(from.plan)
  if (tier > 0) return 'purchase'
  if (tier < 0) return 'downgrade'
  return to.duration === 'annual' && from.duration === 'monthly' ? 'purchase' : 'same'
}

/** `open` until its due date, then `overdue` (the plan counts as expired until it is paid). */
export type InvoiceStatus = 'open' | 'overdue'

export function invoiceStatus(invoice: PlanInvoice, nowMs: number): InvoiceStatus {
  return nowMs >= invoice.dueAtMs ? 'overdue' : 'open'
}
