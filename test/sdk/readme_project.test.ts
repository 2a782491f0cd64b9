/**
 * The SDK guide's example in a new project, the way docs/sdk.md says to try it: `npm init -y` (CommonJS), the packed
 * SDK and the registry's TypeScript and @types/node installed, the example saved as checkout.ts and type-checked
 * with the guide's command; then again as an ES module (`npm pkg set type=module`). The example and the commands
 * are read from docs/sdk.md (the README's quick start links there). The same example with a wrong body must not compile.
 */
import t from 'tap'
import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { asInShell, shellEnv } from '../support/processes'
import { npm, packSdk } from '../support/sdk_pack'
import { REPO_ROOT } from '../support/source_files'

const run = promisify(execFile)
const TARBALL = '/path/to/payments-platform-sdk-1.0.0.tgz'

/** The quick start of docs/sdk.md: its TypeScript example and the shell block that tries it. */
export function sdkQuickStart(guide: string): { example: string; commands: string } {
  const start = guide.indexOf('\n## The quick start with the SDK\n')
  if (start < 0) return { example: '', commands: '' }
  const end = guide.indexOf('\n## ', start + 1)
  const section = guide.slice(start, end < 0 ? undefined : end)
  const example = /```ts\n([\s\S]*?)```/.exec(section)?.[1] ?? ''
  const commands = /<!-- quickstart: skip[^>]*-->\n```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? ''
  return { example, commands }
}

t.test('docs/sdk.md: the SDK example compiles in a new npm project, CommonJS and ES module, as the guide says', async (t) => {
  const { example, commands } = sdkQuickStart(readFileSync(path.join(REPO_ROOT, 'docs/sdk.md'), 'utf8'))
  t.ok(example.includes("from '@payments-platform/sdk'"), 'the example imports the package')
  t.ok(commands.includes(TARBALL) && commands.includes('npm init'), 'the commands make a project and install the tarball')
  const check = commands.split('\n').find((line) => line.startsWith('npx tsc '))
  t.ok(check?.includes('checkout.ts'), 'and type-check checkout.ts')

  const dir = mkdtempSync(path.join(os.tmpdir(), 'sdk-readme-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const { tarball } = await packSdk(dir)
  const project = path.join(dir, 'my-shop')
  mkdirSync(project)
  writeFileSync(path.join(project, 'checkout.ts'), example)
  const wrong = example.replace("currency: 'USD'", 'currency: 840')
  t.not(wrong, example, 'a wrong body to try')
  writeFileSync(path.join(project, 'wrong.ts'), wrong)

  // As written, but with npm's cache preferred (the registry when it lacks a package).
  const env = { ...shellEnv(), npm_config_prefer_offline: 'true', npm_config_audit: 'false', npm_config_fund: 'false' }
  const bash = (script: string) => run(...asInShell('bash', ['-euo', 'pipefail', '-c', script]), { cwd: project, env, timeout: 240_000 })
  await t.resolves(bash(commands.replace(TARBALL, tarball)), 'installed and type-checked in a CommonJS project')
  const manifest = JSON.parse(readFileSync(path.join(project, 'package.json'), 'utf8')) as { type?: string }
  t.equal(manifest.type ?? 'commonjs', 'commonjs', 'npm init made it CommonJS (no top-level await there)')
  await t.rejects(bash(check!.replace('checkout.ts', 'wrong.ts')), 'a wrong body does not compile')

  await npm(['pkg', 'set', 'type=module'], project)
  await t.resolves(bash(check!), 'and in an ES module project')
})
