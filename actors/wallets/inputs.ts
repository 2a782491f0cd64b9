/**
 * Request checks shared by the WaaS methods. Each bad input becomes a 400
 * with a stable code naming the field, before anything is derived or sent.
 */
import { canonicalCurrency, decimalsOf, looksLikeAddress, parseUnits } from '../../chains/assets'
import { isNetwork, NETWORKS, type Network } from '../../chains/networks'
import { RejectionError, reject } from '../../platform/errors'

export function networkOf(text: string): Network {
  const network = text.toUpperCase()
  if (!isNetwork(network))
    throw new RejectionError(reject('INVALID_NETWORK', `invalid network: must be one of ${NETWORKS.join(', ')}`, 'network'))
  return network
}

export function currencyOf(network: Network, text: string): { currency: string; decimals: number } {
  const currency = canonicalCurrency(network, text)
  const decimals = decimalsOf(network, currency)
  if (decimals === undefined) throw new RejectionError(reject('INVALID_CURRENCY', `${text} is not supported on ${network}`, 'currency'))
  return { currency, decimals }
}

export function addressOf(network: Network, text: string, field: string): string {
  if (!looksLikeAddress(network, text)) throw new RejectionError(reject('INVALID_ADDRESS', `${field} is not a ${network} address`, field))
  return text
}

/**
 * The spec's amount rule: a decimal with a point is human-readable ("1.5"
 * ETH) and converted with the currency's decimals; a plain integer is
 * already in base units ("1500000000000000000"). Exact, never a float.
 */
export function amountOf(text: string, decimals: number): bigint {
  let units: bigint
  try {
    units = /^\d+$/.test(text.trim()) ? BigInt(text.trim()) : parseUnits(text, decimals)
  } catch (error) {
    throw new RejectionError(reject('INVALID_AMOUNT', error instanceof Error ? error.message : String(error), 'amount'))
  }
  if (units <= 0n) throw new RejectionError(reject('INVALID_AMOUNT', 'amount must be greater than zero', 'amount'))
  return units
}
