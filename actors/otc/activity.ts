/**
 * What an OTC order means for the merchant's numbers (actors/runtime/activity.ts): a settled order credited the
 * bought currency to the balance (`otc_settled`, the amount credited; the method names what was paid with).
 * The merchant's own treasury, so neither volume nor revenue.
 */
import { FIAT_DECIMALS } from '../balance'
import { NO_CRYPTO, type ActivityFact } from '../runtime/activity'
import type { OtcOrderState } from './order/state'

export function otcActivity(o: OtcOrderState): ActivityFact[] {
  if (o.status !== 'settled' || o.creditMinor === null) return []
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
      amountMinor: o.creditMinor,
      ...NO_CRYPTO,
      method: o.from,
      subject: o.id,
      reference: o.reference,
      customer: null,
      address: null,
    },
  ]
}
