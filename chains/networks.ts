/**
 * The nine networks, their derivation conventions and decimals (spec
 * table). Paths are BIP-44 (`m/44'/coin'/0'/0/index`) for secp256k1 chains
 * and SLIP-10 ed25519 `m/44'/501'/index'/0'` for Solana (Phantom, Trust
 * Wallet, Solflare; Ledger Live uses `m/44'/501'/index'`, not ours). On a
 * testnet, BTC, LTC and BCH use coin type 1 and testnet address formats;
 * EVM chains, TRX, SOL and XRP keep their mainnet paths and formats, as
 * MetaMask, TronLink, Phantom and Xaman do.
 */
export const NETWORKS = ['BTC', 'BCH', 'LTC', 'BSC', 'ETH', 'POL', 'TRX', 'SOL', 'XRP'] as const
export type Network = (typeof NETWORKS)[number]

const COIN_TYPE: Readonly<Record<Network, number>> = {
  BTC: 0,
  LTC: 2,
  BCH: 145,
  ETH: 60,
  BSC: 60,
  POL: 60,
  TRX: 195,
  XRP: 144,
  SOL: 501,
}

export function isNetwork(value: string): value is Network {
  return NETWORKS.some((network) => network === value)
}

/** A network read back from storage, where only a Network is ever written: anything else is a fault, thrown. */
export function storedNetwork(value: string): Network {
  if (!isNetwork(value)) throw new Error(`not a network: ${value}`)
  return value
}

export function derivationPath(network: Network, index: number, isTestnet: boolean): string {
  if (!Number.isInteger(index) || index < 0 || index >= 2 ** 31) throw new RangeError('index must be an integer in [0, 2^31)')
  if (network === 'SOL') return `m/44'/501'/${index}'/0'`
  const coin = isTestnet && (network === 'BTC' || network === 'LTC' || network === 'BCH') ? 1 : COIN_TYPE[network]
  return `m/44'/${coin}'/0'/0/${index}`
}
