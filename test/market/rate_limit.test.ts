import path from 'node:path'
import t from 'tap'
import { createTestDb, TEST_REDIS_URL } from '../support/db'
import { bearer, client } from '../support/http'
import { freePort, startRoles } from '../support/processes'

t.test('market REST: 120 requests per merchant per minute across two gateway processes', async (t) => {
  const db = await createTestDb('rate')
  t.teardown(() => db.drop())
  const [grpc, hubGrpc, g1, g2] = [await freePort(), await freePort(), await freePort(), await freePort()]
  const env = {
    DATABASE_URL: db.url,
    DATABASE_SCHEMA: db.schema,
    REDIS_URL: TEST_REDIS_URL,
    PAYMENTS_GRPC_ADDRESS: `127.0.0.1:${grpc}`,
    HUB_GRPC_ADDRESS: `127.0.0.1:${hubGrpc}`,
    PAYMENTS_HTTP_PORT: '0',
    HUB_HTTP_PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: path.join('/tmp', `rate-${db.schema}`),
    MASTER_KEY: Buffer.alloc(32, 9).toString('base64'),
    ADMIN_TOKEN: 'rate-admin',
    EVENT_STREAM_KEY: `test:events:${db.schema}`,
    // The market limit is what is measured; the node's own per-second `api` limit would cut in first at this pace.
    API_RATE_LIMIT_PER_SECOND: '0',
  }
  const backend = await startRoles('payments,hub', env)
  t.teardown(() => backend.stop())
  const gateways = [await startRoles('gateway', { ...env, PORT: String(g1) }), await startRoles('gateway', { ...env, PORT: String(g2) })]
  t.teardown(async () => {
    for (const g of gateways) await g.stop()
  })
  const one = client(`http://127.0.0.1:${g1}`)
  const two = client(`http://127.0.0.1:${g2}`)
  const owner = (
    await one('POST', '/api/v1/auth/register', {
      body: { email: `rate-${db.schema}@test.dev`, password: 'rate limit pw', business_name: 'R', account_type: 'business' },
    })
  ).body
  const key = (
    await one('POST', '/api/v1/api-keys', {
      headers: bearer(owner.access_token),
      body: { name: 'k', environment: 'test', product: 'payments' },
    })
  ).body.key as string

  const startedMs = Date.now()
  const statuses: number[] = []
  for (let i = 0; i < 120; i++)
    statuses.push((await (i % 2 === 0 ? one : two)('GET', '/v1/market/prices?symbols=BTC', { headers: { 'x-api-key': key } })).status)
  t.same(
    statuses.filter((s) => s !== 200),
    [],
    '120 requests spread over both nodes succeed',
  )
  let limited = await two('GET', '/v1/market/prices?symbols=BTC', { headers: { 'x-api-key': key } })
  // A sliding window weighs the previous minute less as the next one starts: right at a minute
  // boundary one or two more may pass. Outside that edge the 121st is refused.
  const crossed = Math.floor(startedMs / 60_000) !== Math.floor(Date.now() / 60_000)
  for (let extra = 0; crossed && limited.status === 200 && extra < 3; extra++)
    limited = await one('GET', '/v1/market/prices?symbols=BTC', { headers: { 'x-api-key': key } })
  t.equal(limited.status, 429)
  t.equal(limited.body.code, 'RATE_LIMITED')
  t.ok(Number(limited.headers.get('retry-after')) >= 1, 'Retry-After is set')
  // The IETF fields name the market policy beside the gateway's own per-node `api` limit.
  t.match(limited.headers.get('ratelimit-policy'), /"market";q=120;w=60/)
  t.match(limited.headers.get('ratelimit'), /"market";r=0;t=\d+/)
  t.equal((await one('GET', '/v1/market/health')).status, 200, 'health is not counted against the market limit')
})
