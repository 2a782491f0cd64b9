/**
 * docs/operations/deploy.md, followed: the built app (dist/, package.json, package-lock.json, .npmrc) copied to an empty
 * folder outside the repository, only its runtime dependencies installed there from the lock
 * (`npm ci --omit=dev --ignore-scripts`, the registry or npm's cache), then started with NODE_ENV=production on the
 * test Postgres until /healthz answers. Nothing can come from the repository's node_modules: a runtime import of
 * a development tool fails the start.
 */
import t from 'tap'
import { execFile, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { connectDb } from '../../platform/db/connect'
import { TEST_DATABASE_URL } from '../support/db'
import { asInShell, platformPorts, shellEnv, untilHealthy } from '../support/processes'
import { REPO_ROOT } from '../support/source_files'

const run = promisify(execFile)
const APP = ['dist', 'package.json', 'package-lock.json', '.npmrc']
const DEV_TOOLS = ['tap', 'prettier', '@redocly/cli', 'ajv', 'solc', '@foundry-rs/anvil-linux-amd64', 'playwright-core']

function bytesIn(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sum + bytesIn(file)
    return sum + (entry.isFile() ? statSync(file).size : 0)
  }, 0)
}

t.test('production install: runtime dependencies only, NODE_ENV=production, /healthz answers', async (t) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'deploy-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  for (const file of APP) cpSync(path.join(REPO_ROOT, file), path.join(dir, file), { recursive: true })
  const started = Date.now()
  const install = ['ci', '--omit=dev', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund']
  await run(...asInShell('npm', install), { cwd: dir, env: shellEnv(), timeout: 240_000 })
  const modules = path.join(dir, 'node_modules')
  t.comment(`npm ci --omit=dev: ${Math.round((Date.now() - started) / 1000)} s, node_modules ${Math.round(bytesIn(modules) / 1e6)} MB`)
  t.same(
    DEV_TOOLS.filter((name) => existsSync(path.join(modules, name))),
    [],
    'no development tool installed',
  )

  const schema = `deploy_${randomBytes(6).toString('hex')}`
  const admin = connectDb({ url: TEST_DATABASE_URL, maxConnections: 1 })
  await admin.unsafe(`CREATE SCHEMA ${schema}`)
  t.teardown(async () => {
    await admin.unsafe(`DROP SCHEMA ${schema} CASCADE`)
    await admin.end()
  })

  const { baseUrl, env: ports } = await platformPorts()
  let output = ''
  // Only what docs/operations/deploy.md names, on purpose: nothing of this process's environment (nor tap's hooks) leaks in.
  const child = spawn(...asInShell(process.execPath, [path.join(dir, 'dist/roles/main.js')]), {
    cwd: dir,
    env: {
      PATH: process.env.PATH,
      HOME: dir,
      NODE_ENV: 'production',
      DATABASE_URL: TEST_DATABASE_URL,
      DATABASE_SCHEMA: schema,
      ADMIN_TOKEN: randomBytes(24).toString('base64url'),
      MASTER_KEY: randomBytes(32).toString('base64'),
      LINK_SECRET: randomBytes(32).toString('base64'),
      CAAS_FACTORY_ADDRESS: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...ports,
    },
  })
  child.stdout.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr.on('data', (d: Buffer) => (output += d.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  t.teardown(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  })

  await untilHealthy(baseUrl, child, () => output, 120_000)
  t.pass('/healthz answers')
  const ready = await fetch(`${baseUrl}/readyz`)
  t.match(await ready.json(), { ready: true }, 'payments and hub are up')
  t.equal((await fetch(`${baseUrl}/openapi.json`)).status, 200)
  const docs = await (await fetch(`${baseUrl}/docs`)).text()
  t.match(docs, /not installed[\s\S]*\/openapi\.json/, '/docs without the renderer links the document')

  child.kill('SIGTERM')
  t.equal(await exited, 0, 'drained and exited 0', { output: output.slice(-2000) })
})
