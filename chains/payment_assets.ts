/**
 * Which network and currency pairs a checkout can be paid in, and how each is
 * named on chain. The spec's decimals table has 17 pairs. A sandbox session
 * offers every one (the sandbox ledger holds all of them); a live session
 * offers a pair only when its network has a live endpoint and, for a token,
 * the node has its contract (or mint): the canonical mainnet one by default,
 * or what <NET>_USDT, <NET>_USDC, TRX_USDT, SOL_USDC say (chains/tokens.ts),
 * and `none` there takes the token off: a token we cannot name cannot be put
 * in a payment URI, and a URI without it would ask for the native coin
 * instead.
 */
import { NATIVE_CURRENCY } from './assets'
import type { Network } from './networks'
import type { NetworkAccess } from './network_access'

export type PaymentAsset =
  { readonly kind: 'native' } | { readonly kind: 'token'; readonly contract: string } | { readonly kind: 'sandbox' }

/** Every pair of the spec's decimals table, in the order the hosted page lists them (canonical currency codes). */
export const PAYMENT_PAIRS: ReadonlyArray<readonly [Network, string]> = [
  ['ETH', 'USDT'],
  ['ETH', 'USDC'],
  ['ETH', 'ETH'],
  ['BSC', 'USDT'],
  ['BSC', 'USDC'],
  ['BSC', 'BNB'],
  ['POL', 'USDT'],
  ['POL', 'USDC'],
  ['POL', 'POL'],
  ['TRX', 'USDT'],
  ['TRX', 'TRX'],
  ['SOL', 'USDC'],
  ['SOL', 'SOL'],
  ['BTC', 'BTC'],
  ['LTC', 'LTC'],
  ['BCH', 'BCH'],
  ['XRP', 'XRP'],
]

/** The configured contract (or mint) of a live token, or null. */
function liveTokenContract(chains: NetworkAccess, network: Network, currency: string): string | null {
  if (network === 'TRX') return currency === 'USDT' ? (chains.tron(network)?.usdtContract ?? null) : null
  if (network === 'SOL') return currency === 'USDC' ? (chains.solana(network)?.usdcMint ?? null) : null
  return chains.evm(network)?.tokens[currency] ?? null
}

/** How `currency` on `network` is paid in this environment, or null when it cannot be offered. */
export function paymentAsset(chains: NetworkAccess, network: Network, currency: string, sandbox: boolean): PaymentAsset | null {
  if (!PAYMENT_PAIRS.some(([n, c]) => n === network && c === currency)) return null
  if (sandbox) return { kind: 'sandbox' }
  if (!chains.adapter(network, false)) return null
  if (currency === NATIVE_CURRENCY[network]) return { kind: 'native' }
  const contract = liveTokenContract(chains, network, currency)
  return contract ? { kind: 'token', contract } : null
}

/** The pairs a session of this environment can be paid in, as the public view lists them. */
export function offeredPairs(chains: NetworkAccess, sandbox: boolean): Array<{ network: Network; currency: string }> {
  return PAYMENT_PAIRS.filter(([n, c]) => paymentAsset(chains, n, c, sandbox) !== null).map(([network, currency]) => ({
    network,
    currency,
  }))
}
