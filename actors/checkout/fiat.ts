/**
 * Fiat amounts: ISO 4217 codes and their minor-unit scale come from the
 * runtime's ICU data (JPY 0, USD 2, BHD 3), so no table of our own can
 * drift. The spec sends `amount` as a JSON number; it is read through its
 * shortest decimal text and kept as bigint minor units from then on.
 */
import { formatDecimal } from '../../platform/decimal'
import type { Fiat } from './state'

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'))
const MAX_DIGITS = 15

export function isFiatCurrency(code: string): boolean {
  return CURRENCIES.has(code)
}

const scales = new Map<string, number>()

/** Building an Intl.NumberFormat costs ~50 µs; there are 162 codes, so each is asked once. */
function fiatScale(code: string): number {
  let scale = scales.get(code)
  if (scale === undefined)
    scales.set(
      code,
      (scale = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2),
    )
  return scale
}

/** "25.5" or 25.5 in USD -> {minor: 2550n, scale: 2}; null with a reason when it is not a positive amount in that currency. */
export function parseFiat(amount: unknown, currency: string): { ok: true; fiat: Fiat } | { ok: false; reason: string } {
  const text =
    typeof amount === 'number' ? (Number.isFinite(amount) ? String(amount) : '') : typeof amount === 'string' ? amount.trim() : ''
  const m = /^(\d+)(?:\.(\d+))?$/.exec(text)
  if (!m) return { ok: false, reason: 'amount must be a positive decimal number, e.g. 25.50' }
  const scale = fiatScale(currency)
  const fraction = (m[2] ?? '').replace(/0+$/, '')
  if (fraction.length > scale) return { ok: false, reason: `${currency} amounts have at most ${scale} decimal places` }
  if (m[1]!.replace(/^0+/, '').length + scale > MAX_DIGITS) return { ok: false, reason: 'amount is too large' }
  const minor = BigInt(m[1]!) * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0') || '0')
  if (minor <= 0n) return { ok: false, reason: 'amount must be greater than zero' }
  return { ok: true, fiat: { minor, scale } }
}

/** 2550n, scale 2 -> "25.50" (webhooks carry amounts as strings). */
export function fiatText(fiat: Fiat): string {
  return formatDecimal({ units: fiat.minor, scale: fiat.scale })
}

/** The JSON number the spec's responses show; display only, computed from the exact string. */
export function fiatNumber(fiat: Fiat): number {
  return Number(fiatText(fiat))
}
