/**
 * What an OTC order means for the merchant's numbers (actors/runtime/activity.ts): a settled order credited the
 * bought currency to the balance (`otc_settled`, the amount credited; the method names what was paid with).
 * The merchant's own treasury, so neither volume nor revenue.
 */
import { FIAT_DECIMALS } from '../balance'
import { NO_CRYPTO, type ActivityFact } from '../runtime/activity'
import type { OtcOrderState } from './order/state'

export function otcActivity(o: OtcOrderState): ActivityFact[] {
  if (o.status !== 'settled') return []
  return [
    {
      key: `otc:${o.id}:settled`,
      businessId: o.businessId,
      isTest: o.isTest,
      atMs: o.settledAtMs ?? o.updatedAtMs,
      product: 'otc',
      type: 'otc_settled',
      currency: o.to,
      scale: FIAT_DECIMALS,
      // creditMinor is set only when an operator settled an order in review; otherwise the quote's to_amount was credited.
      amountMinor: o.creditMinor ?? o.quote.toMinor,
      ...NO_CRYPTO,
      method: o.from,
      subject: o.id,
      reference: o.reference,
      customer: null,
      address: null,
    },
  ]
}
