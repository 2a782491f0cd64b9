/**
 * Every actor kind has the same shape, so a new kind copies one template:
 * state.ts, commands.ts, decide.ts, rejections.ts and decide.test.ts in its
 * folder under actors/. A kind is a folder holding a file with
 * `export function decide...`; no such file lives outside actors/.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import t from 'tap'

const ROOT = path.resolve(__dirname, '../../..')
const SHAPE = ['state.ts', 'commands.ts', 'decide.ts', 'rejections.ts', 'decide.test.ts']
const DECIDE = /^export function decide/m

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) yield* sourceFiles(full)
    else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) yield full
  }
}

const foldersWithDecide = (top: string) =>
  [...new Set([...sourceFiles(path.join(ROOT, top))].filter((f) => DECIDE.test(readFileSync(f, 'utf8'))).map(path.dirname))].sort()

t.test('every actor kind folder has state.ts, commands.ts, decide.ts, rejections.ts and decide.test.ts', async (t) => {
  const kinds = foldersWithDecide('actors')
  t.ok(kinds.length >= 13, `found ${kinds.length} kind folders`)
  for (const kind of kinds) {
    const missing = SHAPE.filter((file) => !readdirSync(kind).includes(file))
    t.same(missing, [], path.relative(ROOT, kind))
  }
})

t.test('no actor kind outside actors/', async (t) => {
  for (const top of ['chains', 'gateway', 'platform', 'workers', 'hub']) t.same(foldersWithDecide(top), [], `${top}/ holds no decide`)
})
