/**
 * The products this build serves. Each is a PlatformModule (see module.ts).
 * PLATFORM_MODULES adds modules by path at start (comma-separated compiled
 * JavaScript files exporting `module`): the extension point for diagnostics
 * and for the end-to-end tests that drive the runtime with a fixture actor.
 */
import path from 'node:path'
import { accessModule } from './products/access'
import { webhooksModule } from './products/webhooks'
import { sandboxModule } from './products/sandbox'
import { chainsModule } from './products/chains'
import { checkoutModule } from './products/checkout'
import { balanceModule } from './products/balance'
import { treasuryModule } from './products/treasury'
import { caasModule } from './products/caas'
import { waasModule } from './products/waas'
import { vasModule } from './products/vas'
import { configEnv } from '../platform/config_variables'
import { swapModule } from './products/swap'
import type { PlatformModule } from './module'

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
]

export function loadModules(env: NodeJS.ProcessEnv = configEnv()): PlatformModule[] {
  const extra = (env.PLATFORM_MODULES ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .map((p) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const loaded = require(path.resolve(p)) as { module?: PlatformModule }
      if (!loaded.module) throw new Error(`${p} does not export \`module\``)
      return loaded.module
    })
  return [...BUILT_IN_MODULES, ...extra]
}
