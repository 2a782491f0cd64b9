/**
 * Exact decimal arithmetic on strings via bigint, for the few places that
 * compute with quoted values (24 h change). No float ever touches the result.
 */
export interface Scaled {
  readonly units: bigint
  readonly scale: number
}

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/

export function parseDecimal(text: string): Scaled {
  const m = DECIMAL.exec(text.trim())
  if (!m) throw new RangeError(`not a decimal: ${text}`)
  const fraction = m[3] ?? ''
  const units = BigInt(`${m[2]}${fraction}`)
  return { units: m[1] ? -units : units, scale: fraction.length }
}

export function formatDecimal(value: Scaled): string {
  const negative = value.units < 0n
  const digits = (negative ? -value.units : value.units).toString().padStart(value.scale + 1, '0')
  const body = value.scale === 0 ? digits : `${digits.slice(0, -value.scale)}.${digits.slice(-value.scale)}`
  return negative ? `-${body}` : body
}

function align(a: Scaled, b: Scaled): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale)
  return [a.units * 10n ** BigInt(scale - a.scale), b.units * 10n ** BigInt(scale - b.scale), scale]
}

export function subtractDecimal(a: string, b: string): string {
  const [x, y, scale] = align(parseDecimal(a), parseDecimal(b))
  return formatDecimal({ units: x - y, scale })
}

/** (a - b) / b * 100 with `places` decimals, rounded half away from zero; "0" when b is zero. */
export function percentChange(a: string, b: string, places = 2): string {
  const [x, y] = align(parseDecimal(a), parseDecimal(b))
  if (y === 0n) return formatDecimal({ units: 0n, scale: places })
  const numerator = (x - y) * 100n * 10n ** BigInt(places) * 2n
  let q = numerator / y
  q = q >= 0n ? (q + 1n) / 2n : (q - 1n) / 2n
  return formatDecimal({ units: q, scale: places })
}
