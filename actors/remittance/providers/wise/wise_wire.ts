/**
 * Wise's wire values: money and rates are JSON numbers, times are several ISO shapes. Both ways go through the
 * number's text, never arithmetic on a float: a JSON number of at most 2 decimals (amounts) or 8 (rates) prints
 * back (String(n), the shortest text that round-trips) as the digits it was written with, so the number is only
 * how the JSON carries our decimal string.
 */

/**
 * A JSON number as the decimal it was written as: String(n) is the shortest text that round-trips, so it holds
 * the digits Wise sent. Exponent forms ("6.4e-7", "1e+21") are shifted by moving the point in the text.
 */
export function decimalOfNumber(value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return null
  const m = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(value))
  if (!m) return null
  const digits = `${m[1] ?? ''}${m[2] ?? ''}`
  const point = (m[1] ?? '').length + Number(m[3] ?? '0')
  const whole =
    point <= 0
      ? '0'
      : digits
          .slice(0, point)
          .padEnd(point, '0')
          .replace(/^0+(?=\d)/, '')
  const fraction = (point < 0 ? '0'.repeat(-point) + digits : digits.slice(Math.max(point, 0))).replace(/0+$/, '')
  return fraction === '' ? whole : `${whole}.${fraction}`
}

/** A JSON number as an amount with two places ("1520.50"), or null when it has more than two. */
export function amountOfNumber(value: unknown): string | null {
  const decimal = decimalOfNumber(value)
  const m = decimal === null ? null : /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(decimal)
  return m ? `${m[1] ?? '0'}.${(m[2] ?? '').padEnd(2, '0')}` : null
}

/** Our decimal amount as the JSON number Wise reads (the number of its text), or null when it is not an amount. */
export function numberOfAmount(amount: string): number | null {
  return /^\d{1,13}(\.\d{1,2})?$/.test(amount) && !/^0+(\.0+)?$/.test(amount) ? Number(amount) : null
}

/** Wise's times ("2026-03-01 10:00:00", "2026-03-01T10:00:00.000Z", "...+0000") as ISO 8601 UTC, or null. */
export function isoOf(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2}(?:\.\d+)?)(Z|[+-]\d{2}:?\d{2})?$/.exec(value)
  if (!m) return null
  const zone = (m[3] ?? 'Z').replace(/^([+-]\d{2})(\d{2})$/, '$1:$2')
  const ms = Date.parse(`${m[1] ?? ''}T${m[2] ?? ''}${zone}`)
  return Number.isNaN(ms) ? null : new Date(ms).toISOString()
}
