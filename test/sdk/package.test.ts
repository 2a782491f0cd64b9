/**
 * `npm pack` of the SDK works in a clean clone: in a copy of sdk/ outside the repository with only its own install
 * (`npm ci`: openapi-fetch, and the TypeScript and @types/node that build it), as docs/sdk.md says. The tarball then
 * installs into an empty project, is required from CommonJS, imported from an ES module, and type-checks from a
 * TypeScript consumer that has no @types/node and no skipLibCheck (the SDK's declarations need nothing from Node);
 * a wrongly typed body does not. The SDK guide's example in a new project: readme_project.test.ts.
 */
import t from 'tap'
import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { asInShell, shellEnv } from '../support/processes'
import { npm, packSdk } from '../support/sdk_pack'
import { REPO_ROOT } from '../support/source_files'

const run = promisify(execFile)

const CONSUMER = `import { createPlatformClient, idempotent, unwrap, verifyPaymentsWebhook, type Quote } from '@payments-platform/sdk'
export async function create(baseUrl: string, apiKey: string): Promise<string> {
  const { api } = createPlatformClient({ baseUrl, apiKey })
  const session = unwrap(await api.POST('/api/v1/checkout/create', { body: { amount: '10.00', currency: 'USD' }, ...idempotent() }))
  return session.payment_url
}
export const symbol = (q: Quote): string => q.symbol
export const check = verifyPaymentsWebhook
`

t.test('npm pack in a clean copy of sdk/, npm install the tarball, require, import and type-check it', async (t) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sdk-pack-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const { tarball, files } = await packSdk(dir)
  t.ok(files.includes('dist/index.js') && files.includes('dist/index.d.ts') && files.includes('dist/schema.d.ts'), 'code and types')
  t.notOk(
    files.some((f) => f.startsWith('src/') || f.startsWith('examples/')),
    'only the build',
  )

  const app = path.join(dir, 'app')
  mkdirSync(app)
  writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'merchant-app', private: true }))
  await npm(['install', tarball], app)
  t.equal(JSON.parse(readFileSync(path.join(app, 'node_modules/@payments-platform/sdk/package.json'), 'utf8')).version, '1.0.0')
  t.notOk(existsSync(path.join(app, 'node_modules/@types')), 'installing the SDK brings no @types')

  const node = (args: string[]) => run(...asInShell(process.execPath, args), { cwd: app, env: shellEnv() })
  const cjs = await node(['-e', "const s = require('@payments-platform/sdk'); console.log(Object.keys(s).sort().join(','))"])
  t.match(cjs.stdout, /createPlatformClient.*streamMarket.*verifyCaasWebhook.*verifyPaymentsWebhook/)
  writeFileSync(
    path.join(app, 'esm.mjs'),
    "import { keyInfo } from '@payments-platform/sdk'\nconsole.log(keyInfo('svc_sk_live_x').product)\n",
  )
  t.equal((await node(['esm.mjs'])).stdout.trim(), 'caas', 'imported from an ES module')

  // The repository's compiler, but nothing else of it: no @types/node, and the declarations are checked too.
  const tsc = path.join(REPO_ROOT, 'node_modules/typescript/bin/tsc')
  const flags = ['--noEmit', '--strict', '--target', 'ES2022', '--module', 'node16', '--moduleResolution', 'node16']
  writeFileSync(path.join(app, 'consumer.ts'), CONSUMER)
  await t.resolves(node([tsc, ...flags, 'consumer.ts']), 'a TypeScript consumer without @types/node compiles')
  writeFileSync(path.join(app, 'wrong.ts'), CONSUMER.replace("currency: 'USD'", 'currency: 840'))
  await t.rejects(node([tsc, ...flags, 'wrong.ts']), 'a wrongly typed body does not')
})
