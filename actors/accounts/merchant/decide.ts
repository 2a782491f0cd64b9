/**
 * The merchant state machine. Plan guards live here so the check and the
 * usage increment happen in one decision: two concurrent wallet creations
 * cannot both take the last slot. Rejection codes are the spec's. Plan
 * changes by the owner and payments for plans: decide_billing.ts.
 */
import { reject } from '../../../platform/errors'
import { accepted, rejected, unchanged, type ActorKind, type Decision, refTo } from '../../runtime/types'
import { PLANS, addUtcMonths, utcMonth } from './plans'
import type { ActiveMerchant, MerchantState, TransactionRequirements } from './state'
import type { MerchantCommand } from './commands'
import type { MerchantRejection } from './rejections'
import { decideChangePlan, decidePlanPaid, planChanged } from './decide_billing'
import { invoiceStatus } from './billing'
import { merchantEvents } from './events'

const notFound = () => rejected(reject('BUSINESS_NOT_FOUND', 'business not found'))

/**
 * The subscription as of `nowMs`: an active plan past its expiry is expired,
 * and so is one whose upgrade invoice is past its due date unpaid (the grace
 * is over). Computed on every read, so no timer has to fire for it.
 */
export function effectiveStatus(m: ActiveMerchant, nowMs: number): 'active' | 'expired' | 'cancelled' {
  const s = m.subscription
  if (s.status !== 'active') return s.status
  if (nowMs >= s.expiresAtMs) return 'expired'
  return s.invoice && invoiceStatus(s.invoice, nowMs) === 'overdue' ? 'expired' : 'active'
}

function guardActive(m: ActiveMerchant, nowMs: number) {
  if (effectiveStatus(m, nowMs) === 'active') return null
  const invoice = m.subscription.invoice
  // Say why when it is the unpaid upgrade: the merchant's way back is paying that invoice.
  const unpaid =
    invoice && nowMs >= invoice.dueAtMs && m.subscription.status === 'active' && nowMs < m.subscription.expiresAtMs
      ? `: invoice ${invoice.id} (${invoice.plan}, ${invoice.amountUsd} USD) was due ${new Date(invoice.dueAtMs).toISOString()} and is unpaid`
      : ''
  return rejected(reject('SUBSCRIPTION_EXPIRED', `subscription expired${unpaid}`))
}

export function decideMerchant(
  state: MerchantState,
  command: MerchantCommand,
  nowMs: number,
): Decision<MerchantState, ActiveMerchant, MerchantRejection> {
  if (command.type === 'create') {
    if (state.status === 'active') return unchanged(state)
    const next: ActiveMerchant = {
      status: 'active',
      id: state.id,
      name: command.name,
      accountType: command.accountType,
      ownerUserId: command.ownerUserId,
      kyc: 'pending',
      otcApproved: false,
      walletsUsed: 0,
      transactions: {},
      recentOps: [],
      createdAtMs: nowMs,
      subscription: { plan: 'starter', duration: 'monthly', status: 'active', startedAtMs: nowMs, expiresAtMs: addUtcMonths(nowMs, 1) },
    }
    return accepted(next, next, [merchantEvents.event('merchant.created', { businessId: state.id, name: command.name })])
  }
  if (state.status !== 'active') return notFound()
  const m = state
  switch (command.type) {
    case 'get':
      return unchanged(m)
    case 'set_kyc': {
      if (m.kyc === command.kyc) return unchanged(m)
      const next = { ...m, kyc: command.kyc }
      return accepted(next, next, [merchantEvents.event('merchant.kyc_changed', { businessId: m.id, kyc: command.kyc })])
    }
    case 'set_otc_access': {
      const next = { ...m, otcApproved: command.approved }
      return accepted(next, next, [merchantEvents.event('merchant.otc_access_changed', { businessId: m.id, approved: command.approved })])
    }
    case 'set_plan': {
      // The admin's: takes effect immediately, the new period starts now (spec: limits apply from the next call),
      // and nothing is owed: the subscription is rebuilt without the open invoice or a grace limit.
      const months = command.duration === 'annual' ? 12 : 1
      const next: ActiveMerchant = {
        ...m,
        subscription: {
          plan: command.plan,
          duration: command.duration,
          status: command.status ?? 'active',
          startedAtMs: nowMs,
          expiresAtMs: addUtcMonths(nowMs, months),
        },
      }
      return accepted(next, next, planChanged(m, next.subscription, command.by, 'admin'))
    }
    case 'change_plan':
      return decideChangePlan(m, command, nowMs)
    case 'plan_paid':
      return decidePlanPaid(m, command, nowMs)
    case 'check_active':
      return guardActive(m, nowMs) ?? unchanged(m)
    case 'check_wallet':
      return walletRefusal(m, nowMs) ?? unchanged(m)
    case 'reserve_wallet': {
      const refusal = walletRefusal(m, nowMs)
      if (refusal) return refusal
      const next = { ...m, walletsUsed: m.walletsUsed + 1 }
      return accepted(next, next)
    }
    case 'release_wallet': {
      const next = { ...m, walletsUsed: Math.max(0, m.walletsUsed - 1) }
      return accepted(next, next)
    }
    case 'check_transaction':
      return transactionRefusal(m, command.requires, nowMs) ?? unchanged(m)
    case 'record_transaction': {
      const refusal = transactionRefusal(m, command.requires, nowMs)
      if (refusal) return refusal
      const month = utcMonth(nowMs)
      // Only the current month is kept; older months are history for analytics, not for limits.
      const next = { ...m, transactions: { [month]: (m.transactions[month] ?? 0) + 1 } }
      return accepted(next, next)
    }
    case 'reconcile_usage':
      return reconcileUsage(m, command)
  }
}

/** Counters set to the objects that exist, each only if nothing was counted since `seen` was read (a compare-and-set). */
type Reconcile = Extract<MerchantCommand, { type: 'reconcile_usage' }>

function reconcileUsage(m: ActiveMerchant, c: Reconcile): Decision<MerchantState, ActiveMerchant, MerchantRejection> {
  const wallets = m.walletsUsed === c.seen.wallets ? c.existing.wallets : m.walletsUsed
  const counted = m.transactions[c.month] ?? 0
  const transactions = counted === c.seen.transactions ? c.existing.transactions : counted
  if (wallets === m.walletsUsed && transactions === counted) return unchanged(m)
  const next = { ...m, walletsUsed: wallets, transactions: { ...m.transactions, [c.month]: transactions } }
  return accepted(next, next)
}

function walletRefusal(m: ActiveMerchant, nowMs: number) {
  const inactive = guardActive(m, nowMs)
  if (inactive) return inactive
  const cap = PLANS[m.subscription.plan].maxWalletAddresses
  if (cap !== -1 && m.walletsUsed >= cap) {
    return rejected(reject('WALLET_LIMIT_EXCEEDED', `wallet limit reached for the ${m.subscription.plan} plan (${cap})`))
  }
  return undefined
}

/** Why this merchant may not make a transaction now, in the spec's order (403 KYC/account, 402 plan), or undefined. */
function transactionRefusal(m: ActiveMerchant, requires: TransactionRequirements | undefined, nowMs: number) {
  if (requires?.kyc && m.kyc !== requires.kyc) return rejected(reject('KYC_REQUIRED', 'this needs approved KYC'))
  if (requires?.accountType && m.accountType !== requires.accountType) {
    return rejected(reject('BUSINESS_ACCOUNT_REQUIRED', 'checkout sessions can only be created by business accounts'))
  }
  const inactive = guardActive(m, nowMs)
  if (inactive) return inactive
  const used = m.transactions[utcMonth(nowMs)] ?? 0
  const cap = PLANS[m.subscription.plan].maxTransactionsPerMonth
  if (cap !== -1 && used >= cap) {
    return rejected(reject('TRANSACTION_LIMIT_EXCEEDED', `monthly transaction limit reached for the ${m.subscription.plan} plan (${cap})`))
  }
  return undefined
}

export const merchantKind: ActorKind<MerchantState, MerchantCommand, ActiveMerchant> = {
  kind: 'merchant',
  initial: (id) => ({ status: 'new', id }),
  decide: decideMerchant,
}

/** An actor of this kind, for `host.ask` (actors/runtime/types.ts KindRef). */
export const merchantRef = (id: string) => refTo(merchantKind, id)
