/** Admin operations (X-Admin-Token at the gateway) and the merchant's own subscription endpoints. */
import { randomBytes } from 'node:crypto'
import { actingParty } from '../../../platform/audit'
import type { MethodHandler } from '../../../platform/module'
import { implement, methodTable } from '../../../platform/operation'
import { configEnv } from '../../../platform/config_variables'
import { graceMs } from '../merchant/config_variables'
import { reconcileUsage } from '../merchant/usage'
import { type AccessContext } from '../context'
import { requireBusiness } from '../../../platform/caller'
import { checkActive } from './operations_internal'
import * as ops from './operations_subscription'
import { CRYPTO_CHECKOUT_ENDPOINT, plansView, subscriptionView } from '../view_subscription'

export function adminMethods(access: AccessContext): Record<string, MethodHandler> {
  const now = () => access.payments.clock.nowMs()
  const grace = graceMs(configEnv())
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
    implement(ops.setSubscription, async ({ id, plan, duration, status }, caller) => {
      const m = await access.merchant(id, { type: 'set_plan', plan, duration, by: actingParty(caller), ...(status ? { status } : {}) })
      return { business_id: m.id, ...subscriptionView(m, now()) }
    }),
    implement(ops.currentSubscription, async (_input, caller) => {
      // The usage shown is what exists; the counters the plan checks are set back to it if they ever drifted.
      const { merchant, usage } = await reconcileUsage(access.merchant, access.payments.sql, requireBusiness(caller), now())
      return subscriptionView(merchant, now(), usage)
    }),
    implement(ops.listPlans, async () => plansView()),
    implement(ops.upgrade, async ({ plan, duration }, caller) => {
      // A purchase applies at once and opens an invoice (actors/accounts/merchant/decide_billing.ts); the id is made here so the decision stays pure.
      const invoiceId = `inv_${randomBytes(12).toString('hex')}`
      const m = await access.merchant(requireBusiness(caller), {
        type: 'change_plan',
        plan,
        duration,
        invoiceId,
        graceMs: grace,
        by: actingParty(caller),
      })
      const view = subscriptionView(m, now())
      const invoice = view.invoice
      const owed = invoice
        ? ` Invoice ${invoice.id} for ${invoice.amount} USD is due by ${invoice.due_at}; pay it with ${CRYPTO_CHECKOUT_ENDPOINT}.`
        : ''
      return {
        message: `Plan is ${view.plan.name} (${view.plan.duration}).${owed}`,
        plan: view.plan.name,
        status: view.plan.status,
        expiry: view.plan.expiry,
        ...(invoice ? { invoice } : {}),
      }
    }),
    implement(checkActive, async (_input, caller) => {
      const m = await access.merchant(requireBusiness(caller), { type: 'check_active' })
      return { business_id: m.id, kyc: m.kyc, account_type: m.accountType }
    }),
  )
}
