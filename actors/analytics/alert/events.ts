/** What an alert tells its subscribers: the merchant's webhook `fraud.alert.opened` (webhooks.ts). */
import { kindEvents } from '../../runtime/events'
import type { FraudAlertRecord } from './state'

type FraudAlertEvents = {
  readonly 'fraud_alert.opened': FraudAlertRecord
  readonly 'fraud_alert.resolved': FraudAlertRecord
}

export const fraudAlertEvents = kindEvents<FraudAlertEvents>('fraud_alert')
