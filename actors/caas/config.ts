/**
 * CaaS configuration from the environment:
 *   CAAS_NETWORK (POL)              network of the smart accounts; USDC on it
 *   CAAS_FACTORY_ADDRESS            SimpleAccountFactory 0.8; required in production. Elsewhere it defaults to the
 *                                   address a fresh anvil gives the factory deployed by its first account right after
 *                                   the EntryPoint (test/support/aa.ts), so development addresses are reproducible.
 *   CAAS_ACCOUNT_IMPLEMENTATION     the factory's accountImplementation (default: CREATE(factory, nonce 1), as its constructor does)
 *   CAAS_ENTRYPOINT                 EntryPoint 0.8 (default: the canonical 0x4337084D…5Ff108)
 *   CAAS_BUNDLER_URL                ERC-4337 bundler JSON-RPC for live transfers
 *   CAAS_BLIND_INDEX_KEY            base64 32 bytes; default: derived from MASTER_KEY (HKDF), like the other secrets
 *   CAAS_USEROP_DEADLINE_MS         how long a sent user operation may go without a receipt (nonce unused) before
 *                                   its transfer is FAILED (default 30 minutes)
 */
import { hkdfSync } from 'node:crypto'
import { implementationOf } from '../../chains/aa/counterfactual'
import { viem } from '../../chains/esm_deps'
import { isNetwork, type Network } from '../../chains/networks'
import { decimalsOf } from '../../chains/assets'
import { PlatformError } from '../../platform/errors'
import { platformNumber } from '../../platform/config_variables'

const ANVIL_ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ENTRY_POINT_08 = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'

export interface CaasConfig {
  readonly network: Network
  readonly token: 'USDC'
  readonly decimals: number
  readonly factory: `0x${string}`
  readonly implementation: `0x${string}`
  readonly entryPoint: `0x${string}`
  readonly bundlerUrl: string | undefined
  readonly blindIndexKey: Buffer
  readonly submitDeadlineMs: number
}

function address(env: NodeJS.ProcessEnv, name: string, fallback: () => `0x${string}`): `0x${string}` {
  const raw = env[name]
  if (!raw) return fallback()
  if (!viem.isAddress(raw)) throw new PlatformError('config_invalid', `${name} must be an EVM address`)
  return viem.getAddress(raw)
}

export function loadCaasConfig(env: NodeJS.ProcessEnv, masterKey: Buffer, production: boolean): CaasConfig {
  const network = (env.CAAS_NETWORK ?? 'POL').toUpperCase()
  if (!isNetwork(network) || !['ETH', 'BSC', 'POL'].includes(network))
    throw new PlatformError('config_invalid', 'CAAS_NETWORK must be ETH, BSC or POL')
  const factory = address(env, 'CAAS_FACTORY_ADDRESS', () => {
    if (production) throw new PlatformError('config_missing', 'production requires CAAS_FACTORY_ADDRESS for CaaS')
    return viem.getContractAddress({ from: ANVIL_ACCOUNT_0, nonce: 1n })
  })
  const key = env.CAAS_BLIND_INDEX_KEY
    ? Buffer.from(env.CAAS_BLIND_INDEX_KEY, 'base64')
    : Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'platform/caas-blind-index', 32))
  if (key.length !== 32) throw new PlatformError('config_invalid', 'CAAS_BLIND_INDEX_KEY must be 32 bytes, base64-encoded')
  // A positive integer (config_invalid otherwise), checked by its registry entry.
  const submitDeadlineMs = platformNumber('CAAS_USEROP_DEADLINE_MS', env)
  return {
    network,
    token: 'USDC',
    decimals: decimalsOf(network, 'USDC')!,
    factory,
    implementation: address(env, 'CAAS_ACCOUNT_IMPLEMENTATION', () => implementationOf(factory)),
    entryPoint: address(env, 'CAAS_ENTRYPOINT', () => ENTRY_POINT_08),
    bundlerUrl: env.CAAS_BUNDLER_URL || undefined,
    blindIndexKey: key,
    submitDeadlineMs,
  }
}
