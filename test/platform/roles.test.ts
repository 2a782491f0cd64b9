import path from 'node:path'
import t from 'tap'
import { createTestDb } from '../support/db'
import { freePort, startRoles } from '../support/processes'

const COUNTER_MODULE = path.join(__dirname, '../fixtures/counter_module.js')

async function addThenRead(baseUrl: string, id: string): Promise<unknown> {
  const added = await fetch(`${baseUrl}/test/counters/${id}/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ amount: '7' }),
  })
  if (added.status !== 200) throw new Error(`add answered ${added.status}: ${await added.text()}`)
  return (await fetch(`${baseUrl}/test/counters/${id}`)).json()
}

t.test('roles in separate processes: gateway -> gRPC -> actor -> Postgres', async (t) => {
  const db = await createTestDb('roles')
  t.teardown(() => db.drop())
  const [grpcPort, httpPort] = [await freePort(), await freePort()]
  const common = {
    DATABASE_URL: db.url,
    DATABASE_SCHEMA: db.schema,
    PLATFORM_MODULES: COUNTER_MODULE,
    PAYMENTS_GRPC_ADDRESS: `127.0.0.1:${grpcPort}`,
    PAYMENTS_HTTP_PORT: '0',
    DATA_DIR: `/tmp/roles-${db.schema}`,
  }
  const payments = await startRoles('payments', common)
  t.teardown(() => payments.stop())
  const gateway = await startRoles('gateway', { ...common, PORT: String(httpPort), HOST: '127.0.0.1' })
  t.teardown(() => gateway.stop())
  t.same(await addThenRead(`http://127.0.0.1:${httpPort}`, 'separate'), { id: 'separate', total: '7', adds: 1 })
  const [row] = await db.sql<{ version: bigint }[]>`SELECT version FROM actor_state WHERE kind = 'counter' AND id = 'separate'`
  t.equal(row?.version, 1n, 'the change is in Postgres')
})

t.test('roles in one process: the same request path', async (t) => {
  const db = await createTestDb('onep')
  t.teardown(() => db.drop())
  const [grpcPort, httpPort] = [await freePort(), await freePort()]
  const all = await startRoles('gateway,payments', {
    DATABASE_URL: db.url,
    DATABASE_SCHEMA: db.schema,
    PLATFORM_MODULES: COUNTER_MODULE,
    PAYMENTS_GRPC_ADDRESS: `127.0.0.1:${grpcPort}`,
    PAYMENTS_HTTP_PORT: '0',
    PORT: String(httpPort),
    HOST: '127.0.0.1',
    DATA_DIR: `/tmp/roles-${db.schema}`,
  })
  t.teardown(() => all.stop())
  t.same(await addThenRead(`http://127.0.0.1:${httpPort}`, 'together'), { id: 'together', total: '7', adds: 1 })
})
