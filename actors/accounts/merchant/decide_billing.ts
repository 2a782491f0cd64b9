/**
 * The owner's plan changes and the payments for plans, as decisions (README
 * "Plan billing"). Plans were free: an upgrade answered 200 with no payment.
 * Now:
 *  - change_plan: a purchase (planMove in billing.ts) applies at once and
 *    opens an invoice at the list price, due after the grace period; past it,
 *    the plan counts as expired (decide.ts effectiveStatus). The plan it has
 *    changes nothing; a downgrade applies at once and keeps the end of the
 *    period already paid. Enterprise is priced by agreement: only an admin
 *    sets it (set_plan).
 *  - plan_paid: a confirmed payment settles the invoice it was for; any other
 *    payment buys its plan from the payment on.
 * No proration: an upgrade charges the new plan's full price and starts a new
 * period; what was left of the old period is not credited.
 */
import { auditEvent, SYSTEM_PARTY, type ActingParty } from '../../../platform/audit'
import { reject } from '../../../platform/errors'
import { accepted, rejected, unchanged, type Decision, type DomainEvent } from '../../runtime/types'
import { periodEndMs, planMove, planPriceUsd } from './billing'
import type { MerchantCommand } from './commands'
import { merchantEvents } from './events'
import { PLANS } from './plans'
import type { MerchantRejection } from './rejections'
import type { ActiveMerchant, MerchantState, PlanInvoice, PlanTerms, Subscription } from './state'

/** Payment operation ids remembered (plan_paid), so a redelivered payment event changes nothing. */
const RECENT_OPS = 200

type ChangePlan = Extract<MerchantCommand, { type: 'change_plan' }>
type PlanPaid = Extract<MerchantCommand, { type: 'plan_paid' }>
type MerchantDecision = Decision<MerchantState, ActiveMerchant, MerchantRejection>

const iso = (ms: number) => new Date(ms).toISOString()

function termsOf(s: Subscription): PlanTerms {
  return { plan: s.plan, duration: s.duration, status: s.status, startedAtMs: s.startedAtMs, expiresAtMs: s.expiresAtMs }
}

/** The change, and its audit entry: who changed the plan (a payment is the platform's act), from what to what. */
export function planChanged(m: ActiveMerchant, t: PlanTerms, by: ActingParty, how: string): DomainEvent[] {
  const from = m.subscription
  return [
    merchantEvents.event('merchant.plan_changed', { businessId: m.id, plan: t.plan, duration: t.duration }),
    auditEvent({
      businessId: m.id,
      action: 'plan.changed',
      by,
      target: { type: 'subscription', id: m.id },
      changes: {
        plan: { from: from.plan, to: t.plan },
        duration: { from: from.duration, to: t.duration },
        status: { from: from.status, to: t.status },
        how,
      },
    }),
  ]
}

/** Which invoice of `m` an invoice event is about. */
function invoiceNotice(m: ActiveMerchant, invoice: PlanInvoice) {
  return { businessId: m.id, invoiceId: invoice.id, plan: invoice.plan, amountUsd: invoice.amountUsd }
}

/** The owner's plan change (POST /api/v1/subscription/upgrade). */
export function decideChangePlan(m: ActiveMerchant, c: ChangePlan, nowMs: number): MerchantDecision {
  const sub = m.subscription
  const open = sub.invoice
  // The pending upgrade asked again (a retried request): the same invoice, nothing new.
  if (open && open.plan === c.plan && open.duration === c.duration) return unchanged(m)
  // While an upgrade is unpaid, a change is judged against what the merchant had before it, not the unpaid plan.
  const before = open ? open.before : termsOf(sub)
  const move = planMove(before, c, nowMs)
  if (move === 'purchase') return purchase(m, c, before, nowMs)
  if (!open && move === 'same') return unchanged(m)
  // Back to the plan had before the upgrade, or lower: that period goes on. An upgrade given up unpaid leaves
  // its due date as the limit of the next one's (graceEndsAtMs).
  const kept: PlanTerms = move === 'same' ? before : { ...before, plan: c.plan }
  const graceEndsAtMs = open ? open.dueAtMs : sub.graceEndsAtMs
  const next: ActiveMerchant = { ...m, subscription: graceEndsAtMs === undefined ? kept : { ...kept, graceEndsAtMs } }
  return accepted(next, next, [
    ...planChanged(m, kept, c.by, 'change'),
    ...(open ? [merchantEvents.event('merchant.invoice_voided', { ...invoiceNotice(m, open), reason: 'given_up' })] : []),
  ])
}

function purchase(m: ActiveMerchant, c: ChangePlan, before: PlanTerms, nowMs: number): MerchantDecision {
  const amountUsd = planPriceUsd(c.plan, c.duration)
  if (amountUsd === null) {
    const name = PLANS[c.plan].name
    return rejected(reject('PLAN_NOT_PURCHASABLE', `${name} is priced by agreement and set by an administrator; contact sales`, 'plan'))
  }
  const sub = m.subscription
  const open = sub.invoice
  if (open && nowMs >= open.dueAtMs) {
    return rejected(
      reject(
        'PLAN_PAYMENT_REQUIRED',
        `invoice ${open.id} (${open.plan}, ${open.amountUsd} USD) was due ${iso(open.dueAtMs)}: pay it with ` +
          `POST /api/v1/subscription/crypto-checkout, or go back to the ${before.plan} plan`,
      ),
    )
  }
  // Replacing an open invoice keeps its due date, and one given up unpaid bounds the next: the grace is given once until a payment.
  const dueAtMs = open ? open.dueAtMs : Math.min(nowMs + c.graceMs, sub.graceEndsAtMs ?? Number.MAX_SAFE_INTEGER)
  if (dueAtMs <= nowMs) {
    return rejected(
      reject(
        'PLAN_PAYMENT_REQUIRED',
        `an upgrade cannot run unpaid now: buy the ${c.plan} plan with POST /api/v1/subscription/crypto-checkout`,
      ),
    )
  }
  const invoice: PlanInvoice = { id: c.invoiceId, plan: c.plan, duration: c.duration, amountUsd, issuedAtMs: nowMs, dueAtMs, before }
  const terms: PlanTerms = {
    plan: c.plan,
    duration: c.duration,
    status: 'active',
    startedAtMs: nowMs,
    expiresAtMs: periodEndMs(nowMs, c.duration),
  }
  const kept = sub.graceEndsAtMs === undefined ? {} : { graceEndsAtMs: sub.graceEndsAtMs }
  const next: ActiveMerchant = { ...m, subscription: { ...terms, invoice, ...kept } }
  const events = [
    ...planChanged(m, terms, c.by, 'purchase'),
    ...(open ? [merchantEvents.event('merchant.invoice_voided', { ...invoiceNotice(m, open), reason: 'replaced' })] : []),
    merchantEvents.event('merchant.invoice_opened', invoiceNotice(m, invoice)),
  ]
  return accepted(next, next, events)
}

/** A confirmed payment for a plan (the crypto checkout's subscriber), at least once in, applied once. */
export function decidePlanPaid(m: ActiveMerchant, c: PlanPaid, nowMs: number): MerchantDecision {
  if (m.recentOps.includes(c.opId)) return unchanged(m)
  const open = m.subscription.invoice
  const settled = open !== undefined && open.id === c.invoiceId ? open : undefined
  // Paid by its due date, the upgrade keeps the period it started with. Paid late (the plan was expired
  // meanwhile), or a plan bought without an invoice, the period starts at the payment; the latter also
  // replaces whatever invoice was open, since the merchant now has a plan it paid for.
  const onTime = settled !== undefined && nowMs < settled.dueAtMs
  const bought = settled ?? c
  const terms: PlanTerms = onTime
    ? termsOf(m.subscription)
    : {
        plan: bought.plan,
        duration: bought.duration,
        status: 'active',
        startedAtMs: nowMs,
        expiresAtMs: periodEndMs(nowMs, bought.duration),
      }
  const next: ActiveMerchant = { ...m, recentOps: [...m.recentOps.slice(-(RECENT_OPS - 1)), c.opId], subscription: terms }
  const events: DomainEvent[] = []
  if (settled)
    events.push(merchantEvents.event('merchant.invoice_paid', { ...invoiceNotice(m, settled), reason: onTime ? 'on_time' : 'late' }))
  if (open && !settled) events.push(merchantEvents.event('merchant.invoice_voided', { ...invoiceNotice(m, open), reason: 'superseded' }))
  if (!onTime) events.push(...planChanged(m, terms, SYSTEM_PARTY, 'payment'))
  return accepted(next, next, events)
}
