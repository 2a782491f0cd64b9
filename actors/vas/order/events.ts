/**
 * What a VAS order tells its subscribers (the executor workflow, the webhooks): the order as it stands, without its
 * sealed redeem codes (events reach the Redis stream and webhooks; codes are answered only by GET).
 */
import { kindEvents } from '../../runtime/events'
import type { VasOrder } from './state'

type OrderNotice = VasOrder & { readonly sealedCodes: null }

export type VasOrderEvents = {
  readonly 'vas.order.created': OrderNotice
  readonly 'vas.order.successful': OrderNotice
  readonly 'vas.order.failed': OrderNotice
  /** The hold was posted: money left the merchant balance (published as `balance.debited`). */
  readonly 'vas.order.balance_debited': OrderNotice
}

export const vasOrderEvents = kindEvents<VasOrderEvents>('vas_order')
