/**
 * Numbers, names and times as the page shows them, on the server: the same
 * Intl formats the page's script uses (script.ts), in the locale of the
 * request, so the script finds the page already as it would draw it. Times
 * are the exception: the server does not know the customer's time zone, so it
 * writes them in UTC and says so, and the script rewrites them in local time.
 */
import { fill, type PageStrings } from './strings'

export const NETWORK_NAMES: Readonly<Record<string, string>> = {
  ETH: 'Ethereum',
  BSC: 'BNB Smart Chain',
  POL: 'Polygon',
  TRX: 'TRON',
  SOL: 'Solana',
  BTC: 'Bitcoin',
  LTC: 'Litecoin',
  BCH: 'Bitcoin Cash',
  XRP: 'XRP Ledger',
}

/** A decimal string as Intl takes it: parsed as written, every digit kept, never through a float. */
function exact(amount: string): `${number}` {
  if (!isDecimalText(amount)) throw new Error(`not a decimal amount: ${amount}`)
  return amount
}

const isDecimalText = (text: string): text is `${number}` => /^-?\d+(\.\d+)?$/.test(text)

export interface Formats {
  /** A fiat amount with its currency sign ("$24.50", "19,99 $"). */
  fiat(amount: string, currency: string): string
  /** A crypto amount with every digit it has, then its asset. */
  crypto(amount: string, currency: string): string
  network(code: string): string
  /** A date and time, in UTC (labelled). */
  when(iso: string): string
  /** "Pay by" with the deadline's clock time, in UTC (labelled). */
  payBy(iso: string): string
  /** "Time left: mm:ss" from the platform's time. */
  timeLeft(expiresAt: string, serverTime: string): string
}

/**
 * The locale the page formats in, on the server and in the script: languageOf lets only well-formed tags
 * through, but Intl may still refuse one ("de-12"), and then the page would fail to draw; English instead.
 */
export function pageLocale(requested: string): string {
  try {
    return Intl.NumberFormat.supportedLocalesOf([requested]).length > 0 ? requested : 'en'
  } catch {
    return 'en'
  }
}

/** The page's formats in a locale (from pageLocale) with its strings. */
export function formats(locale: string, S: PageStrings): Formats {
  const inUtc = (options: Intl.DateTimeFormatOptions, iso: string) =>
    `${new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(iso))} UTC`
  return {
    fiat(amount, currency) {
      try {
        return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(exact(amount))
      } catch {
        return `${amount} ${currency}`
      }
    },
    crypto(amount, currency) {
      const digits = (amount.split('.')[1] ?? '').length
      const text = new Intl.NumberFormat(locale, { maximumFractionDigits: Math.min(digits, 20) }).format(exact(amount))
      return `${text}\u00a0${currency}`
    },
    network: (code) => NETWORK_NAMES[code] ?? code,
    when: (iso) => inUtc({ dateStyle: 'medium', timeStyle: 'short' }, iso),
    payBy: (iso) => fill(S.payBy, { clock: inUtc({ timeStyle: 'short' }, iso) }),
    timeLeft(expiresAt, serverTime) {
      const left = Math.max(0, Math.floor((Date.parse(expiresAt) - Date.parse(serverTime)) / 1000))
      const mm = String(Math.floor(left / 60)).padStart(2, '0')
      const ss = String(left % 60).padStart(2, '0')
      return fill(S.timeLeft, { time: `${mm}:${ss}` })
    },
  }
}
