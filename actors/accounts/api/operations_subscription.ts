/**
 * The merchant's subscription operations (dashboard) and the admin
 * operations (X-Admin-Token): routes in actors/accounts/api/routes_subscription.ts,
 * methods in methods_admin.ts, answers built in view_subscription.ts.
 */
import { Type } from '@sinclair/typebox'
import { object } from '../../../platform/schema_object'
import { operation } from '../../../platform/operation'
import { Duration, Id, Nothing, Plan, codes, idField } from '../inputs'
import { AdminSubscription, BusinessSubscription, KycSet, OtcAccessSet, PlanList, SubscriptionView, Upgraded } from './wire_subscription'

/** The body of PUT /admin/businesses/:id/kyc. */
export const KycBody = object({
  status: Type.Union([Type.Literal('approved'), Type.Literal('rejected'), Type.Literal('pending')]),
})
/** The body of PUT /admin/businesses/:id/subscription. */
export const AdminPlanBody = object({
  plan: Plan,
  duration: Duration,
  status: Type.Optional(Type.Union([Type.Literal('active'), Type.Literal('cancelled'), Type.Literal('expired')])),
})
/** The body of PUT /admin/businesses/:id/otc-access. */
export const OtcAccessBody = object({ approved: Type.Boolean() })
const NOT_FOUND = codes('BUSINESS_NOT_FOUND')

export const currentSubscription = operation({
  name: 'subscription.current',
  input: Nothing,
  output: SubscriptionView,
  errors: codes('UNAUTHORIZED', 'BUSINESS_NOT_FOUND'),
})

export const listPlans = operation({ name: 'subscription.plans', input: Nothing, output: PlanList })

/**
 * The owner's plan change: a purchase applies at once and opens an invoice
 * (400 PLAN_NOT_PURCHASABLE for enterprise, which only an admin sets; 402
 * PLAN_PAYMENT_REQUIRED when it may not run unpaid); see actors/accounts/merchant/decide_billing.ts.
 */
export const upgrade = operation({
  name: 'subscription.upgrade',
  input: object({ plan: Plan, duration: Duration }),
  output: Upgraded,
  errors: codes('UNAUTHORIZED', 'BUSINESS_NOT_FOUND', 'PLAN_NOT_PURCHASABLE', 'PLAN_PAYMENT_REQUIRED'),
})

export const setKyc = operation({
  name: 'admin.setKyc',
  input: object({ ...idField, ...KycBody.properties }),
  output: KycSet,
  errors: NOT_FOUND,
})

export const getSubscription = operation({ name: 'admin.getSubscription', input: Id, output: AdminSubscription, errors: NOT_FOUND })

export const setSubscription = operation({
  name: 'admin.setSubscription',
  input: object({ ...idField, ...AdminPlanBody.properties }),
  output: BusinessSubscription,
  errors: NOT_FOUND,
})

export const setOtcAccess = operation({
  name: 'admin.setOtcAccess',
  input: object({ ...idField, ...OtcAccessBody.properties }),
  output: OtcAccessSet,
  errors: NOT_FOUND,
})
