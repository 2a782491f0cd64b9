/**
 * Currencies per network and their base-unit decimals (spec table), and the
 * only conversions between human decimal strings and base units: exact,
 * bigint, never through a float.
 */
import type { Network } from './networks'

export const DECIMALS: Readonly<Record<Network, Readonly<Record<string, number>>>> = {
  ETH: { ETH: 18, USDT: 6, USDC: 6 },
  BSC: { BNB: 18, USDT: 18, USDC: 18 },
  POL: { POL: 18, MATIC: 18, USDT: 6, USDC: 6 },
  TRX: { TRX: 6, USDT: 6 },
  SOL: { SOL: 9, USDC: 6 },
  BTC: { BTC: 8 },
  LTC: { LTC: 8 },
  BCH: { BCH: 8 },
  XRP: { XRP: 6 },
}

/** The coin each network pays its fees in. */
export const NATIVE_CURRENCY: Readonly<Record<Network, string>> = {
  ETH: 'ETH',
  BSC: 'BNB',
  POL: 'POL',
  TRX: 'TRX',
  SOL: 'SOL',
  BTC: 'BTC',
  LTC: 'LTC',
  BCH: 'BCH',
  XRP: 'XRP',
}

/** Canonical currency code: POL's former ticker MATIC is the same coin. */
export function canonicalCurrency(network: Network, currency: string): string {
  const upper = currency.toUpperCase()
  return network === 'POL' && upper === 'MATIC' ? 'POL' : upper
}

export function decimalsOf(network: Network, currency: string): number | undefined {
  return DECIMALS[network][currency.toUpperCase()]
}

/** "1.5" with 6 decimals -> 1500000n. Rejects more fractional digits than the asset has, signs and exponents. */
export function parseUnits(amount: string, decimals: number): bigint {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(amount.trim())
  if (!m) throw new RangeError('amount must be a positive decimal string such as "12.5"')
  const fraction = m[2] ?? ''
  if (fraction.length > decimals) throw new RangeError(`amount has more than ${decimals} decimal places`)
  return BigInt(m[1]!) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0')
}

export function formatUnits(units: bigint, decimals: number): string {
  const negative = units < 0n
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = decimals > 0 ? digits.slice(-decimals).replace(/0+$/, '') : ''
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/** "0.00013 ETH": base units in the currency's own decimals with its code, for messages people read. */
export function formatCoins(network: Network, currency: string, units: bigint): string {
  const decimals = decimalsOf(network, currency)
  return decimals === undefined ? `${units} base units of ${currency}` : `${formatUnits(units, decimals)} ${currency}`
}

/** Loose per-network address shape checks: enough to refuse typos with a 400 before anything is stored. */
const ADDRESS: Readonly<Record<Network, RegExp>> = {
  ETH: /^0x[0-9a-fA-F]{40}$/,
  BSC: /^0x[0-9a-fA-F]{40}$/,
  POL: /^0x[0-9a-fA-F]{40}$/,
  TRX: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  SOL: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/,
  XRP: /^r[1-9A-HJ-NP-Za-km-z]{24,34}$/,
  BTC: /^([13mn2][1-9A-HJ-NP-Za-km-z]{25,34}|(bc1|tb1|bcrt1)[0-9a-z]{20,80})$/,
  LTC: /^([LM3mn2Q][1-9A-HJ-NP-Za-km-z]{25,34}|(ltc1|tltc1|rltc1)[0-9a-z]{20,80})$/,
  BCH: /^((bitcoincash|bchtest|bchreg):)?[qp][0-9a-z]{41}$/,
}

export function looksLikeAddress(network: Network, address: string): boolean {
  return ADDRESS[network].test(address)
}

/**
 * Whether two addresses name the same account on `network`. EVM hex is case-insensitive (the mixed case of EIP-55 is
 * only a checksum), so a payer's address written in another case is still the payer's; every other format is compared
 * as written, so an address that is not plainly the same counts as another one.
 */
export function sameAddress(network: Network, a: string, b: string): boolean {
  return network === 'ETH' || network === 'BSC' || network === 'POL' ? a.toLowerCase() === b.toLowerCase() : a === b
}
