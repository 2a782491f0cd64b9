/**
 * Virtual accounts variables (the banking partner, Modulr, or its simulator), in the registry through
 * config_variables.ts (PLATFORM_VARIABLES).
 */
import { integer, string, url, type ConfigVariable } from './config_schema'

export const VA_VARIABLES: readonly ConfigVariable[] = [
  {
    name: 'VA_PARTNER_URL',
    type: url,
    default: 'the simulator outside production',
    description: 'Modulr-compatible API base URL for virtual accounts; `npm start` outside production sets it to the simulator it starts',
  },
  { name: 'VA_PARTNER_API_KEY', type: string, default: 'the simulator’s', description: 'Modulr API key (`keyId` of the HMAC signature)' },
  { name: 'VA_PARTNER_API_SECRET', type: string, default: 'the simulator’s', description: 'Modulr API secret (signs each request)' },
  {
    name: 'VA_PARTNER_TIMEOUT_MS',
    type: integer(1),
    default: '`10000`',
    description: 'Deadline of one banking partner call; past it the outcome is unknown and looked up by external reference',
  },
  {
    name: 'VA_PARTNER_SUSPENSE_ACCOUNT_ID',
    type: string,
    default: 'none',
    description: 'Partner account returned payments are paid from; without it, the account the payment arrived in',
  },
  {
    name: 'VA_PARTNER_WEBHOOK_SECRET',
    type: string,
    default: 'derived from MASTER_KEY outside production',
    description: 'The secret the banking partner signs its payment notifications with (x-mod-hmac-signature); required with a live partner',
  },
  {
    name: 'VA_WEBHOOK_URL',
    type: url,
    default: 'this gateway on 127.0.0.1',
    description: 'Where the sandbox partner sends payment notifications (POST /webhooks/partners/modulr of this platform)',
  },
  {
    name: 'VA_SIMULATOR_PORT',
    type: integer(),
    default: '`8085`',
    description: 'Port of the Modulr simulator process started beside a development platform',
  },
]
