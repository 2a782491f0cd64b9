import path from 'node:path'
import t from 'tap'
import { createClient } from 'redis'
import { createTestDb, TEST_REDIS_URL } from '../support/db'
import { freePort, startRoles } from '../support/processes'
import { until } from '../support/wait'

const COUNTER_MODULE = path.join(__dirname, '../fixtures/counter_module.js')
const WRITES = 400

t.test('kill -9 of the payments role during a stream of state changes', async (t) => {
  const db = await createTestDb('crash')
  const streamKey = `test:events:${db.schema}`
  const redis = createClient({ url: TEST_REDIS_URL })
  await redis.connect()
  t.teardown(async () => {
    await redis.del(streamKey)
    await redis.quit()
    await db.drop()
  })
  const [grpcPort, httpPort] = [await freePort(), await freePort()]
  const env = {
    DATABASE_URL: db.url,
    DATABASE_SCHEMA: db.schema,
    PLATFORM_MODULES: COUNTER_MODULE,
    PAYMENTS_GRPC_ADDRESS: `127.0.0.1:${grpcPort}`,
    PAYMENTS_HTTP_PORT: '0',
    REDIS_URL: TEST_REDIS_URL,
    EVENT_STREAM_KEY: streamKey,
    HOST_ID: 'crash-host',
    DATA_DIR: `/tmp/crash-${db.schema}`,
  }
  let payments = await startRoles('payments', env)
  const gateway = await startRoles('gateway', { ...env, PORT: String(httpPort), HOST: '127.0.0.1' })
  t.teardown(() => gateway.stop())

  // Each write creates its own counter once, so "none twice" is visible as total 1 at version 1.
  const acknowledged: string[] = []
  let next = 0
  let killed = false
  const writer = async () => {
    while (next < WRITES) {
      const id = `w${next++}`
      const res = await fetch(`http://127.0.0.1:${httpPort}/test/counters/${id}/add`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ amount: '1' }),
      }).catch(() => undefined)
      if (res?.status === 200) acknowledged.push(id)
      if (!killed && acknowledged.length >= 100) {
        killed = true
        await payments.kill9()
      }
    }
  }
  await Promise.all([writer(), writer(), writer(), writer()])
  t.ok(killed && acknowledged.length >= 100, `${acknowledged.length} writes acknowledged around the kill`)

  payments = await startRoles('payments', env)
  t.teardown(() => payments.stop())
  const rows = await db.sql<{ id: string; version: bigint; total: string }[]>`
    SELECT id, version, state->'total'->>'$bigint' AS total FROM actor_state WHERE kind = 'counter'`
  const byId = new Map(rows.map((r) => [r.id, r]))
  const missing = acknowledged.filter((id) => !byId.has(id))
  t.same(missing, [], 'every acknowledged change is present after restart')
  t.ok(
    rows.every((r) => r.version === 1n && r.total === '1'),
    'no change applied twice',
  )

  // Every committed event reaches the downstream stream, at least once, with its outbox id.
  const unpublished = async () =>
    (await db.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM actor_outbox WHERE published_at IS NULL`)[0]!.n
  await until(async () => (await unpublished()) === 0, 'the relay to publish every committed event', { stepMs: 200 }).catch(() => {})
  t.equal(await unpublished(), 0, 'the relay published every committed event after the restart')
  const committed = await db.sql<{ event_id: string }[]>`SELECT event_id::text FROM actor_outbox`
  const entries = await redis.xRange(streamKey, '-', '+')
  const seen = new Set(entries.map((e) => e.message.event_id))
  t.equal(committed.length, rows.length, 'one event per committed change')
  t.same(
    committed.filter((e) => !seen.has(e.event_id)),
    [],
    'every committed event was published downstream',
  )
  t.ok(
    entries.every((e) => committed.some((c) => c.event_id === e.message.event_id)),
    'nothing published that was not committed',
  )
})
