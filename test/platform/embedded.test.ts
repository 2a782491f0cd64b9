/**
 * `npm start` without DATABASE_URL: the platform on its embedded Postgres.
 * A stop signal must drain the roles while the database is still up, and stop
 * the database last; what was committed is there after a restart. A
 * terminal's Ctrl-C signals the whole process group, the database included
 * unless it runs in a group of its own.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import t, { type Test } from 'tap'
import { freePort, startRoles } from '../support/processes'

async function embeddedSetup(t: Test) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-'))
  // mkdtemp makes it owner-only (0700), as an earlier version left DATA_DIR: as root, the embedded Postgres runs as its
  // own OS user, and the platform must open the folder to it (search permission) or initdb fails.
  t.teardown(() => fs.rmSync(dataDir, { recursive: true, force: true }))
  const port = await freePort()
  const env = {
    DATABASE_URL: '',
    DATABASE_SCHEMA: '',
    REDIS_URL: '',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    PAYMENTS_GRPC_ADDRESS: `127.0.0.1:${await freePort()}`,
    PAYMENTS_HTTP_PORT: String(await freePort()),
    HUB_GRPC_ADDRESS: `127.0.0.1:${await freePort()}`,
    HUB_HTTP_PORT: String(await freePort()),
  }
  const base = `http://127.0.0.1:${port}`
  const account = {
    email: 'embedded@example.test',
    password: 'a long enough password',
    business_name: 'Embedded',
    account_type: 'business',
  }
  const register = () => post(`${base}/api/v1/auth/register`, account)
  const login = () => post(`${base}/api/v1/auth/login`, { email: account.email, password: account.password })
  return { dataDir, env, register, login }
}

function post(url: string, body: object): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
}

/** pino's error and fatal levels are 50 and 60. */
function errorLines(log: string): string[] {
  return log.split('\n').filter((line) => /"level":(50|60)\b/.test(line))
}

t.test('on the embedded Postgres, SIGTERM stops the roles before the database, and a restart finds the data', async (t) => {
  const { dataDir, env, register, login } = await embeddedSetup(t)
  const first = await startRoles('gateway,payments,hub', env, 120_000)
  t.teardown(() => first.kill9())
  t.equal((await register()).status, 201, 'a merchant registers on the embedded database')
  const exited = new Promise<number | null>((resolve) => first.child.once('exit', (code) => resolve(code)))
  first.child.kill('SIGTERM')
  t.equal(await exited, 0, 'the process exits 0 after draining')
  const log = first.output()
  t.match(log, /stopping: draining in-flight work/)
  t.notMatch(log, /stop failed/, 'no role failed to stop (the database was still up while they drained)')
  t.notMatch(log, /CONNECTION_CLOSED|ECONNREFUSED/)
  t.notOk(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid')), 'the database was shut down with the process, not left running')

  const second = await startRoles('gateway,payments,hub', env, 120_000)
  t.teardown(() => second.stop())
  t.equal((await login()).status, 200, 'the merchant registered before the restart logs in after it')
})

t.test('on the embedded Postgres, Ctrl-C (SIGINT to the process group) drains before the database stops', async (t) => {
  const { dataDir, env, register, login } = await embeddedSetup(t)
  const first = await startRoles('gateway,payments,hub', env, 120_000, true)
  // Should the test fail midway, nothing of the group may outlive it.
  t.teardown(() => killGroup(first.child.pid!, 'SIGKILL'))
  t.equal((await register()).status, 201, 'a merchant registers on the embedded database')
  const exited = new Promise<number | null>((resolve) => first.child.once('exit', (code) => resolve(code)))
  killGroup(first.child.pid!, 'SIGINT')
  t.equal(await exited, 0, 'the process exits 0 after draining')
  const log = first.output()
  t.match(log, /stopping: draining in-flight work/)
  t.same(errorLines(log), [], 'nothing was logged at error level')
  t.notMatch(log, /shutting down|stop failed|CONNECTION_CLOSED|ECONNREFUSED/, 'the roles drained on a database that was still up')
  t.notOk(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid')), 'the database was shut down with the process, not left running')

  const second = await startRoles('gateway,payments,hub', env, 120_000)
  t.teardown(() => second.stop())
  t.equal((await login()).status, 200, 'the merchant registered before Ctrl-C logs in after the restart')
})

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal)
  } catch {
    // The group is already gone.
  }
}

t.test('on the embedded Postgres, a restart after SIGKILL stops the database the killed platform left running', async (t) => {
  const { dataDir, env, register, login } = await embeddedSetup(t)
  const first = await startRoles('gateway,payments,hub', env, 120_000, true)
  t.teardown(() => killGroup(first.child.pid!, 'SIGKILL'))
  t.equal((await register()).status, 201, 'a merchant registers on the embedded database')
  await first.kill9()
  const leftPid = Number.parseInt(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8'), 10)
  t.ok(isAlive(leftPid), 'SIGKILL cannot stop the database: it is still running')

  const second = await startRoles('gateway,payments,hub', env, 120_000)
  t.teardown(() => second.stop())
  t.notOk(isAlive(leftPid), 'the restart stopped the database the killed platform left')
  t.match(second.output(), /stopped the embedded PostgreSQL \(pid \d+\) a platform that ended without stopping it left running/)
  t.equal((await login()).status, 200, 'the merchant registered before the kill logs in after the restart')
})

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
