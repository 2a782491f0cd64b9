/**
 * The stablecoins the platform knows without being told: USDT and USDC at their canonical mainnet contracts (Tether's
 * and Circle's own, as public token lists and wallets name them), so a default start quotes, swaps and offers them and
 * no merchant has to look a contract up. Each is the default of its variable (`<NET>_USDT`, `<NET>_USDC`, `TRX_USDT`,
 * `SOL_USDC`; chains/config_variables.ts): a value overrides it, and `none` turns the token off on that network's node.
 * test/chains/token_defaults.test.ts compares them with the published table (test/fixtures/tokens.md).
 *
 * Only mainnet contracts are shipped. The platform's test mode is the sandbox ledger, a simulated chain that holds
 * tokens by symbol and needs no contract, so test keys take these same addresses. A live node on a public testnet
 * (Sepolia, Amoy, BSC testnet, Nile, Solana devnet) has other contracts, which its operator sets (or `none`): we ship
 * no testnet address that no published table lets us check.
 */
import type { Network } from './networks'

/** The stablecoins, in the order their variables are listed. */
const STABLECOINS = ['USDT', 'USDC'] as const
export type Stablecoin = (typeof STABLECOINS)[number]

function isStablecoin(value: string): value is Stablecoin {
  return STABLECOINS.some((s) => s === value)
}

/** Per network, the canonical contract (EIP-55), TRC-20 contract (`T…`) or SPL mint of each stablecoin it carries. */
export const CANONICAL_TOKENS: Readonly<Partial<Record<Network, Readonly<Partial<Record<Stablecoin, string>>>>>> = {
  ETH: { USDT: '0xdAC17F958D2ee523a2206206994597C13D831ec7', USDC: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
  BSC: { USDT: '0x55d398326f99059fF775485246999027B3197955', USDC: '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d' },
  // Circle's native USDC. The older bridged USDC.e (0x2791Bca1f2de4661ED88A30C99A7a9449Aa84174) is another token:
  // a merchant whose customers hold it sets POL_USDC to it.
  POL: { USDT: '0xc2132D05D31c914a87C6611C10748AEb04B58e8F', USDC: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359' },
  TRX: { USDT: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
  SOL: { USDC: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v' },
}

/** The value of a token variable that turns the token off. */
export const NO_TOKEN = 'none'

/** The stablecoins `network` carries, in the order the variables are listed. */
export const stablecoinsOf = (network: Network): Stablecoin[] => STABLECOINS.filter((s) => CANONICAL_TOKENS[network]?.[s] !== undefined)

/**
 * The contract (or mint) of `symbol` on `network` that a live node watches and sends: its variable when set, else the
 * canonical one; null when the network carries no such token or the variable is `none`.
 */
export function tokenContract(network: Network, symbol: string, env: NodeJS.ProcessEnv): string | null {
  const canonical = isStablecoin(symbol) ? CANONICAL_TOKENS[network]?.[symbol] : undefined
  if (canonical === undefined) return null
  const value = env[`${network}_${symbol}`]
  if (value === undefined || value === '') return canonical
  return value === NO_TOKEN ? null : value
}
