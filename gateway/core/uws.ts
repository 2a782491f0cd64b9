/**
 * Loads the native uWebSockets.js binary explicitly. The package's own
 * loader silently falls back to a slow pure-JS server when the binary does
 * not load; a gateway on that fallback would pass every test and then fail
 * in production under load, so we refuse to start instead.
 */
import path from 'node:path'
import type * as UwsTypes from 'uWebSockets.js'

export type Uws = typeof UwsTypes

let loaded: Uws | undefined

export function loadNativeUws(): Uws {
  if (loaded) return loaded
  const packageDir = path.dirname(require.resolve('uWebSockets.js/package.json'))
  const binary = path.join(packageDir, 'binaries', `uws_${process.platform}_${process.arch}_${process.versions.modules}.node`)
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const native: Uws = require(binary)
    loaded = native
  } catch (cause) {
    throw new Error(
      `uWebSockets.js native binary did not load (${binary}): refusing to start on the slow fallback. ` +
        `Node ${process.version} ABI ${process.versions.modules} needs a matching binary. ${String(cause)}`,
    )
  }
  return loaded
}
