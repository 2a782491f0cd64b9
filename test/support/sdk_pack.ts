/** Packs the SDK as a clean clone would: from a copy of sdk/ with only its own install, never the repository's folder. */
import { execFile } from 'node:child_process'
import { cpSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { asInShell, shellEnv } from './processes'
import { REPO_ROOT } from './source_files'

const run = promisify(execFile)

/** npm in `cwd`, quiet about audits and funding, with packages from npm's cache when it has them. */
export const npm = (args: string[], cwd: string) =>
  run(...asInShell('npm', [...args, '--no-audit', '--no-fund', '--prefer-offline']), { cwd, env: shellEnv(), timeout: 180_000 })

export interface PackedSdk {
  readonly tarball: string
  /** Paths inside the package, e.g. `dist/index.js`. */
  readonly files: string[]
}

/**
 * Copies sdk/ (without node_modules/ and dist/) into `dir`, installs its own dependencies there from its lock
 * (`npm ci`: its TypeScript builds it), and runs `npm pack`: the tarball lands in `dir`. Nothing is written in
 * the repository, and outside it no parent folder has a node_modules to borrow from.
 */
export async function packSdk(dir: string): Promise<PackedSdk> {
  const copy = path.join(dir, 'sdk')
  cpSync(path.join(REPO_ROOT, 'sdk'), copy, { recursive: true, filter: (src) => !/[/\\](node_modules|dist)$/.test(src) })
  await npm(['ci'], copy)
  const packed = await npm(['pack', '--json', '--pack-destination', dir], copy)
  const [info] = JSON.parse(packed.stdout.slice(packed.stdout.indexOf('['))) as Array<{ filename: string; files: Array<{ path: string }> }>
  return { tarball: path.join(dir, info!.filename), files: info!.files.map((f) => f.path) }
}
