/**
 * What a checkout session tells its subscribers: the webhooks (webhooks.ts), subscriptions (a paid renewal), the
 * treasury (a refund to run). Audited acts ride as the platform's `audit.recorded` (platform/audit.ts) beside them.
 */
import { kindEvents } from '../runtime/events'
import type { OpenSession, Payment } from './state'

/** A payment's change, with the session as it stands after it. */
interface PaymentChange {
  readonly session: OpenSession
  readonly payment: Payment
}

export type CheckoutEvents = {
  readonly 'payment.detected': PaymentChange
  readonly 'payment.confirmed': PaymentChange
  readonly 'payment.failed': PaymentChange
  readonly 'payment.expired': OpenSession
  readonly 'refund.created': { readonly sessionId: string; readonly refundId: string }
}

export const checkoutEvents = kindEvents<CheckoutEvents>('checkout')
