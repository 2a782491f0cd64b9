/** Bank amounts: minor units (2 decimals) as bigint, and the exact decimal with both places ("12.50"). */
import { parseUnits } from '../../chains/assets'

const MINOR_DECIMALS = 2

/** "12.5" or "12.50" -> 1250n; anything else (signs, exponents, a third decimal) throws a RangeError. */
export const minorUnits = (amount: string): bigint => parseUnits(amount, MINOR_DECIMALS)

/** 1250n -> "12.50": always two places, as banks write amounts. */
export function minorDecimal(units: bigint): string {
  const whole = units / 100n
  const cents = units % 100n
  return `${whole}.${cents.toString().padStart(2, '0')}`
}
