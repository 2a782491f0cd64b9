/**
 * Layers point down: a file may import from its own layer and the layers below it, never from one above.
 * The order is written here and in the architecture page (docs/design/architecture.md, Layers); this walk over every product source
 * file (tests and benchmarks excluded: they drive the product from outside) fails listing each upward import.
 */
import t from 'tap'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { REPO_ROOT as ROOT, productSourceFiles as sourceFiles } from '../support/source_files'

/** Lowest first. The longest matching prefix decides a file's layer. */
const LAYERS: ReadonlyArray<{ prefix: string; rank: number }> = [
  { prefix: 'platform/', rank: 0 }, // kernel: config, log, errors, json, db, secrets, the link contract
  { prefix: 'proto/', rank: 1 }, // wire: generated code, the multiplexed payments link, the hub client
  { prefix: 'actors/runtime/', rank: 2 }, // the actor runtime, product-free
  { prefix: 'actors/deposit/', rank: 3 }, // the deposit actor: the chains watcher's own state machine, one layer with chains
  { prefix: 'workers/', rank: 3 }, // the network layer and its Piscina pool
  { prefix: 'chains/', rank: 3 },
  { prefix: 'actors/', rank: 4 }, // the products' actors and payments methods
  { prefix: 'gateway/', rank: 5 }, // HTTP and WebSocket edge
  { prefix: 'hub/', rank: 5 }, // market data
  { prefix: 'roles/', rank: 6 }, // composition: the product modules, the three roles' entry points, the launcher
]

function layerOf(file: string): { prefix: string; rank: number } | undefined {
  return LAYERS.filter((l) => file.startsWith(l.prefix)).sort((a, b) => b.prefix.length - a.prefix.length)[0]
}

// `import ... from '.x'`, `export ... from '.x'`, `import('.x')`, `require('.x')`, `import '.x'`: relative specifiers only.
const SPECIFIER = /(?:\bfrom\s+|\bimport\s*\(\s*|\brequire\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]*)['"]/g

function upwardImports(): string[] {
  const found: string[] = []
  for (const file of sourceFiles()) {
    const from = layerOf(file)
    if (!from) continue
    for (const match of readFileSync(path.join(ROOT, file), 'utf8').matchAll(SPECIFIER)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1]!))
      const to = layerOf(target)
      if (to && to.rank > from.rank) found.push(`${file} (${from.prefix}) imports ${target} (${to.prefix})`)
    }
  }
  return found
}

t.test('every product source file has a layer', async (t) => {
  t.same(
    sourceFiles().filter((f) => f.includes('/') && !layerOf(f)),
    [],
    'a new top-level folder needs a place in LAYERS',
  )
})

t.test('no import points up a layer', async (t) => {
  t.ok(sourceFiles().length > 100, 'the walk sees the tree')
  t.same(upwardImports(), [])
})

t.test('the walker sees an upward import when there is one', async (t) => {
  const line = `import { x } from '../../gateway/http/route'`
  const [match] = line.matchAll(SPECIFIER)
  const target = path.posix.normalize(path.posix.join('platform/db', match![1]!))
  t.equal(target, 'gateway/http/route')
  t.ok(layerOf(target)!.rank > layerOf('platform/db/pool.ts')!.rank)
})
