/**
 * What the merchant balance holds and how chain money enters it. The balance
 * is kept per currency (USDT and USDC apart), never per network: a USDT
 * deposit on POL and one on BSC add to the same USDT balance. Balances use
 * the currency's own scale, 6 decimals (the ledger's USDT and USDC, the unit
 * prices are quoted in). POL's tokens have 6 decimals and convert as they
 * are; BSC's have 18, so a BSC amount is divided by 10^12 and rounded down:
 * what lies below a millionth of a dollar is not credited and stays at the
 * top-up address (reconciliation sees it there), and a deposit smaller than
 * that credits nothing.
 */
import { decimalsOf } from '../../chains/assets'
import type { Network } from '../../chains/networks'
import { assert } from '../../platform/errors'
import { isOneOf } from '../../platform/closed_sets'

/** The stablecoins a merchant tops up with on chain (and VAS orders are priced in): 6 decimals. */
export const TOP_UP_CURRENCIES = ['USDT', 'USDC'] as const
export type TopUpCurrency = (typeof TOP_UP_CURRENCIES)[number]

/** The fiat currencies: virtual accounts receive GBP and EUR; OTC credits and remittance spends all four. 2 decimals. */
const FIAT_CURRENCIES = ['GBP', 'EUR', 'USD', 'NGN'] as const
type FiatCurrency = (typeof FIAT_CURRENCIES)[number]

/** Every currency the merchant balance holds, each on its own ledger at its own scale. */
export const BALANCE_CURRENCIES = [...TOP_UP_CURRENCIES, ...FIAT_CURRENCIES] as const
export type BalanceCurrency = (typeof BALANCE_CURRENCIES)[number]

/** The networks a merchant tops up on (spec: "funded with USDT or USDC on POL or BSC"). */
export const TOP_UP_NETWORKS = ['POL', 'BSC'] as const satisfies readonly Network[]
export type TopUpNetwork = (typeof TOP_UP_NETWORKS)[number]

/** Base-unit decimals of the top-up stablecoins on the balance. */
export const TOP_UP_DECIMALS = 6
/** Base-unit decimals of the fiat currencies on the balance. */
export const FIAT_DECIMALS = 2

/** The scale of a balance currency's ledger: what one base unit is. */
export function balanceDecimals(currency: BalanceCurrency): number {
  return isFiatCurrency(currency) ? FIAT_DECIMALS : TOP_UP_DECIMALS
}

export function isBalanceCurrency(value: string): value is BalanceCurrency {
  return isOneOf(BALANCE_CURRENCIES, value)
}

export function isTopUpCurrency(value: string): value is TopUpCurrency {
  return isOneOf(TOP_UP_CURRENCIES, value)
}

function isFiatCurrency(value: string): value is FiatCurrency {
  return isOneOf(FIAT_CURRENCIES, value)
}

export function isTopUpNetwork(value: string): value is TopUpNetwork {
  return isOneOf(TOP_UP_NETWORKS, value)
}

/** A deposit's amount (the token's base units on its network) in balance base units, rounded down (see above). */
export function toBalanceUnits(network: TopUpNetwork, currency: TopUpCurrency, amount: bigint): bigint {
  const decimals = decimalsOf(network, currency)
  assert(decimals !== undefined && decimals >= TOP_UP_DECIMALS, `${currency} on ${network} has fewer decimals than the balance`)
  return amount / 10n ** BigInt(decimals - TOP_UP_DECIMALS)
}
