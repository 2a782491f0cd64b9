/**
 * Which Reloadly account each environment buys from. Test keys buy from the
 * sandbox URL (the simulator, or Reloadly's sandbox hosts behind one base:
 * `<base>/auth`, `<base>/giftcards`, `<base>/topups`); live keys from the
 * RELOADLY_* account, or nowhere (503) when none is configured.
 */
import { platformNumber } from '../../../../platform/config_variables'
import { PlatformError } from '../../../../platform/errors'
import type { ReloadlyConfig } from './reloadly'
import { SIMULATOR_CLIENT_ID, SIMULATOR_CLIENT_SECRET } from './reloadly_simulator'

export interface VasProviderConfig {
  readonly test: ReloadlyConfig | null
  readonly live: ReloadlyConfig | null
}

const trim = (u: string) => u.replace(/\/+$/, '')

export function loadVasConfig(env: NodeJS.ProcessEnv): VasProviderConfig {
  const timeoutMs = platformNumber('VAS_PROVIDER_TIMEOUT_MS', env)
  const sandbox = env.VAS_SANDBOX_URL ? trim(env.VAS_SANDBOX_URL) : null
  const test: ReloadlyConfig | null = sandbox
    ? {
        clientId: env.VAS_SANDBOX_CLIENT_ID || SIMULATOR_CLIENT_ID,
        clientSecret: env.VAS_SANDBOX_CLIENT_SECRET || SIMULATOR_CLIENT_SECRET,
        authUrl: `${sandbox}/auth`,
        giftcardsUrl: `${sandbox}/giftcards`,
        topupsUrl: `${sandbox}/topups`,
        utilitiesUrl: `${sandbox}/utilities`,
        timeoutMs,
      }
    : null
  const id = env.RELOADLY_CLIENT_ID || undefined
  const secret = env.RELOADLY_CLIENT_SECRET || undefined
  if ((id === undefined) !== (secret === undefined))
    throw new PlatformError('config_invalid', 'RELOADLY_CLIENT_ID and RELOADLY_CLIENT_SECRET go together')
  const live: ReloadlyConfig | null =
    id && secret
      ? {
          clientId: id,
          clientSecret: secret,
          authUrl: trim(env.RELOADLY_AUTH_URL || 'https://auth.reloadly.com'),
          giftcardsUrl: trim(env.RELOADLY_GIFTCARDS_URL || 'https://giftcards.reloadly.com'),
          topupsUrl: trim(env.RELOADLY_TOPUPS_URL || 'https://topups.reloadly.com'),
          utilitiesUrl: trim(env.RELOADLY_UTILITIES_URL || 'https://utilities.reloadly.com'),
          timeoutMs,
        }
      : null
  return { test, live }
}
