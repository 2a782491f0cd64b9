/** Admin operations (X-Admin-Token at the gateway) and the merchant's own subscription endpoints. */
import { RejectionError, reject } from '../../platform/errors'
import type { MethodHandler } from '../../platform/module'
import { implement, methodTable } from '../../platform/operation'
import { effectiveStatus } from '../merchant/decide'
import { PLANS, PLAN_IDS, utcMonth } from '../merchant/plans'
import type { ActiveMerchant, UsageCounts } from '../merchant/state'
import { reconcileUsage } from '../merchant/usage'
import { requireBusiness, type AccessContext } from './context'
import { checkActive } from './operations_internal'
import * as ops from './operations_subscription'

/** `usage`: the objects that exist (merchant/usage.ts); without it, the merchant's own counters. */
export function subscriptionView(m: ActiveMerchant, nowMs: number, usage?: UsageCounts) {
  const plan = PLANS[m.subscription.plan]
  const features = new Set(plan.features)
  return {
    plan: {
      name: plan.id,
      duration: m.subscription.duration,
      status: effectiveStatus(m, nowMs),
      expiry: new Date(m.subscription.expiresAtMs).toISOString(),
    },
    limits: { max_wallet_addresses: plan.maxWalletAddresses, max_transactions_per_month: plan.maxTransactionsPerMonth, market_data: true },
    features: {
      webhooks: plan.webhooks,
      sms: features.has('sms'),
      priority_processing: features.has('priority_processing'),
      custom_branding: features.has('custom_branding'),
      multi_user: features.has('multi_user'),
      white_label: features.has('white_label'),
    },
    usage: {
      wallet_addresses_used: usage?.wallets ?? m.walletsUsed,
      transactions_this_month: usage?.transactions ?? m.transactions[utcMonth(nowMs)] ?? 0,
    },
  }
}

export function plansView() {
  return {
    plans: PLAN_IDS.map((id) => {
      const p = PLANS[id]
      return {
        id,
        name: p.name,
        ...(p.priceMonthly !== null ? { price_monthly: p.priceMonthly } : {}),
        ...(p.priceAnnual !== null ? { price_annual: p.priceAnnual } : {}),
        description: p.description,
        limits: { max_wallet_addresses: p.maxWalletAddresses, max_transactions_per_month: p.maxTransactionsPerMonth },
        features: p.features,
      }
    }),
  }
}

export function adminMethods(access: AccessContext): Record<string, MethodHandler> {
  const now = () => access.payments.clock.nowMs()
  return methodTable(
    implement(ops.setKyc, async ({ id, status }) => {
      const m = await access.merchant(id, { type: 'set_kyc', kyc: status })
      return { business_id: m.id, kyc_status: m.kyc }
    }),
    implement(ops.setOtcAccess, async ({ id, approved }) => {
      const m = await access.merchant(id, { type: 'set_otc_access', approved })
      return { business_id: m.id, otc_access: m.otcApproved }
    }),
    implement(ops.getSubscription, async ({ id }) => {
      const { merchant: m, usage } = await reconcileUsage(access.merchant, access.payments.sql, id, now())
      const startedAt = new Date(m.subscription.startedAtMs).toISOString()
      return { business_id: m.id, ...subscriptionView(m, now(), usage), started_at: startedAt, raw_status: m.subscription.status }
    }),
    implement(ops.setSubscription, async ({ id, plan, duration, status }) => {
      const m = await access.merchant(id, { type: 'set_plan', plan, duration, ...(status ? { status } : {}) })
      return { business_id: m.id, ...subscriptionView(m, now()) }
    }),
    implement(ops.currentSubscription, async (_input, caller) => {
      // The usage shown is what exists; the counters the plan checks are set back to it if they ever drifted.
      const { merchant, usage } = await reconcileUsage(access.merchant, access.payments.sql, requireBusiness(caller), now())
      return subscriptionView(merchant, now(), usage)
    }),
    implement(ops.listPlans, async () => plansView()),
    implement(ops.upgrade, async ({ plan, duration }, caller) => {
      const m = await access.merchant(requireBusiness(caller), { type: 'set_plan', plan, duration })
      const view = subscriptionView(m, now())
      return {
        message: `Plan changed to ${plan} (${duration}).`,
        plan: view.plan.name,
        status: view.plan.status,
        expiry: view.plan.expiry,
      }
    }),
    implement(checkActive, async (_input, caller) => {
      const m = await access.merchant(requireBusiness(caller), { type: 'check_active' })
      return { business_id: m.id, kyc: m.kyc, account_type: m.accountType }
    }),
  )
}
