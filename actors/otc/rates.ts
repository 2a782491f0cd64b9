/**
 * The desk's prices (OTC_RATES: `FROMTO=decimal,...`, `to` units per `from` unit, e.g. `GBPNGN=1950.50`): an OTC
 * desk quotes its own prices (the operator sets them, as CaaS payout rates are set), from a currency the desk's
 * bank accounts receive (GBP, EUR) to one the merchant balance holds (NGN, USD, GBP, EUR).
 */
import { PlatformError } from '../../platform/errors'
import { rateUnits } from '../../platform/fiat_amounts'

const DEFAULT_RATES = 'GBPNGN=1950.50,GBPUSD=1.2650,EURNGN=1650.25,EURUSD=1.0820,GBPEUR=1.1690,EURGBP=0.8550'

/** The currencies customers pay the desk in: those of its bank accounts. */
export const PAY_IN_CURRENCIES = ['GBP', 'EUR'] as const
export type PayInCurrency = (typeof PAY_IN_CURRENCIES)[number]

export type DeskRates = ReadonlyMap<string, string>

export function deskRates(env: NodeJS.ProcessEnv): DeskRates {
  const rates = new Map<string, string>()
  for (const pair of (env.OTC_RATES || DEFAULT_RATES).split(',')) {
    const m = /^\s*(GBP|EUR)(NGN|USD|GBP|EUR)\s*=\s*([0-9.]+)\s*$/.exec(pair)
    const units = m ? rateUnits(m[3] ?? '') : null
    if (!m || m[1] === m[2] || units === null || units === 0n)
      throw new PlatformError(
        'config_invalid',
        `OTC_RATES: "${pair}" is not FROMTO=rate (from GBP or EUR, a positive rate of at most 8 decimals)`,
      )
    rates.set(`${m[1]}${m[2]}`, m[3] ?? '')
  }
  return rates
}
