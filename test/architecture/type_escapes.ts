/**
 * Counts the places where product code steps outside the type checker: `as` assertions (not `as const`, which
 * narrows rather than asserts) and the `any` keyword. Generated code (proto/gen), declaration files, tests,
 * benches and the client library are not product code and are not counted.
 *
 *   node dist/test/architecture/type_escapes.js            totals
 *   node dist/test/architecture/type_escapes.js --files    per file, most first
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

const ROOTS = ['actors', 'chains', 'gateway', 'hub', 'platform', 'proto', 'roles', 'workers']
const SKIP = /(^|\/)(gen|node_modules)(\/|$)|\.d\.ts$|\.test\.ts$|(^|\/)test(\/|$)/

export interface EscapeCount {
  readonly file: string
  readonly casts: number
  readonly anys: number
}

function sources(dir: string, root: string, out: string[]): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    const rel = relative(root, path)
    if (SKIP.test(rel)) continue
    if (statSync(path).isDirectory()) sources(path, root, out)
    else if (path.endsWith('.ts')) out.push(path)
  }
  return out
}

/** The escapes in one source text. */
export function countSource(name: string, text: string): EscapeCount {
  const file = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true)
  let casts = 0
  let anys = 0
  const visit = (node: ts.Node): void => {
    if (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) {
      const t = node.type
      const isConst = ts.isTypeReferenceNode(t) && t.typeName.getText(file) === 'const'
      if (!isConst) casts++
    }
    if (node.kind === ts.SyntaxKind.AnyKeyword) anys++
    ts.forEachChild(node, visit)
  }
  visit(file)
  return { file: name, casts, anys }
}

/** Every product file's count, from the repository at `root`. */
export function countEscapes(root: string): EscapeCount[] {
  const files = ROOTS.flatMap((r) => {
    try {
      return sources(join(root, r), root, [])
    } catch {
      return []
    }
  })
  return files.map((f) => countSource(relative(root, f), readFileSync(f, 'utf8')))
}

if (require.main === module) {
  const root = join(__dirname, '..', '..', '..')
  const counts = countEscapes(root)
  if (process.argv.includes('--files'))
    for (const c of counts.filter((c) => c.casts + c.anys > 0).sort((a, b) => b.casts + b.anys - (a.casts + a.anys)))
      console.log(`${String(c.casts).padStart(4)} as ${String(c.anys).padStart(4)} any  ${c.file}`)
  const casts = counts.reduce((n, c) => n + c.casts, 0)
  const anys = counts.reduce((n, c) => n + c.anys, 0)
  console.log(`${counts.length} files: ${casts} 'as' (excluding 'as const'), ${anys} 'any'`)
}
