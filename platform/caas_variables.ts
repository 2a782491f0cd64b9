/** Card-as-a-Service variables, joined into the registry by config_variables.ts. */
import { integer, string, url, type ConfigVariable } from './config_schema'

export const CAAS_VARIABLES: readonly ConfigVariable[] = [
  {
    name: 'CAAS_NETWORK',
    type: { kind: 'enum', values: ['ETH', 'BSC', 'POL'], caseless: true },
    default: '`POL`',
    description: 'Network of CaaS card accounts',
  },
  {
    name: 'CAAS_FACTORY_ADDRESS',
    type: string,
    default: 'the local Anvil deployment',
    description: 'Smart-account factory (EVM address); required in production for CaaS',
  },
  {
    name: 'CAAS_ACCOUNT_IMPLEMENTATION',
    type: string,
    default: 'read from the factory',
    description: 'Smart-account implementation (EVM address)',
  },
  { name: 'CAAS_ENTRYPOINT', type: string, default: 'EntryPoint v0.8', description: 'ERC-4337 EntryPoint (EVM address)' },
  { name: 'CAAS_BUNDLER_URL', type: url, default: 'none (direct `handleOps`)', description: 'ERC-4337 bundler' },
  {
    name: 'CAAS_BLIND_INDEX_KEY',
    type: { kind: 'base64', minBytes: 32 },
    default: 'derived from `MASTER_KEY`',
    description: '32-byte key of the blind indexes over CaaS user data',
  },
  {
    name: 'CAAS_USEROP_DEADLINE_MS',
    type: integer(1),
    default: '`1800000`',
    description: 'How long a CaaS user operation may wait for inclusion',
  },
  { name: 'CAAS_TRANSFER_POLL_MS', type: integer(1), default: '`1000`', description: 'Interval of the CaaS transfer executor' },
]
