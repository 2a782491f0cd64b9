/**
 * The products this build serves. Each is a PlatformModule (see module.ts).
 * PLATFORM_MODULES adds modules by path at start (comma-separated compiled
 * JavaScript files exporting `module`): the extension point for diagnostics
 * and for the end-to-end tests that drive the runtime with a fixture actor.
 */
import path from 'node:path'
import { accessModule } from '../actors/accounts/module'
import { webhooksModule } from '../actors/webhooks/module'
import { sandboxModule } from '../actors/sandbox/module'
import { chainsModule } from '../actors/chains/module'
import { checkoutModule } from '../actors/checkout/module'
import { balanceModule } from '../actors/balance/module'
import { treasuryModule } from '../actors/treasury/module'
import { caasModule } from '../actors/caas/module'
import { waasModule } from '../actors/wallets/module'
import { vasModule } from '../actors/vas/module'
import { virtualAccountsModule } from '../actors/virtual_accounts/module'
import { remittanceModule } from '../actors/remittance/module'
import { otcModule } from '../actors/otc/module'
import { analyticsModule } from '../actors/analytics/module'
import { configEnv } from '../platform/config_variables'
import { swapModule } from '../actors/swap/module'
import type { PlatformModule } from '../gateway/core/platform_module'
import { field, isJsonObject } from '../platform/json_object'

export const BUILT_IN_MODULES: readonly PlatformModule[] = [
  accessModule,
  webhooksModule,
  sandboxModule,
  chainsModule,
  checkoutModule,
  balanceModule,
  treasuryModule,
  waasModule,
  swapModule,
  caasModule,
  vasModule,
  virtualAccountsModule,
  remittanceModule,
  otcModule,
  analyticsModule,
]

/** What an operator's module file exports, checked as far as it can be before the roles call it. */
function isPlatformModule(value: unknown): value is PlatformModule {
  if (!isJsonObject(value) || typeof value.name !== 'string') return false
  const hooks = ['methods', 'subscribers', 'start', 'workflows', 'routes', 'authenticator']
  return hooks.every((h) => value[h] === undefined || typeof value[h] === 'function')
}

export function loadModules(env: NodeJS.ProcessEnv = configEnv()): PlatformModule[] {
  const extra = (env.PLATFORM_MODULES ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .map((p) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const loaded: unknown = require(path.resolve(p))
      const module: unknown = field(loaded, 'module')
      if (!isPlatformModule(module)) throw new Error(`${p} does not export \`module\` (an object with a name and module hooks)`)
      return module
    })
  return [...BUILT_IN_MODULES, ...extra]
}
