/**
 * The live adapters, one per network given an endpoint in configuration:
 *   ETH_RPC_URL, BSC_RPC_URL, POL_RPC_URL (+ <NET>_USDT / <NET>_USDC token addresses, <NET>_CONFIRMATIONS)
 *   (every token variable defaults to the canonical mainnet contract, chains/tokens.ts; `none` turns it off)
 *   BTC_RPC_URL, LTC_RPC_URL with BTC_RPC_AUTH / LTC_RPC_AUTH ("user:password")
 *   BCH_RPC_URL + BCH_RPC_AUTH, TRX_RPC_URL (+ TRX_API_KEY, TRX_USDT), SOL_RPC_URL (+ SOL_USDC), XRP_RPC_URL (ws(s):// or http(s)://)
 * CHAIN_RPC_TIMEOUT_MS (default 10000) bounds every node call, so one hung endpoint fails its own watcher's rounds only.
 * No public provider is built in; a network without configuration has no live watcher.
 */
import type { ChainAdapter } from './adapter'
import { chainNumber } from './config_variables'
import { evmAdapter, type EvmAdapter } from './evm/adapter'
import { addressOf } from './evm/hex'
import type { Network } from './networks'
import { utxoAdapter, type UtxoAdapter } from './utxo/adapter'
import { bchAdapter, type BchAdapter } from './bch/adapter'
import { tronAdapter, type TronAdapter } from './tron/adapter'
import { solanaAdapter, type SolanaAdapter } from './solana/adapter'
import { xrpAdapter, type XrpAdapter } from './xrp/adapter'
import { stablecoinsOf, tokenContract } from './tokens'

/** The live adapters by family, each with its own type (what sends and signs needs beyond ChainAdapter). */
export interface LiveAdapters {
  readonly evm: ReadonlyMap<Network, EvmAdapter>
  /** BTC and LTC. */
  readonly utxo: ReadonlyMap<Network, UtxoAdapter>
  readonly bch: BchAdapter | null
  readonly tron: TronAdapter | null
  readonly solana: SolanaAdapter | null
  readonly xrp: XrpAdapter | null
}

/** Every adapter of the set, in the order of the networks' families. */
export function allLive(live: LiveAdapters): ChainAdapter[] {
  return [...live.evm.values(), ...live.utxo.values(), live.bch, live.tron, live.solana, live.xrp].filter((a) => a !== null)
}

export function liveAdapters(env: NodeJS.ProcessEnv): LiveAdapters {
  const evm = new Map<Network, EvmAdapter>()
  const utxo = new Map<Network, UtxoAdapter>()
  // Fails at start (config_invalid): a NaN deadline would make every node call throw.
  const rpcTimeoutMs = chainNumber('CHAIN_RPC_TIMEOUT_MS', env)
  for (const network of ['ETH', 'BSC', 'POL'] as const) {
    const url = env[`${network}_RPC_URL`]
    if (!url) continue
    const tokens: Record<string, `0x${string}`> = {}
    for (const symbol of stablecoinsOf(network)) {
      const address = tokenContract(network, symbol, env)
      if (address) tokens[symbol] = addressOf(address, `${network}_${symbol}`)
    }
    evm.set(
      network,
      evmAdapter({
        network,
        rpcUrl: url,
        nativeCurrency: network === 'BSC' ? 'BNB' : network,
        tokens,
        requiredDepth: chainNumber(`${network}_CONFIRMATIONS`, env),
        rpcTimeoutMs,
      }),
    )
  }
  for (const network of ['BTC', 'LTC'] as const) {
    const url = env[`${network}_RPC_URL`]
    if (url)
      utxo.set(
        network,
        utxoAdapter({
          network,
          rpcUrl: url,
          rpcAuth: env[`${network}_RPC_AUTH`] ?? '',
          requiredDepth: chainNumber(`${network}_CONFIRMATIONS`, env),
          rpcTimeoutMs,
        }),
      )
  }
  const bch = env.BCH_RPC_URL
    ? bchAdapter({
        rpcUrl: env.BCH_RPC_URL,
        rpcAuth: env.BCH_RPC_AUTH ?? '',
        requiredDepth: chainNumber('BCH_CONFIRMATIONS', env),
        rpcTimeoutMs,
      })
    : null
  const tron = env.TRX_RPC_URL
    ? tronAdapter({
        rpcUrl: env.TRX_RPC_URL,
        apiKey: env.TRX_API_KEY,
        usdtContract: tokenContract('TRX', 'USDT', env) ?? undefined,
        rpcTimeoutMs,
      })
    : null
  const solana = env.SOL_RPC_URL
    ? solanaAdapter({ rpcUrl: env.SOL_RPC_URL, usdcMint: tokenContract('SOL', 'USDC', env) ?? undefined, rpcTimeoutMs })
    : null
  const xrp = env.XRP_RPC_URL ? xrpAdapter({ rpcUrl: env.XRP_RPC_URL, rpcTimeoutMs }) : null
  return { evm, utxo, bch, tron, solana, xrp }
}
