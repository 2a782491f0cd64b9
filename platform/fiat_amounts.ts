/**
 * Fiat arithmetic, exact (remittance, OTC): amounts are minor units (2 decimals for every currency sent: NGN,
 * USD, GBP, EUR, CNY) as bigint; rates are decimals of at most 8 places as scaled bigint; percents are decimals
 * of at most 2 places. Rounding, stated once (docs/remittance.md, "Quotes and money"):
 *   fee_amount            source × fee_percent / 100, rounded UP to the minor unit (never under-charged)
 *   rpay_discount_amount  fee_amount × discount_percent / 100, rounded DOWN (never over-discounted)
 *   total_cost            source_amount + fee_amount − rpay_discount_amount (exact)
 *   dest_amount           the partner's target amount (its own fee taken from source_amount), to the minor unit
 */

/** "1.5" at 2 decimals → 150n. Rejects more places than `decimals`, signs and exponents (RangeError). */
function parseUnits(amount: string, decimals: number): bigint {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(amount.trim())
  if (!m) throw new RangeError('amount must be a positive decimal string such as "12.5"')
  const fraction = m[2] ?? ''
  if (fraction.length > decimals) throw new RangeError(`amount has more than ${decimals} decimal places`)
  return BigInt(m[1] ?? '0') * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0')
}

/** 458000n at 8 decimals → "0.00458": trailing zeros dropped. */
function formatUnits(units: bigint, decimals: number): string {
  const digits = units.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(-decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

const MINOR_DECIMALS = 2
const RATE_DECIMALS = 8
const PERCENT_DECIMALS = 2

/** "1520.5" → 152050n; RangeError for signs, exponents or a third decimal. */
export const minorOf = (amount: string): bigint => parseUnits(amount, MINOR_DECIMALS)

/** 152050n → "1520.50": always two places, as banks write amounts. */
export function decimalOf(minor: bigint): string {
  const whole = minor / 100n
  const cents = (minor < 0n ? -minor : minor) % 100n
  return `${whole}.${cents.toString().padStart(2, '0')}`
}

/** A rate's text with at most 8 decimals ("0.00458"), or null. */
export function rateUnits(rate: string): bigint | null {
  if (!/^\d{1,12}(\.\d{1,8})?$/.test(rate)) return null
  return parseUnits(rate, RATE_DECIMALS)
}

/** The rate as the spec's number field carries it and as our records keep it ("0.00458"). */
export const rateText = (units: bigint): string => formatUnits(units, RATE_DECIMALS)

const percentUnits = (percent: string): bigint => parseUnits(percent, PERCENT_DECIMALS)

/** a × p / 100, rounded up (p: a percent with at most 2 decimals). */
export function percentUp(minor: bigint, percent: string): bigint {
  const denominator = 100n * 10n ** BigInt(PERCENT_DECIMALS)
  const numerator = minor * percentUnits(percent)
  return (numerator + denominator - 1n) / denominator
}

/** a × p / 100, rounded down. */
export function percentDown(minor: bigint, percent: string): bigint {
  return (minor * percentUnits(percent)) / (100n * 10n ** BigInt(PERCENT_DECIMALS))
}

/** source × rate, rounded down to the minor unit (what an exchange at `rate` gives, never more). */
export function convertDown(minor: bigint, rate: bigint): bigint {
  return (minor * rate) / 10n ** BigInt(RATE_DECIMALS)
}
