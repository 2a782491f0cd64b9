/**
 * What a swap means for the merchant's numbers (actors/runtime/activity.ts): a confirmed swap of a customer's funds
 * (`swap`, what went in: a native coin in whole coins, a token by its contract in base units). The router's fee is the platform's, not the merchant's, so a swap adds no revenue.
 */
import { decimalsOf, NATIVE_CURRENCY } from '../../chains/assets'
import { isNetwork } from '../../chains/networks'
import { NO_FIAT, type ActivityFact } from '../runtime/activity'
import type { SwapState, SwapRecord } from './state'

/** The coin a swap spent: the native coin by its symbol and decimals; a token by its contract, in base units. */
function spent(s: SwapRecord): { asset: string; assetDecimals: number } {
  if (s.tokenIn === 'native' && isNetwork(s.fromChain)) {
    const asset = NATIVE_CURRENCY[s.fromChain]
    return { asset, assetDecimals: decimalsOf(s.fromChain, asset) ?? 0 }
  }
  return { asset: s.tokenIn, assetDecimals: 0 }
}

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
      ...spent(s),
      assetUnits: s.amountIn,
      method: s.type,
      subject: s.id,
      reference: s.swapTxHash,
      customer: null,
      address: s.fromAddress,
    },
  ]
}
