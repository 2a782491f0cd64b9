/**
 * The import graph of the product's own source, and the three rules the layout keeps (docs/design/architecture.md):
 * layers point down, products meet only through each other's `index.ts`, and products import each other without a
 * cycle. Each rule is a pure function over a graph, so the tests can plant an import in a graph of their own and
 * see it caught.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { REPO_ROOT, productSourceFiles } from './source_files'

/** An import from one source file to another, both as repository paths without the `.ts`. */
export interface ImportEdge {
  readonly from: string
  readonly to: string
  /** `import type` / `export type`: gone from the compiled JavaScript, so it cannot make a load-order cycle. */
  readonly typeOnly: boolean
}

// `import ... from '.x'`, `export ... from '.x'`, `import('.x')`, `require('.x')`, `import '.x'`: relative specifiers only.
const SPECIFIER = /(?:\bfrom\s+|\bimport\s*\(\s*|\brequire\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]*)['"]/g
const TYPE_ONLY = /\b(?:import|export)\s+type\s+(?:\{[^}]*\}|\*\s+as\s+\w+|\w+)\s+from\s+['"](\.{1,2}\/[^'"]*)['"]/g

/** The imports of one file's text (`file` is its repository path, with `.ts`). */
export function importsOf(file: string, text: string, exists: (p: string) => boolean): ImportEdge[] {
  const from = file.replace(/\.ts$/, '')
  const edges: ImportEdge[] = []
  const typeOnlyEnds = new Set([...text.matchAll(TYPE_ONLY)].map((m) => m.index! + m[0].length))
  for (const match of text.matchAll(SPECIFIER)) {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1]!))
    const to = exists(`${target}.ts`) ? target : exists(`${target}/index.ts`) ? `${target}/index` : target
    edges.push({ from, to, typeOnly: typeOnlyEnds.has(match.index! + match[0].length) })
  }
  return edges
}

/** Every import between the product's source files (tests, benchmarks, generated code and the SDK left out). */
export function sourceGraph(): ImportEdge[] {
  const files = productSourceFiles()
  const known = new Set(files)
  return files.flatMap((f) => importsOf(f, readFileSync(path.join(REPO_ROOT, f), 'utf8'), (p) => known.has(p)))
}

/** Lowest first; the longest matching prefix decides a file's layer. */
export const LAYERS: ReadonlyArray<{ readonly prefix: string; readonly rank: number; readonly holds: string }> = [
  {
    prefix: 'platform/',
    rank: 0,
    holds: 'kernel: config, log, errors, json, db, ledger, secrets, the link contract, the permission catalogue',
  },
  { prefix: 'proto/', rank: 1, holds: 'wire: generated code, the multiplexed payments link, the hub client' },
  { prefix: 'actors/runtime/', rank: 2, holds: 'kernel: the actor runtime and the payments role’s service glue, product-free' },
  { prefix: 'workers/', rank: 3, holds: 'the Piscina pool for derivation and signing' },
  { prefix: 'chains/', rank: 3, holds: 'the network layer: adapters, derivation, signing, sends' },
  { prefix: 'gateway/', rank: 4, holds: 'the HTTP and WebSocket edge: uWS core, routing, the contract documents' },
  { prefix: 'hub/', rank: 4, holds: 'the market data hub role' },
  { prefix: 'actors/', rank: 5, holds: 'the products, a folder each: API, actor kinds, workflows, providers, module' },
  { prefix: 'roles/', rank: 6, holds: 'composition: the product list, the three roles’ entry points, the launcher' },
]

export function layerOf(file: string): (typeof LAYERS)[number] | undefined {
  return LAYERS.filter((l) => file.startsWith(l.prefix)).sort((a, b) => b.prefix.length - a.prefix.length)[0]
}

export function upwardImports(edges: readonly ImportEdge[]): string[] {
  return edges.flatMap(({ from, to }) => {
    const a = layerOf(from)
    const b = layerOf(to)
    return a && b && b.rank > a.rank ? [`${from} (${a.prefix}) imports ${to} (${b.prefix})`] : []
  })
}

/** The product a file belongs to: its folder under actors/, the runtime kernel excepted. */
function productOf(file: string): string | undefined {
  const [top, name, rest] = file.split('/')
  return top === 'actors' && name !== undefined && name !== 'runtime' && rest !== undefined ? name : undefined
}

/** Imports from one product into another that do not go through that product's public file. */
export function backdoorImports(edges: readonly ImportEdge[]): string[] {
  return edges.flatMap(({ from, to }) => {
    const a = productOf(from)
    const b = productOf(to)
    return a && b && a !== b && to !== `actors/${b}/index` ? [`${from} (${a}) imports ${to}: use actors/${b}/index.ts`] : []
  })
}

/** The product dependency graph: product -> the products it imports. */
export function productGraph(edges: readonly ImportEdge[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>()
  for (const { from, to } of edges) {
    const a = productOf(from)
    const b = productOf(to)
    if (!a || !b || a === b) continue
    if (!graph.has(a)) graph.set(a, new Set())
    graph.get(a)!.add(b)
  }
  return graph
}

/** Strongly connected components with more than one member (Tarjan), each sorted: the import cycles. */
export function cycles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (v: string): void => {
    index.set(v, index.size)
    low.set(v, index.get(v)!)
    stack.push(v)
    onStack.add(v)
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v)!, low.get(w)!))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!))
    }
    if (low.get(v) !== index.get(v)) return
    const component: string[] = []
    for (;;) {
      const w = stack.pop()!
      onStack.delete(w)
      component.push(w)
      if (w === v) break
    }
    if (component.length > 1) found.push(component.sort())
  }
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v)
  return found.sort((a, b) => a[0]!.localeCompare(b[0]!))
}

/** The file-level graph of value imports: a cycle there is a load-order hazard (a value read before it is set). */
export function fileGraph(edges: readonly ImportEdge[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>()
  for (const { from, to, typeOnly } of edges) {
    if (typeOnly) continue
    if (!graph.has(from)) graph.set(from, new Set())
    graph.get(from)!.add(to)
  }
  return graph
}
