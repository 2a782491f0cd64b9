/**
 * vas_order events -> payments webhooks (`{event, data}`):
 *   vas.order.successful  the provider delivered; the hold is posted
 *   vas.order.failed      the order failed; its hold is released (failure_code says why)
 *   balance.debited       (from vas.order.balance_debited) the posted hold: money left the merchant balance
 * `data` of the vas.order.* events is the order as GET /vas/orders/{reference}
 * shows it, without `redeem_codes`: the events carry no codes (decide.ts
 * nulls the sealed field), and this view is built without them. The balance
 * event carries the fields of the top-up ones (actors/balance/webhooks.ts)
 * plus the order's `reference`: its entry is the hold, the transfer
 * GET /balance/entries lists (the post that made it final is not an entry).
 */
import { vasOrderEvents } from './order/events'
import { entryData } from '../balance'
import type { WebhookMapper, WebhookMessage } from '../runtime/service/webhooks'
import { VAS_ORDER_BALANCE_DEBITED, VAS_ORDER_FAILED, VAS_ORDER_SUCCESSFUL } from './order/decide'
import type { VasOrder } from './order/state'
import { moveId } from './ledger_moves'
import { orderView } from './views'

export const vasWebhookMapper: WebhookMapper = (event) => {
  const read = vasOrderEvents.read(event, VAS_ORDER_BALANCE_DEBITED, VAS_ORDER_SUCCESSFUL, VAS_ORDER_FAILED)
  if (!read) return null
  if (read.type === VAS_ORDER_BALANCE_DEBITED) return balanceDebited(read.payload, event.createdAtMs)
  return { businessId: read.payload.businessId, product: 'payments', body: { event: read.type, data: orderView(read.payload) } }
}

function balanceDebited(o: VasOrder, atMs: number): WebhookMessage {
  const data = {
    ...entryData({
      entryId: moveId(o, 'hold'),
      type: 'vas_order',
      direction: 'debit',
      currency: o.currency,
      units: o.merchantPrice,
      isTest: o.isTest,
      atMs,
    }),
    reference: o.reference,
  }
  return { businessId: o.businessId, product: 'payments', body: { event: 'balance.debited', data } }
}
