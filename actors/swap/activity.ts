/**
 * What a swap means for the merchant's numbers (actors/runtime/activity.ts): a confirmed swap of a customer's funds
 * (`swap`, what went in). The router's fee is the platform's, not the merchant's, so a swap adds no revenue.
 */
import { NO_FIAT, type ActivityFact } from '../runtime/activity'
import type { SwapState } from './state'

export function swapActivity(s: SwapState): ActivityFact[] {
  if (s.status !== 'confirmed') return []
  return [
    {
      key: `swap:${s.id}:confirmed`,
      businessId: s.businessId,
      isTest: s.isTest,
      atMs: s.confirmedAtMs ?? s.updatedAtMs,
      product: 'swap',
      type: 'swap',
      ...NO_FIAT,
      network: s.fromChain,
      asset: s.tokenIn,
      assetDecimals: 0,
      assetUnits: s.amountIn,
      method: s.type,
      subject: s.id,
      reference: s.swapTxHash,
      customer: null,
      address: s.fromAddress,
    },
  ]
}
