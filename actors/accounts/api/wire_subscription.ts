/**
 * The wire shapes of the subscription and admin answers (methods_admin.ts
 * builds them): the merchant's plan, limits, features, usage and open
 * invoice, the plan list, and what the admin sees.
 */
import { Type } from '@sinclair/typebox'
import { object } from '../../../platform/schema_object'
import { named } from '../../../platform/schema_name'

const Text = Type.String()
const Time = Type.String({ format: 'date-time' })
const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)))
const PlanName = literals(['starter', 'professional', 'business', 'enterprise'] as const)
const PlanStatus = literals(['active', 'cancelled', 'expired'] as const)
const Count = Type.Integer({ description: '-1 means unlimited' })
const DurationName = literals(['monthly', 'annual'] as const)

/**
 * An owner's upgrade awaiting payment (actors/accounts/merchant/billing.ts): the plan
 * already applies; unpaid at `due_at`, it counts as expired (`overdue`) until
 * paid. `pay_with` lists the ways to pay it, each a request to make.
 */
export const PlanInvoice = named('PlanInvoice').Object({
  id: Text,
  plan: PlanName,
  duration: DurationName,
  amount: Type.String({ pattern: '^[0-9]+\\.[0-9]{2}$', description: 'USD, a decimal string with scale 2' }),
  currency: Type.Literal('USD'),
  status: literals(['open', 'overdue'] as const),
  issued_at: Time,
  due_at: Time,
  pay_with: Type.Array(
    object({
      method: Type.Literal('crypto_checkout'),
      endpoint: Text,
      body: object({ plan: PlanName, duration: DurationName }),
    }),
  ),
})
/** The open invoice; absent when nothing is owed (a field that does not apply is left out, never null). */
const OpenInvoice = Type.Optional(PlanInvoice)

const subscriptionFields = {
  plan: object({ name: PlanName, duration: DurationName, status: PlanStatus, expiry: Time }),
  limits: object({ max_wallet_addresses: Count, max_transactions_per_month: Count, market_data: Type.Boolean() }),
  features: object({
    webhooks: Type.Boolean(),
    sms: Type.Boolean(),
    priority_processing: Type.Boolean(),
    custom_branding: Type.Boolean(),
    multi_user: Type.Boolean(),
    white_label: Type.Boolean(),
  }),
  usage: object({ wallet_addresses_used: Type.Integer(), transactions_this_month: Type.Integer() }),
  invoice: OpenInvoice,
}
/** The merchant's own view (subscription/current). */
export const SubscriptionView = named('Subscription').Object(subscriptionFields)
/** After an admin set the plan. */
export const BusinessSubscription = object({ business_id: Text, ...subscriptionFields })
/** The admin's full view: also when it started and the stored status (before expiry is applied). */
export const AdminSubscription = object({ business_id: Text, ...subscriptionFields, started_at: Time, raw_status: PlanStatus })

/** The spec's fields, and the invoice the upgrade opened (absent when it needed none: the current plan, a downgrade). */
export const Upgraded = object({ message: Text, plan: PlanName, status: PlanStatus, expiry: Time, invoice: OpenInvoice })

/** Null for a plan priced on request (Enterprise): the spec lists it as "number or null". */
const Price = Type.Union([Type.Number(), Type.Null()])
export const PlanList = named('PlanList').Object({
  plans: Type.Array(
    named('Plan').Object({
      id: PlanName,
      name: Text,
      price_monthly: Price,
      price_annual: Price,
      description: Text,
      limits: object({ max_wallet_addresses: Count, max_transactions_per_month: Count }),
      features: Type.Array(Text),
    }),
  ),
})

export const KycSet = object({ business_id: Text, kyc_status: literals(['pending', 'approved', 'rejected'] as const) })
export const OtcAccessSet = object({ business_id: Text, otc_access: Type.Boolean() })
