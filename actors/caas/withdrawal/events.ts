/**
 * What a withdrawal tells its subscribers: its payout pass (kicked by created and crypto_received) and the
 * webhooks (withdrawal_views.ts). The record as it stands; the payee's number stays sealed.
 */
import { kindEvents } from '../../runtime/events'
import type { WithdrawalRecord } from './state'

export type CaasWithdrawalEvents = {
  readonly 'caas.withdrawal.created': WithdrawalRecord
  readonly 'caas.withdrawal.submitted': WithdrawalRecord
  readonly 'caas.withdrawal.crypto_received': WithdrawalRecord
  readonly 'caas.withdrawal.completed': WithdrawalRecord
  readonly 'caas.withdrawal.payout_failed': WithdrawalRecord
  readonly 'caas.withdrawal.failed': WithdrawalRecord
  readonly 'caas.withdrawal.reversed': WithdrawalRecord
}

export const caasWithdrawalEvents = kindEvents<CaasWithdrawalEvents>('caas_withdrawal')
