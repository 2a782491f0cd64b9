/**
 * Where the platform swap runs on a network: the PlatformSwap contract from
 * configuration (`<NET>_SWAP_CONTRACT`, BSC and POL) on the network's live
 * node, and what the contract itself names (router, wrapped coin, fee
 * address) plus the router's factory, read once: they are immutable.
 */
import { configEnv } from '../../platform/config_variables'
import { viem } from '../esm_deps'
import type { EvmAdapter } from '../evm/adapter'
import { addressOf } from '../evm/hex'
import { PLATFORM_SWAP_ABI } from './platform_swap_artifact'

export type SwapNetwork = 'BSC' | 'POL'
type Hex = `0x${string}`

const FACTORY = viem.parseAbiItem('function factory() view returns (address)')

export interface SwapDeployment {
  readonly network: SwapNetwork
  readonly adapter: EvmAdapter
  readonly contract: Hex
  readonly router: Hex
  readonly factory: Hex
  /** The wrapped native coin the router trades (WETH9 on anvil, WBNB, WPOL). */
  readonly wrapped: Hex
  readonly feeTo: Hex
}

const deployments = new WeakMap<EvmAdapter, Promise<SwapDeployment>>()

/** The configured contract address, or null when the network has none. */
function swapContractOf(network: SwapNetwork, env: NodeJS.ProcessEnv = configEnv()): Hex | null {
  const value = env[`${network}_SWAP_CONTRACT`]
  if (!value) return null
  // Checksumming hashes the address: done once per configured value, not once per quote.
  let address = checksummed.get(value)
  if (address === undefined) checksummed.set(value, (address = viem.isAddress(value) ? viem.getAddress(value) : null))
  return address
}

const checksummed = new Map<string, Hex | null>()

/** The deployment behind a node, read once per adapter; null without a configured contract. */
export function swapDeployment(network: SwapNetwork, adapter: EvmAdapter | null, env = configEnv()): Promise<SwapDeployment> | null {
  const contract = swapContractOf(network, env)
  if (!adapter || !contract) return null
  let d = deployments.get(adapter)
  if (!d) {
    const read = (functionName: 'router' | 'weth' | 'feeTo') =>
      adapter.client
        .readContract({ address: contract, abi: PLATFORM_SWAP_ABI, functionName })
        .then((address: unknown) => addressOf(address, `the swap contract's ${functionName}`))
    d = Promise.all([read('router'), read('weth'), read('feeTo')]).then(async ([router, wrapped, feeTo]) => ({
      network,
      adapter,
      contract,
      router,
      wrapped,
      feeTo,
      factory: addressOf(
        await adapter.client.readContract({ address: router, abi: [FACTORY], functionName: 'factory' }),
        `the router's factory`,
      ),
    }))
    // A failed read (node down) is not remembered: the next quote tries again.
    d.catch(() => deployments.delete(adapter))
    deployments.set(adapter, d)
  }
  return d
}
