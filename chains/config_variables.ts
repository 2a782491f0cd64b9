/**
 * The chain endpoints' environment variables, one group per network (read by chains/live_adapters.ts): part of
 * the one configuration registry in roles/config.ts. A network without `<NET>_RPC_URL` has no live watcher.
 */
import { integer, numberSetting, string, url, type ConfigVariable } from '../platform/config_schema'
import { BRIDGE_VARIABLES } from './bridge/config_variables'
import type { Network } from './networks'
import { CANONICAL_TOKENS, NO_TOKEN, type Stablecoin } from './tokens'

/** Confirmations a live deposit needs per network unless `<NET>_CONFIRMATIONS` says otherwise. */
const DEFAULT_DEPTH = { ETH: 12, BSC: 15, POL: 64, BTC: 2, LTC: 6, BCH: 6 } as const

const rpcUrl = (network: string): ConfigVariable => ({
  name: `${network}_RPC_URL`,
  type: url,
  default: 'none',
  description: `${network} node`,
})
const rpcAuth = (network: string): ConfigVariable => ({
  name: `${network}_RPC_AUTH`,
  type: string,
  default: 'none',
  description: `\`user:password\` of the ${network} node`,
})
const depth = (network: keyof typeof DEFAULT_DEPTH): ConfigVariable => ({
  name: `${network}_CONFIRMATIONS`,
  type: integer(1),
  default: `\`${DEFAULT_DEPTH[network]}\``,
  description: `Confirmations before a ${network} deposit is final`,
})
const token = (network: Network, symbol: Stablecoin): ConfigVariable => ({
  name: `${network}_${symbol}`,
  type: string,
  default: `\`${CANONICAL_TOKENS[network]![symbol]}\``,
  description:
    `${symbol} ${network === 'SOL' ? 'mint' : 'contract'} on ${network}; the default is the canonical mainnet one ` +
    `(see [Swap](#swap)); \`${NO_TOKEN}\`: not watched, offered at checkout or sent`,
})

export const CHAIN_VARIABLES: readonly ConfigVariable[] = [
  {
    name: 'CHAIN_RPC_TIMEOUT_MS',
    type: integer(1),
    default: '`10000`',
    description:
      'Deadline of one call to a chain node (EVM, UTXO, BCH, TRX, XRP, Solana); a node that does not answer stalls only its own network’s watcher, and a send without an answer is an unknown outcome, checked by hash',
  },
  {
    name: 'CHAIN_SEND_CHECK_MS',
    type: integer(1),
    default: '`5000`',
    description:
      'First check of a submitted send after its broadcast; each further check waits twice as long, up to CHAIN_SEND_CHECK_MAX_MS',
  },
  {
    name: 'CHAIN_SEND_CHECK_MAX_MS',
    type: integer(1),
    default: '`300000`',
    description: 'Longest wait between two checks of a submitted send that has not settled (a missing one is re-broadcast then)',
  },
  ...(['ETH', 'BSC', 'POL'] as const).flatMap((n) => [rpcUrl(n), token(n, 'USDT'), token(n, 'USDC'), depth(n)]),
  ...(['BSC', 'POL'] as const).map((n): ConfigVariable => ({
    name: `${n}_SWAP_CONTRACT`,
    type: string,
    default: 'none',
    description: `The platform swap contract (PlatformSwap) on ${n}; its router, wrapped coin and fee address are read from it. Without it (or without ${n}_RPC_URL) swap quotes on ${n} come from hub prices`,
  })),
  ...(['BTC', 'LTC', 'BCH'] as const).flatMap((n) => [rpcUrl(n), rpcAuth(n), depth(n)]),
  rpcUrl('TRX'),
  { name: 'TRX_API_KEY', type: string, default: 'none', description: 'TronGrid API key' },
  token('TRX', 'USDT'),
  rpcUrl('SOL'),
  token('SOL', 'USDC'),
  { name: 'XRP_RPC_URL', type: url, default: 'none', description: 'XRP Ledger node (`ws(s)://` or `http(s)://`)' },
  ...BRIDGE_VARIABLES,
]

/** A numeric chain variable, checked against and defaulted by its entry above. */
export function chainNumber(name: string, env: NodeJS.ProcessEnv): number {
  return numberSetting(CHAIN_VARIABLES, name, env)
}
