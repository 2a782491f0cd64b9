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
import { evmAdapter } from './evm/adapter'
import { addressOf } from './evm/hex'
import { utxoAdapter } from './utxo/adapter'
import { bchAdapter } from './bch/adapter'
import { tronAdapter } from './tron/adapter'
import { solanaAdapter } from './solana/adapter'
import { xrpAdapter } from './xrp/adapter'
import { stablecoinsOf, tokenContract } from './tokens'

export function liveAdapters(env: NodeJS.ProcessEnv): ChainAdapter[] {
  const adapters: ChainAdapter[] = []
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
    adapters.push(
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
      adapters.push(
        utxoAdapter({
          network,
          rpcUrl: url,
          rpcAuth: env[`${network}_RPC_AUTH`] ?? '',
          requiredDepth: chainNumber(`${network}_CONFIRMATIONS`, env),
          rpcTimeoutMs,
        }),
      )
  }
  if (env.BCH_RPC_URL)
    adapters.push(
      bchAdapter({
        rpcUrl: env.BCH_RPC_URL,
        rpcAuth: env.BCH_RPC_AUTH ?? '',
        requiredDepth: chainNumber('BCH_CONFIRMATIONS', env),
        rpcTimeoutMs,
      }),
    )
  if (env.TRX_RPC_URL) {
    const usdtContract = tokenContract('TRX', 'USDT', env) ?? undefined
    adapters.push(tronAdapter({ rpcUrl: env.TRX_RPC_URL, apiKey: env.TRX_API_KEY, usdtContract, rpcTimeoutMs }))
  }
  if (env.SOL_RPC_URL)
    adapters.push(solanaAdapter({ rpcUrl: env.SOL_RPC_URL, usdcMint: tokenContract('SOL', 'USDC', env) ?? undefined, rpcTimeoutMs }))
  if (env.XRP_RPC_URL) adapters.push(xrpAdapter({ rpcUrl: env.XRP_RPC_URL, rpcTimeoutMs }))
  return adapters
}
