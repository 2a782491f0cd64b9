/**
 * The chains a cross-chain swap names, with LI.FI's chain ids and the
 * spec's aliases (POLYGON and MATIC mean POL, BNB and BINANCE mean BSC), and
 * the configured bridge (BRIDGE_API_URL, read once per value). The platform
 * signs only on its own EVM networks (ETH, BSC, POL), so those are the
 * possible sources; any of these can be a destination.
 */
import { configEnv } from '../../platform/config_variables'
import { numberSetting } from '../../platform/config_schema'
import type { BridgeAdapter } from './adapter'
import { BRIDGE_VARIABLES } from './config_variables'
import { lifiAdapter } from './lifi'

export const BRIDGE_CHAIN_IDS = { ETH: 1, BSC: 56, POL: 137, ARB: 42161, OP: 10, AVAX: 43114, BASE: 8453 } as const
export type BridgeChain = keyof typeof BRIDGE_CHAIN_IDS
/** Networks with a platform signer: where a cross-chain swap can start. */
function isBridgeChain(name: string): name is BridgeChain {
  return Object.hasOwn(BRIDGE_CHAIN_IDS, name)
}

export const SOURCE_CHAINS: readonly BridgeChain[] = ['ETH', 'BSC', 'POL']

const ALIASES: Readonly<Record<string, BridgeChain>> = {
  POLYGON: 'POL',
  MATIC: 'POL',
  BNB: 'BSC',
  BINANCE: 'BSC',
  ARBITRUM: 'ARB',
  OPTIMISM: 'OP',
  AVALANCHE: 'AVAX',
}

/** The chain a request names, or null when no bridge chain has that name. */
export function bridgeChainOf(name: string | undefined): BridgeChain | null {
  const n = (name ?? '').trim().toUpperCase()
  if (isBridgeChain(n)) return n
  return ALIASES[n] ?? null
}

export const bridgeSetting = (name: string, env = configEnv()): number => numberSetting(BRIDGE_VARIABLES, name, env)

const adapters = new Map<string, BridgeAdapter>()

/** The configured bridge, or null without BRIDGE_API_URL. */
export function configuredBridge(env = configEnv()): BridgeAdapter | null {
  const baseUrl = env.BRIDGE_API_URL
  if (!baseUrl) return null
  const key = `${baseUrl} ${env.BRIDGE_API_KEY ?? ''}`
  let a = adapters.get(key)
  if (!a) {
    a = lifiAdapter({
      baseUrl,
      ...(env.BRIDGE_API_KEY ? { apiKey: env.BRIDGE_API_KEY } : {}),
      timeoutMs: bridgeSetting('BRIDGE_TIMEOUT_MS', env),
    })
    adapters.set(key, a)
  }
  return a
}
