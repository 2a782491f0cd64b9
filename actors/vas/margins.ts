/**
 * The merchant's margin on an order: what its customer pays above
 * `merchant_price`. A percent of `merchant_price` (rounded down to the
 * balance's 6 places) or a fixed amount per order; none set is 0. The quote
 * and the order use the same function, so `customer_price` is exactly
 * `merchant_price + merchant_markup` in both.
 */
import { parseUnits } from '../../chains/assets'
import { TOP_UP_DECIMALS } from '../balance'
import type { Margin } from './settings/state'

export function markupOf(margin: Margin | undefined, merchantPrice: bigint): bigint {
  if (!margin) return 0n
  if (margin.type === 'fixed') return parseUnits(margin.value, TOP_UP_DECIMALS)
  // Percent with 2 places: basis points of a hundredth.
  return (merchantPrice * parseUnits(margin.value, 2)) / 10_000n
}
