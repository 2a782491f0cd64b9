/**
 * `npm pack` in sdk/ produces a package a merchant installs: packed (its prepack builds it with its own
 * tsconfig), installed into an empty project with npm (dependencies from the local npm cache when present),
 * then required from CommonJS, imported from an ES module, and type-checked from a TypeScript consumer and
 * from the README's SDK quick start as written.
 */
import t from 'tap'
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { REPO_ROOT } from '../support/source_files'

const run = promisify(execFile)
const npm = (args: string[], cwd: string) => run('npm', [...args, '--no-audit', '--no-fund'], { cwd, timeout: 180_000 })

const CONSUMER = `import { createPlatformClient, idempotent, unwrap, verifyPaymentsWebhook, type Quote } from '@payments-platform/sdk'
export async function create(baseUrl: string, apiKey: string): Promise<string> {
  const { api } = createPlatformClient({ baseUrl, apiKey })
  const session = unwrap(await api.POST('/api/v1/checkout/create', { body: { amount: '10.00', currency: 'USD' }, ...idempotent() }))
  return session.payment_url
}
export const symbol = (q: Quote): string => q.symbol
export const check = verifyPaymentsWebhook
`

t.test('npm pack, npm install the tarball, require, import and type-check it', async (t) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sdk-pack-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const packed = await npm(['pack', '--json', '--pack-destination', dir], path.join(REPO_ROOT, 'sdk'))
  const [info] = JSON.parse(packed.stdout.slice(packed.stdout.indexOf('['))) as Array<{ filename: string; files: Array<{ path: string }> }>
  const files = info!.files.map((f) => f.path)
  t.ok(files.includes('dist/index.js') && files.includes('dist/index.d.ts') && files.includes('dist/schema.d.ts'), 'code and types')
  t.notOk(
    files.some((f) => f.startsWith('src/') || f.startsWith('examples/')),
    'only the build',
  )

  const app = path.join(dir, 'app')
  await run('mkdir', [app])
  writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'merchant-app', private: true }))
  await npm(['install', '--prefer-offline', path.join(dir, info!.filename)], app)
  t.equal(JSON.parse(readFileSync(path.join(app, 'node_modules/@payments-platform/sdk/package.json'), 'utf8')).version, '1.0.0')

  const cjs = await run(
    process.execPath,
    ['-e', "const s = require('@payments-platform/sdk'); console.log(Object.keys(s).sort().join(','))"],
    {
      cwd: app,
    },
  )
  t.match(cjs.stdout, /createPlatformClient.*streamMarket.*verifyCaasWebhook.*verifyPaymentsWebhook/)
  writeFileSync(
    path.join(app, 'esm.mjs'),
    "import { keyInfo } from '@payments-platform/sdk'\nconsole.log(keyInfo('svc_sk_live_x').product)\n",
  )
  t.equal((await run(process.execPath, ['esm.mjs'], { cwd: app })).stdout.trim(), 'caas', 'imported from an ES module')

  writeFileSync(path.join(app, 'consumer.ts'), CONSUMER)
  const tsc = path.join(REPO_ROOT, 'node_modules/typescript/bin/tsc')
  const flags = ['--noEmit', '--strict', '--target', 'ES2022', '--module', 'node16', '--moduleResolution', 'node16', '--skipLibCheck']
  const types = ['--types', 'node', '--typeRoots', path.join(REPO_ROOT, 'node_modules/@types')]
  await t.resolves(run(process.execPath, [tsc, ...flags, ...types, 'consumer.ts'], { cwd: app }), 'a TypeScript consumer compiles')
  const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8')
  const sdkBlock = /### The same with the SDK[\s\S]*?```ts\n([\s\S]*?)```/.exec(readme)?.[1]
  t.ok(sdkBlock?.includes("from '@payments-platform/sdk'"), "the README's SDK quick start imports the package")
  writeFileSync(path.join(app, 'readme.mts'), sdkBlock ?? '')
  await t.resolves(run(process.execPath, [tsc, ...flags, ...types, 'readme.mts'], { cwd: app }), "the README's SDK quick start compiles")
  writeFileSync(path.join(app, 'wrong.ts'), CONSUMER.replace("currency: 'USD'", 'currency: 840'))
  await t.rejects(run(process.execPath, [tsc, ...flags, ...types, 'wrong.ts'], { cwd: app }), 'a wrongly typed body does not')
})
