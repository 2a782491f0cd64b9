/** The product's own TypeScript files (no tests, benchmarks, generated code or declarations), for tests that read the tree. */
import { readdirSync } from 'node:fs'
import path from 'node:path'

export const REPO_ROOT = path.resolve(__dirname, '../../..')

// sdk/ is a separate package (the client library): it runs in merchants' processes, not in the platform's layers.
const SKIPPED = new Set(['node_modules', 'dist', 'test', 'bench', '.git', '.data', 'gen', 'sdk'])

/** Paths relative to the repository root, with forward slashes. */
export function productSourceFiles(dir = ''): string[] {
  return readdirSync(path.join(REPO_ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = dir === '' ? entry.name : `${dir}/${entry.name}`
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : productSourceFiles(relative)
    return relative.endsWith('.ts') && !relative.endsWith('.test.ts') && !relative.endsWith('.d.ts') ? [relative] : []
  })
}
