/**
 * `npm start` twice with nothing changed in between (README: Two commands; docs/operations/running.md): the first may compile (and creates the
 * embedded Postgres), the second compiles nothing (what made it slow: 64.8 s before, 4.2 s after on a quiet machine,
 * printed as a comment each run; a timing bound here would only measure the machine's load). It runs in a copy of the
 * repository (package.json, tsconfig.json, the sources, dist/ with its .tsbuildinfo, timestamps kept; node_modules
 * linked), so a compile never writes the dist/ other test files run from.
 */
import t from 'tap'
import { spawn } from 'node:child_process'
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { asInShell, platformPorts, shellEnv, untilHealthy } from '../support/processes'
import { REPO_ROOT } from '../support/source_files'

/** Starts `npm start` in `dir` as a terminal would (its own process group); answers once /healthz does. */
async function npmStart(dir: string, env: Record<string, string>, baseUrl: string, timeoutMs: number) {
  const startedMs = Date.now()
  const child = spawn(...asInShell('npm', ['start']), { cwd: dir, env: { ...shellEnv(), ...env }, detached: true })
  let output = ''
  child.stdout.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr.on('data', (d: Buffer) => (output += d.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name)
    } catch {
      // the group is gone
    }
  }
  try {
    await untilHealthy(baseUrl, child, () => output, timeoutMs)
  } catch (error) {
    signal('SIGTERM')
    await exited
    throw error
  }
  const healthyMs = Date.now() - startedMs
  // Ctrl-C: the whole group. The platform drains and stops its embedded Postgres before it exits, and npm after it
  // (by the signal, so its code is null: test/platform/embedded.test.ts checks the platform's own exit).
  signal('SIGINT')
  await exited
  return { healthyMs, output }
}

t.test('npm start, then npm start again with nothing changed: the second compiles nothing and answers /healthz', async (t) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'restart-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  // mkdtemp makes it owner-only; as root the embedded Postgres runs as its own OS user and must reach .data/ inside.
  chmodSync(dir, 0o755)
  const { include } = JSON.parse(readFileSync(path.join(REPO_ROOT, 'tsconfig.json'), 'utf8')) as { include: string[] }
  for (const entry of ['package.json', 'tsconfig.json', 'dist', ...include]) {
    mkdirSync(path.dirname(path.join(dir, entry)), { recursive: true })
    cpSync(path.join(REPO_ROOT, entry), path.join(dir, entry), { recursive: true, preserveTimestamps: true })
  }
  symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(dir, 'node_modules'))
  const { baseUrl, env } = await platformPorts()
  // npm start as a developer runs it: development mode, the embedded Postgres under the copy's .data/.
  const startEnv = { ...env, NODE_ENV: '', DATABASE_URL: '', DATABASE_SCHEMA: '', REDIS_URL: '', LOG_LEVEL: 'warn' }

  const first = await npmStart(dir, startEnv, baseUrl, 280_000)
  const built = path.join(dir, 'dist/roles/main.js')
  const builtMs = statSync(built).mtimeMs
  const second = await npmStart(dir, startEnv, baseUrl, 60_000)
  t.comment(`npm start to /healthz: first ${first.healthyMs} ms, second ${second.healthyMs} ms`)
  t.equal(statSync(built).mtimeMs, builtMs, 'the second start compiled nothing')
})
