/**
 * What a VAS order means for the merchant's numbers (actors/runtime/activity.ts): a successful order is a sale to
 * the merchant's customer (`vas_order`, the customer price) and the merchant's margin on it (`vas_margin`, the
 * markup the merchant set), in the balance currency it was paid from at its 6 decimals. A failed order moved no
 * money and counts nowhere.
 */
import { TOP_UP_DECIMALS } from '../balance'
import { NO_CRYPTO, type ActivityFact } from '../runtime/activity'
import type { VasOrderState } from './order/state'

export function vasActivity(o: VasOrderState): ActivityFact[] {
  if (o.step !== 'successful') return []
  const base = {
    businessId: o.businessId,
    isTest: o.isTest,
    atMs: o.updatedAtMs,
    product: 'vas',
    currency: o.currency,
    scale: TOP_UP_DECIMALS,
    ...NO_CRYPTO,
    method: o.category,
    subject: o.id,
    reference: o.reference,
    customer: o.recipient.email?.toLowerCase() ?? null,
    address: null,
  } as const
  return [
    { ...base, key: `vas:${o.id}:sale`, type: 'vas_order', amountMinor: o.customerPrice },
    { ...base, key: `vas:${o.id}:margin`, type: 'vas_margin', amountMinor: o.merchantMarkup },
  ]
}
