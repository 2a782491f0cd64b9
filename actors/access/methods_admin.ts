/** Admin operations (X-Admin-Token at the gateway) and the merchant's own subscription endpoints. */
import { RejectionError, reject } from '../../platform/errors'
import type { MethodHandler } from '../../platform/module'
import { effectiveStatus } from '../merchant/decide'
import { PLANS, PLAN_IDS, utcMonth, type Duration, type PlanId } from '../merchant/plans'
import type { ActiveMerchant, KycStatus, UsageCounts } from '../merchant/state'
import { reconcileUsage } from '../merchant/usage'
import { requireBusiness, type AccessContext } from './context'

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
        price_monthly: p.priceMonthly,
        price_annual: p.priceAnnual,
        description: p.description,
        limits: { max_wallet_addresses: p.maxWalletAddresses, max_transactions_per_month: p.maxTransactionsPerMonth },
        features: p.features,
      }
    }),
  }
}

export function adminMethods(access: AccessContext): Record<string, MethodHandler> {
  const now = () => access.payments.clock.nowMs()
  return {
    'admin.setKyc': async (body) => {
      const { id, status } = body as { id: string; status: KycStatus }
      const m = await access.merchant(id, { type: 'set_kyc', kyc: status })
      return { business_id: m.id, kyc_status: m.kyc }
    },
    'admin.setOtcAccess': async (body) => {
      const { id, approved } = body as { id: string; approved: boolean }
      const m = await access.merchant(id, { type: 'set_otc_access', approved })
      return { business_id: m.id, otc_access: m.otcApproved }
    },
    'admin.getSubscription': async (body) => {
      const { merchant: m, usage } = await reconcileUsage(access.merchant, access.payments.sql, (body as { id: string }).id, now())
      const startedAt = new Date(m.subscription.startedAtMs).toISOString()
      return { business_id: m.id, ...subscriptionView(m, now(), usage), started_at: startedAt, raw_status: m.subscription.status }
    },
    'admin.setSubscription': async (body) => {
      const { id, plan, duration, status } = body as {
        id: string
        plan: PlanId
        duration: Duration
        status?: 'active' | 'cancelled' | 'expired'
      }
      const m = await access.merchant(id, { type: 'set_plan', plan, duration, ...(status ? { status } : {}) })
      return { business_id: m.id, ...subscriptionView(m, now()) }
    },
    'subscription.current': async (_body, caller) => {
      // The usage shown is what exists; the counters the plan checks are set back to it if they ever drifted.
      const { merchant, usage } = await reconcileUsage(access.merchant, access.payments.sql, requireBusiness(caller), now())
      return subscriptionView(merchant, now(), usage)
    },
    'subscription.plans': async () => plansView(),
    'subscription.upgrade': async (body, caller) => {
      const { plan, duration } = body as { plan: PlanId; duration: Duration }
      const m = await access.merchant(requireBusiness(caller), { type: 'set_plan', plan, duration })
      const view = subscriptionView(m, now())
      return { message: `Plan changed to ${plan} (${duration}).`, plan: view.plan.name, status: view.plan.status, expiry: view.plan.expiry }
    },
    /** Guard for other products: 402 when the plan is expired or cancelled. */
    'merchant.checkActive': async (_body, caller) => {
      const m = await access.merchant(requireBusiness(caller), { type: 'check_active' })
      return { business_id: m.id, kyc: m.kyc, account_type: m.accountType }
    },
  }
}
