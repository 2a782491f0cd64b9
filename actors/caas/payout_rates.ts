/**
 * The platform's withdrawal payout rates (CAAS_PAYOUT_RATES: `CODE=decimal,...`, units of the currency per
 * USDC), and the local amount a withdrawal pays: USDC times the rate, rounded down to the currency's minor unit
 * (ISO 4217's, from Intl: 2 for GHS, 0 for UGX), exact in bigint. A withdrawal locks its rate when created.
 */
import { PlatformError } from '../../platform/errors'
import { formatDecimal, parseDecimal } from '../../platform/decimal'

const DEFAULT_RATES = 'EUR=0.92,GHS=15.50,KES=129.00,UGX=3700,NGN=1550.00'

export type PayoutRates = ReadonlyMap<string, string>

export function payoutRates(env: NodeJS.ProcessEnv): PayoutRates {
  const rates = new Map<string, string>()
  for (const pair of (env.CAAS_PAYOUT_RATES || DEFAULT_RATES).split(',')) {
    const m = /^\s*([A-Z]{3})\s*=\s*([0-9]+(?:\.[0-9]+)?)\s*$/.exec(pair)
    if (!m || parseDecimal(m[2]!).units === 0n)
      throw new PlatformError('config_invalid', `CAAS_PAYOUT_RATES: "${pair}" is not CODE=rate with a positive decimal rate`)
    rates.set(m[1]!, m[2]!)
  }
  return rates
}

/** ISO 4217 minor-unit places of `currency`. */
function minorPlaces(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
}

/** `usdc` (base units at `decimals`) times `rate`, rounded down to the currency's minor unit. */
export function payoutAmount(usdc: bigint, decimals: number, rate: string, currency: string): string {
  const r = parseDecimal(rate)
  const places = minorPlaces(currency)
  const product = usdc * r.units
  const scale = decimals + r.scale
  const units = scale >= places ? product / 10n ** BigInt(scale - places) : product * 10n ** BigInt(places - scale)
  return formatDecimal({ units, scale: places })
}
