/**
 * Money on Modulr's wire is a JSON number (`"Amount": 12.5`); ours is a decimal string with two places ("12.50").
 * Both ways go through the number's text, never through arithmetic on a float: a JSON number of at most two
 * decimals prints back (String(n), the shortest text that round-trips) as the digits it was written with.
 */

/** Largest amount either way: 13 integer digits, so cents stay well inside a safe integer. */
const MAX_INTEGER_DIGITS = 13

/** A JSON number as our decimal string ("12.50"), or null when it is not a non-negative amount of at most 2 decimals. */
export function decimalOfNumber(value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return null
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(value))
  if (!m || (m[1] ?? '').length > MAX_INTEGER_DIGITS) return null
  return `${m[1]}.${(m[2] ?? '').padEnd(2, '0')}`
}

/** Our decimal string ("12.50", "3", "3.5") as cents, or null when it is not a positive amount of at most 2 decimals. */
export function centsOfDecimal(value: string): bigint | null {
  const m = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(value)
  if (!m) return null
  const cents = BigInt(m[1] ?? '0') * 100n + BigInt((m[2] ?? '').padEnd(2, '0'))
  return cents > 0n ? cents : null
}

/** Cents as the JSON number Modulr reads: the number whose shortest text is the decimal ("12.5" for 1250). */
export function numberOfCents(cents: bigint): number {
  const whole = cents / 100n
  const rest = cents % 100n
  return Number(rest === 0n ? `${whole}` : `${whole}.${rest.toString().padStart(2, '0')}`)
}
