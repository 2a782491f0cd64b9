/** Send failures as the spec has them: 500 for a failed broadcast (insufficient funds among them), with a code. */
import type { TransferFailure } from '../../chains/send/outcome'
import type { WaasMethodRejection } from './rejections'

export const FAILURE_CODES: Readonly<Record<TransferFailure, WaasMethodRejection>> = {
  insufficient_funds: 'INSUFFICIENT_FUNDS',
  broadcast_failed: 'BROADCAST_FAILED',
  network_unavailable: 'NETWORK_UNAVAILABLE',
  currency_unavailable: 'CURRENCY_UNAVAILABLE',
}
