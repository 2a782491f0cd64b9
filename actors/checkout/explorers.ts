/**
 * Where a customer can look at a live transaction: the usual public block
 * explorer of each network. Sandbox transfers live only in the platform's
 * sandbox ledger, so they get no link (a mainnet explorer would show nothing,
 * or worse, someone else's transaction).
 */
import type { Network } from '../../chains/networks'

const EXPLORER_TX: Readonly<Record<Network, string>> = {
  ETH: 'https://etherscan.io/tx/',
  BSC: 'https://bscscan.com/tx/',
  POL: 'https://polygonscan.com/tx/',
  TRX: 'https://tronscan.org/#/transaction/',
  SOL: 'https://solscan.io/tx/',
  BTC: 'https://mempool.space/tx/',
  LTC: 'https://litecoinspace.org/tx/',
  BCH: 'https://blockchair.com/bitcoin-cash/transaction/',
  XRP: 'https://livenet.xrpl.org/transactions/',
}

/** The explorer page of a transaction, or null for a sandbox one. */
export function explorerUrl(network: Network, txHash: string, isTest: boolean): string | null {
  if (isTest) return null
  return EXPLORER_TX[network] + encodeURIComponent(txHash)
}

/** Networks whose deposits count block confirmations (spec); the others settle by time and report 0. */
export const DEPTH_NETWORKS: readonly Network[] = ['ETH', 'BSC', 'POL', 'BTC']
