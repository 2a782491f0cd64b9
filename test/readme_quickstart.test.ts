/**
 * The README's quick start, run as written: every ```sh block under "## Quick start" (but those marked skip:
 * `npm start`, as the test starts the platform itself, every built-in module, as `npm start` does; and the SDK's
 * new project) in one bash, in a fresh folder holding the development admin token where `npm start` keeps it. A
 * failed curl (--fail-with-body) or a `jq -e` check that is false stops the script; each block's checks must all
 * print true. It runs twice in the same folder against the same platform, as a developer runs it again: each run
 * registers its own business and keeps its files under .data/ (ignored by git), nowhere else.
 */
import t from 'tap'
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { BUILT_IN_MODULES } from '../roles/modules'
import { createTestDb } from './support/db'
import { client } from './support/http'
import { startTestPlatform } from './support/platform'
import { REPO_ROOT } from './support/source_files'

interface Block {
  readonly code: string
  readonly skip: boolean
}

export function quickStartBlocks(readme: string): Block[] {
  const start = readme.indexOf('\n## Quick start\n')
  const end = readme.indexOf('\n## ', start + 1)
  const section = readme.slice(start, end)
  return [...section.matchAll(/(<!-- quickstart: skip[^>]*-->\n)?```sh\n([\s\S]*?)```/g)].map((m) => ({
    code: m[2]!,
    skip: m[1] !== undefined,
  }))
}

function bash(script: string, cwd: string, env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    // Its own process group, so whatever the script left running (the webhook receiver) is stopped with it.
    const child = spawn('bash', ['-c', script], { cwd, env: { ...process.env, ...env }, detached: true })
    let out = ''
    child.stdout.on('data', (d: Buffer) => (out += d.toString()))
    child.stderr.on('data', (d: Buffer) => (out += d.toString()))
    const stopGroup = () => {
      try {
        process.kill(-child.pid!, 'SIGKILL')
      } catch {
        // the group is already gone
      }
    }
    const timer = setTimeout(stopGroup, 150_000)
    child.on('exit', () => {
      clearTimeout(timer)
      stopGroup() // its pipes close once nothing of it runs
    })
    child.on('close', (code) => resolve({ code, out }))
  })
}

t.test('README quick start: the commands as written, each answer checked', async (t) => {
  const blocks = quickStartBlocks(readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8'))
  t.ok(
    blocks.some((b) => b.skip && b.code.includes('npm start')),
    'the start command is there (not run: the test starts the platform)',
  )
  const run = blocks.filter((b) => !b.skip)
  t.ok(run.length >= 5, `${run.length} blocks to run`)

  const db = await createTestDb('readme_qs')
  const platform = await startTestPlatform(db, [...BUILT_IN_MODULES])
  const dir = mkdtempSync(path.join(os.tmpdir(), 'quickstart-'))
  t.teardown(async () => {
    await platform.close()
    await db.drop()
    rmSync(dir, { recursive: true, force: true })
  })
  mkdirSync(path.join(dir, '.data/secrets'), { recursive: true })
  writeFileSync(path.join(dir, '.data/secrets/admin.token'), platform.adminToken)

  const script = [
    'set -euo pipefail',
    "trap 'kill $(jobs -p) 2>/dev/null || true' EXIT",
    ...run.map((b, i) => `echo "=== block ${i}"\n${b.code}`),
    'echo "=== done"',
    'echo "=== email $EMAIL"',
  ].join('\n')
  const emails: string[] = []
  for (const attempt of ['first run', 'second run, same folder and platform']) {
    const { code, out } = await bash(script, dir, { BASE: platform.baseUrl })
    t.equal(code, 0, `${attempt}: the quick start ran to the end:\n${out.slice(-3000)}`)
    t.match(out, /=== done/)
    t.match(out, /^signature verified$/m, `${attempt}: the webhook signature, recomputed with openssl, matched`)
    const outputs = out.split(/^=== block \d+\n/m).slice(1)
    run.forEach((b, i) => {
      const checks = (b.code.match(/jq -e /g) ?? []).length
      const trues = (outputs[i] ?? '').split('\n').filter((l) => l.trim() === 'true').length
      t.equal(trues, checks, `${attempt}, block ${i}: ${checks} answers checked, each true`)
    })
    emails.push(/^=== email (\S+)$/m.exec(out)?.[1] ?? '')
  }
  t.equal(new Set(emails).size, 2, `each run registered its own business: ${emails.join(', ')}`)
  t.same(readdirSync(dir), ['.data'], 'the quick start wrote nothing outside .data/')
  t.equal(readdirSync(path.join(dir, '.data/quickstart')).length, 2, "each run's webhooks in a folder of its own")

  // The platform agrees, read through another door: each owner logs in, makes a key of their own and lists one paid session.
  const call = client(platform.baseUrl)
  for (const email of emails) {
    const login = await call('POST', '/api/v1/auth/login', { body: { email, password: 'a long passphrase 1' } })
    t.equal(login.status, 200)
    const key = await call('POST', '/api/v1/api-keys', {
      headers: { authorization: `Bearer ${login.body.access_token}` },
      body: { name: 'check', environment: 'test', product: 'payments' },
    })
    const list = await call('GET', '/api/v1/checkout/list', { headers: { 'x-api-key': key.body.key } })
    t.match(list.body.payments, [{ reference: 'order-1001', status: 'paid' }])
    t.equal(list.body.payments.length, 1, `${email}: its own session only`)
  }
})
