/**
 * The order actor's rejection codes, and those of the VAS methods:
 *   ORDER_NOT_FOUND        no order with this reference for this merchant and environment (404)
 *   IDEMPOTENCY_KEY_REUSED the reference was used for another request (409; platform/idempotency.ts)
 *   ORDER_STEP_INVALID     an executor fact out of order (a bug or a stale executor; never a user's)
 * Methods: BALANCE_TOO_LOW (400), PROVIDER_FLOAT_EXHAUSTED (503), PROVIDER_FAILED (502), PRODUCT_NOT_FOUND,
 * INVALID_DENOMINATION, OPERATOR_NOT_FOUND, OPERATOR_NOT_DETECTED, INVALID_PHONE (400), VAS_UNAVAILABLE (503).
 */
import type { IdempotencyRejection } from '../../../platform/idempotency'

export type VasOrderRejection = 'ORDER_NOT_FOUND' | IdempotencyRejection | 'ORDER_STEP_INVALID'

export type VasMethodRejection =
  | 'BALANCE_TOO_LOW'
  | 'PROVIDER_FLOAT_EXHAUSTED'
  | 'PROVIDER_FAILED'
  | 'PRODUCT_NOT_FOUND'
  | 'INVALID_DENOMINATION'
  | 'OPERATOR_NOT_FOUND'
  | 'OPERATOR_NOT_DETECTED'
  | 'INVALID_PHONE'
  | 'VAS_UNAVAILABLE'

declare module '../../../platform/errors' {
  interface RejectionCodes extends Record<VasOrderRejection | VasMethodRejection, true> {}
}
