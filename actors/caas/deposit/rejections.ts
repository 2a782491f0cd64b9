/** The deposit actor's closed set of rejection codes. */
import type { IdempotencyRejection } from '../../../platform/idempotency'

export type CaasDepositRejection = 'DEPOSIT_NOT_FOUND' | IdempotencyRejection

declare module '../../../platform/errors' {
  interface RejectionCodes extends Record<CaasDepositRejection, true> {}
}
