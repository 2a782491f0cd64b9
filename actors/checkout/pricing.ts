/**
 * The crypto amount a session asks for, locked when the customer selects a
 * network: fiat -> USD (the hub's quote currency) -> coin, rounded UP to 6
 * decimal places so the merchant is never short, all in bigint.
 */
import { formatDecimal, parseDecimal } from '../../platform/decimal'
import type { Fiat } from './state'

const CRYPTO_PLACES = 6

/**
 * fiat x usdPerFiat / coinPriceUsd, rounded up to 6 places. Returns the
 * display string ("12.345600") and the due amount in base units.
 */
export function cryptoDue(
  fiat: Fiat,
  usdPerFiat: string,
  coinPriceUsd: string,
  decimals: number,
): { amountCrypto: string; dueUnits: bigint } {
  const rate = parseDecimal(usdPerFiat)
  const price = parseDecimal(coinPriceUsd)
  if (price.units <= 0n || rate.units <= 0n) throw new RangeError('prices must be positive')
  const numerator = fiat.minor * rate.units * 10n ** BigInt(price.scale + CRYPTO_PLACES)
  const denominator = 10n ** BigInt(fiat.scale + rate.scale) * price.units
  const micro = (numerator + denominator - 1n) / denominator
  return { amountCrypto: formatDecimal({ units: micro, scale: CRYPTO_PLACES }), dueUnits: micro * 10n ** BigInt(decimals - CRYPTO_PLACES) }
}

/** The hub symbol whose USD price applies to a currency on a network (POL's coin also trades as MATIC). */
export function priceSymbol(currency: string): string {
  return currency === 'MATIC' ? 'POL' : currency
}
