/** What a deposit tells its subscribers: its pass (created, funded) and the webhooks (deposit_views.ts). */
import { kindEvents } from '../../runtime/events'
import type { DepositRecord } from './state'

export type CaasDepositEvents = {
  readonly 'caas.deposit.created': DepositRecord
  readonly 'caas.deposit.funded': DepositRecord
  readonly 'caas.deposit.settled': DepositRecord
  readonly 'caas.deposit.failed': DepositRecord
}

export const caasDepositEvents = kindEvents<CaasDepositEvents>('caas_deposit')
