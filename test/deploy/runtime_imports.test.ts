/**
 * A production install has the runtime dependencies only (docs/operations/deploy.md): every package the platform's processes
 * can load must be in `dependencies`. Walks the compiled code from each process's entry file (the platform, and the
 * worker and simulator files it starts by path) through every require and import, and names what it reaches.
 */
import t from 'tap'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'
import { REPO_ROOT } from '../support/source_files'

const DIST = path.join(REPO_ROOT, 'dist')

/** Loaded on purpose only when present, with a fallback: not a runtime dependency. */
const OPTIONAL: Record<string, string> = {
  '@redocly/cli': 'renders /docs; without it the page links /openapi.json (gateway/core/docs_page.ts)',
}

/**
 * Compiled files required only when tests turn a check on, from inside a function: the walk does not enter them, and
 * fails when one is required at the top of a module (loaded by every process).
 */
const TEST_ONLY: Record<string, string> = {
  'gateway/core/contract_check.js': 'ajv checks every answer when tests call checkAnswersAgainstSchemas (gateway/core/app.ts)',
}

/** `require("x")`, `import("x")`, `require.resolve("x")`; template specifiers (a platform-chosen binary) are skipped. */
const SPECIFIER = /\b(?:require|import|require\.resolve)\(\s*["']([^"']+)["']\s*\)/g
/** A file a process starts by path: a Piscina worker, a forked simulator. */
const STARTED_BY_PATH = /\.(?:join|resolve)\(__dirname,\s*["']([^"']+\.js)["']\)/g

function packageName(specifier: string): string {
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!
}

function resolveLocal(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier)
  return [base, `${base}.js`, path.join(base, 'index.js')].find((f) => existsSync(f) && statSync(f).isFile())
}

/** Every package reached from `entries`, with one file that imports it, and the files requiring a TEST_ONLY file at the top. */
export function packagesReached(entries: readonly string[]): { reached: Map<string, string>; eagerTestOnly: string[] } {
  const reached = new Map<string, string>()
  const eagerTestOnly: string[] = []
  const seen = new Set<string>()
  const queue = [...entries]
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file) || TEST_ONLY[path.relative(DIST, file)]) continue
    seen.add(file)
    const code = readFileSync(file, 'utf8')
    for (const [, started] of code.matchAll(STARTED_BY_PATH)) queue.push(path.resolve(path.dirname(file), started!))
    for (const match of code.matchAll(SPECIFIER)) {
      const specifier = match[1]!
      if (specifier.startsWith('.')) {
        const local = resolveLocal(file, specifier)
        // tsc writes a module's imports at column 0; a require inside a function is indented.
        const topLevel = !/^\s/.test(code.slice(code.lastIndexOf('\n', match.index) + 1))
        if (local && TEST_ONLY[path.relative(DIST, local)] && topLevel) eagerTestOnly.push(`${path.relative(DIST, file)} -> ${specifier}`)
        if (local) queue.push(local)
      } else if (!specifier.startsWith('node:') && !builtinModules.includes(specifier)) {
        const name = packageName(specifier)
        if (!reached.has(name)) reached.set(name, path.relative(DIST, file))
      }
    }
  }
  return { reached, eagerTestOnly }
}

t.test('every package the platform loads at run time is a dependency, none a devDependency', async (t) => {
  const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>
    devDependencies: Record<string, string>
  }
  const { reached, eagerTestOnly } = packagesReached([path.join(DIST, 'roles/main.js')])
  t.ok(
    reached.has('uWebSockets.js') && reached.has('postgres') && reached.has('bip39'),
    'the walk reaches the gateway, the store, the worker',
  )
  t.ok(reached.has('@redocly/cli'), 'and the optional renderer, so the list below is checked')
  t.same(eagerTestOnly, [], 'test-only checks are required inside the function that turns them on, never at the top')
  for (const [name, from] of reached) {
    if (OPTIONAL[name]) continue
    const where = manifest.dependencies[name] ? 'dependencies' : manifest.devDependencies[name] ? 'devDependencies' : 'nowhere'
    t.equal(where, 'dependencies', `${name} (imported by dist/${from}) is in ${where}`)
  }
})
