/** The withdrawal actor's closed set of rejection codes. */
import type { IdempotencyRejection } from '../../../platform/idempotency'

export type CaasWithdrawalRejection = 'WITHDRAWAL_NOT_FOUND' | IdempotencyRejection

declare module '../../../platform/errors' {
  interface RejectionCodes extends Record<CaasWithdrawalRejection, true> {}
}
