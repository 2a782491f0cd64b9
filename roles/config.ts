/**
 * The one configuration registry: every environment variable the platform reads, joined from the groups kept
 * beside their concern. Start-up validates it (every bad variable named at once), and the README's
 * configuration table is generated from it (`npm run config-table`; test/platform/config_schema.test.ts fails
 * when the table or the registry falls behind the code).
 */
import { CHAIN_VARIABLES } from '../chains/config_variables'
import { type Config, loadConfig } from '../platform/config'
import { type ConfigVariable, validateEnvironment } from '../platform/config_schema'
import { PLATFORM_VARIABLES, configEnv } from '../platform/config_variables'
import { TREASURY_VARIABLES } from '../actors/treasury/config_variables'
import { MERCHANT_VARIABLES } from '../actors/accounts/merchant/config_variables'

export const CONFIG_VARIABLES: readonly ConfigVariable[] = [
  ...PLATFORM_VARIABLES,
  ...CHAIN_VARIABLES,
  ...TREASURY_VARIABLES,
  ...MERCHANT_VARIABLES,
]

/** The validated configuration: throws config_invalid listing every bad variable, then reads it. */
export function loadValidatedConfig(env: NodeJS.ProcessEnv = configEnv()): Config {
  validateEnvironment(CONFIG_VARIABLES, env)
  return loadConfig(env)
}
