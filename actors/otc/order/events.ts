/** What an order tells the settlement workflow (payment received) and operators (review). */
import { kindEvents } from '../../runtime/events'
import type { OtcOrder } from './state'

type OtcOrderEvents = {
  readonly 'otc_order.payment_received': OtcOrder
  readonly 'otc_order.review': OtcOrder
  readonly 'otc_order.settled': OtcOrder
}

export const otcOrderEvents = kindEvents<OtcOrderEvents>('otc_order')
