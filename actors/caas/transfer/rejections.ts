/** The CaaS transfer actor's closed set of rejection codes. MAY_HAVE_BEEN_SENT and DEADLINE_NOT_REACHED guard the executor (see state.ts). */
import type { IdempotencyRejection } from '../../../platform/idempotency'

export type CaasTransferRejection = 'TRANSFER_NOT_FOUND' | IdempotencyRejection | 'MAY_HAVE_BEEN_SENT' | 'DEADLINE_NOT_REACHED'

declare module '../../../platform/errors' {
  interface RejectionCodes extends Record<CaasTransferRejection, true> {}
}
