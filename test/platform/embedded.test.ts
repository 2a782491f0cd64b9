/**
 * `npm start` without DATABASE_URL: the platform on its embedded Postgres.
 * SIGTERM must drain the roles while the database is still up, and stop the
 * database last; what was committed is there after a restart.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import t from 'tap'
import { freePort, startRoles } from '../support/processes'

t.test('on the embedded Postgres, SIGTERM stops the roles before the database, and a restart finds the data', async (t) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-'))
  // As root, the embedded Postgres runs as its own OS user, who must be able to enter the folder (mkdtemp makes it 0700).
  fs.chmodSync(dataDir, 0o755)
  t.teardown(() => fs.rmSync(dataDir, { recursive: true, force: true }))
  const port = await freePort()
  const env = {
    DATABASE_URL: '', DATABASE_SCHEMA: '', REDIS_URL: '', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info',
    PAYMENTS_GRPC_ADDRESS: `127.0.0.1:${await freePort()}`, PAYMENTS_HTTP_PORT: String(await freePort()),
    HUB_GRPC_ADDRESS: `127.0.0.1:${await freePort()}`, HUB_HTTP_PORT: String(await freePort()),
  }
  const base = `http://127.0.0.1:${port}`
  const account = { email: 'embedded@example.test', password: 'a long enough password', business_name: 'Embedded', account_type: 'business' }

  const first = await startRoles('gateway,payments,hub', env, 120_000)
  t.teardown(() => first.kill9())
  const registered = await fetch(`${base}/api/v1/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) })
  t.equal(registered.status, 201, 'a merchant registers on the embedded database')
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
  const login = await fetch(`${base}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: account.email, password: account.password }) })
  t.equal(login.status, 200, 'the merchant registered before the restart logs in after it')
})
