/** Card-as-a-Service variables, joined into the registry by config_variables.ts. */
import { integer, string, url, type ConfigVariable } from './config_schema'

export const CAAS_VARIABLES: readonly ConfigVariable[] = [
  {
    name: 'CAAS_PAYOUT_URL',
    type: url,
    default: 'the simulator outside production; none in production (withdrawals wait)',
    description: 'MTN MoMo Disbursement API base URL for withdrawal payouts (docs/caas_payout_partner.md)',
  },
  { name: 'CAAS_PAYOUT_API_USER', type: string, default: 'the simulator’s', description: 'MoMo API user (UUID)' },
  { name: 'CAAS_PAYOUT_API_KEY', type: string, default: 'the simulator’s', description: 'MoMo API key' },
  { name: 'CAAS_PAYOUT_SUBSCRIPTION_KEY', type: string, default: 'the simulator’s', description: 'MoMo Ocp-Apim-Subscription-Key' },
  { name: 'CAAS_PAYOUT_TARGET_ENVIRONMENT', type: string, default: '`sandbox`', description: 'MoMo X-Target-Environment' },
  {
    name: 'CAAS_PAYOUT_TIMEOUT_MS',
    type: integer(1),
    default: '`10000`',
    description: 'Deadline of one payout partner call; past it the outcome is unknown and looked up by reference id',
  },
  {
    name: 'CAAS_PAYOUT_CALLBACK_URL',
    type: url,
    default: 'this gateway on 127.0.0.1',
    description: 'X-Callback-Url sent with each payout (POST /webhooks/partners/momo of this platform)',
  },
  {
    name: 'CAAS_PAYOUT_SIMULATOR_PORT',
    type: integer(0),
    default: '`8086` in development, any in test',
    description: 'Port of the MoMo simulator `npm start` runs outside production',
  },
  {
    name: 'CAAS_PAYOUT_SIMULATOR_SETTLE_MS',
    type: integer(0),
    default: '`200`',
    description: 'How long the MoMo simulator keeps a transfer PENDING before it resolves',
  },
  {
    name: 'CAAS_ONRAMP_URL',
    type: url,
    default: 'the simulator outside production; none in production (deposits wait)',
    description: 'Yellow Card collections API base URL for on-ramp deposits (docs/caas_onramp_partner.md)',
  },
  { name: 'CAAS_ONRAMP_API_KEY', type: string, default: 'the simulator’s', description: 'Yellow Card API key' },
  { name: 'CAAS_ONRAMP_API_SECRET', type: string, default: 'the simulator’s', description: 'Yellow Card API secret (signs each request)' },
  {
    name: 'CAAS_ONRAMP_WEBHOOK_SECRET',
    type: string,
    default: '`CAAS_ONRAMP_API_SECRET`',
    description: 'The secret the on-ramp partner signs its callbacks with (X-YC-Signature); Yellow Card uses the API secret',
  },
  { name: 'CAAS_ONRAMP_CHANNEL_ID', type: string, default: '`mobile-money`', description: 'Yellow Card collection channel' },
  {
    name: 'CAAS_ONRAMP_TIMEOUT_MS',
    type: integer(1),
    default: '`10000`',
    description: 'Deadline of one on-ramp partner call; past it the outcome is unknown and looked up by reference',
  },
  {
    name: 'CAAS_ONRAMP_CALLBACK_URL',
    type: url,
    default: 'this gateway on 127.0.0.1',
    description: 'Registered with the partner for its callbacks (POST /webhooks/partners/onramp of this platform)',
  },
  {
    name: 'CAAS_ONRAMP_SIMULATOR_PORT',
    type: integer(0),
    default: '`8087` in development, any in test',
    description: 'Port of the on-ramp simulator `npm start` runs outside production',
  },
  {
    name: 'CAAS_PAYOUT_RATES',
    type: string,
    default: '`EUR=0.92,GHS=15.50,KES=129.00,UGX=3700,NGN=1550.00`',
    description:
      'Withdrawal payout currencies and the platform’s rate for each (units per USDC), comma-separated `CODE=decimal`; a withdrawal locks the rate when it is created (docs/caas_withdrawals.md)',
  },
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
