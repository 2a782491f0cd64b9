import path from 'node:path'
import t from 'tap'
import { createTestDb, type TestDb } from '../support/db'
import { costOf, startLoad } from '../support/load_meter'
import { freePort, startRoles, type RoleProcess } from '../support/processes'
import { elapse, until } from '../support/wait'

const COUNTER_MODULE = path.join(__dirname, '../fixtures/counter_module.js')
const LEASE_TTL_MS = 3_000
// Long enough for every lease of the dead host to expire and be taken, twice over.
const OBSERVE_MS = 2 * LEASE_TTL_MS + 2_000

/** Resolves once each of `hostIds` holds at least one live shard lease. */
async function untilHolding(db: TestDb, hostIds: readonly string[], timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const rows = await db.sql<{ owner: string }[]>`SELECT DISTINCT owner FROM shard_leases WHERE owner IS NOT NULL AND expires_at > now()`
    if (hostIds.every((id) => rows.some((r) => r.owner === id))) return
    if (Date.now() > deadline) throw new Error(`hosts ${hostIds.join(', ')} hold no shards after ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

t.test('kill -9 of either payments host under load: the gateway fails over to the other within the lease time', async (t) => {
  const db = await createTestDb('failover')
  t.teardown(() => db.drop())
  const [portA, portB, httpPort] = [await freePort(), await freePort(), await freePort()]
  const common = {
    DATABASE_URL: db.url,
    DATABASE_SCHEMA: db.schema,
    PLATFORM_MODULES: COUNTER_MODULE,
    PAYMENTS_HTTP_PORT: '0',
    LEASE_TTL_MS: String(LEASE_TTL_MS),
    DATA_DIR: `/tmp/failover-${db.schema}`,
    // The load is far over one client address's public limit: what is measured is failover, not the limit.
    PUBLIC_RATE_LIMIT_PER_SECOND: '0',
  }
  const hostA = { ...common, PAYMENTS_GRPC_ADDRESS: `127.0.0.1:${portA}`, HOST_ID: 'payments-a' }
  const hostB = { ...common, PAYMENTS_GRPC_ADDRESS: `127.0.0.1:${portB}`, HOST_ID: 'payments-b' }
  const running = new Set<RoleProcess>()
  const start = async (env: NodeJS.ProcessEnv, roles = 'payments') => {
    const role = await startRoles(roles, env)
    running.add(role)
    return role
  }
  t.teardown(async () => {
    for (const role of running) await role.stop()
  })
  const a = await start(hostA)
  let b = await start(hostB)
  // The gateway is told about host A only: it must learn host B from the hosts table through A.
  await start({ ...common, PAYMENTS_GRPC_ADDRESS: `127.0.0.1:${portA}`, PORT: String(httpPort), HOST: '127.0.0.1' }, 'gateway')
  await untilHolding(db, ['payments-a', 'payments-b'])

  const base = `http://127.0.0.1:${httpPort}`
  const load = startLoad(8, (n) =>
    n % 2 === 0
      ? fetch(`${base}/test/counters/w${n}/add`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"amount":"1"}',
        })
      : fetch(`${base}/test/counters/r${n % 500}`),
  )
  t.teardown(() => load.stop())
  const loadStartMs = Date.now()
  const succeededSince = (ms: number) => costOf(load.outcomes, ms, Date.now()).succeeded
  await until(() => succeededSince(loadStartMs) >= 100, 'the load to run before any kill')
  const before = costOf(load.outcomes, 0, Date.now())
  t.equal(before.errors, 0, `no errors before any kill (${before.succeeded} requests)`)

  const measureKill = async (victim: RoleProcess, name: string) => {
    const killedAtMs = Date.now()
    await victim.kill9()
    running.delete(victim)
    await elapse(OBSERVE_MS) // the window the failover is measured over
    const cost = costOf(load.outcomes, killedAtMs, Date.now())
    t.comment(
      `kill -9 of ${name}: ${cost.errors} errors (statuses ${cost.statuses.join(',') || 'none'}), ${cost.succeeded} successes, ` +
        `first success after ${cost.firstSuccessMs} ms, last error at ${cost.lastErrorMs} ms, slowest request ${cost.slowestMs} ms ` +
        `(lease ${LEASE_TTL_MS} ms)`,
    )
    t.ok(cost.firstSuccessMs !== undefined && cost.firstSuccessMs <= LEASE_TTL_MS, `${name}: requests succeed again within the lease time`)
    t.ok(cost.lastErrorMs <= LEASE_TTL_MS, `${name}: no request fails later than the lease time after the kill`)
    t.ok(
      cost.statuses.every((s) => s === 503),
      `${name}: the failures are temporary (503), never a 500 or a hang`,
    )
    t.ok(cost.succeeded > 5 * cost.errors, `${name}: most requests around the kill succeed`)
  }

  // The host the gateway learned about.
  await measureKill(b, 'the learned host (B)')
  b = await start(hostB)
  await untilHolding(db, ['payments-a', 'payments-b'])
  const restartedMs = Date.now()
  await until(() => succeededSince(restartedMs) >= 100, 'the load to run with B back')
  // The host the gateway was configured with: it goes on through B alone.
  await measureKill(a, 'the configured host (A)')
  await load.stop()
})
