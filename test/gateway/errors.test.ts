import t from 'tap'
import { module as counterModule } from '../fixtures/counter_module'
import { createTestDb } from '../support/db'
import { startTestPlatform } from '../support/platform'

t.test('gateway: bad input is a 4xx JSON error, never a 500', async (t) => {
  const db = await createTestDb('gw')
  const platform = await startTestPlatform(db, [counterModule])
  t.teardown(async () => {
    await platform.close()
    await db.drop()
  })
  const url = (path: string) => `${platform.baseUrl}${path}`
  const post = (path: string, body: string, type = 'application/json') =>
    fetch(url(path), { method: 'POST', headers: { 'content-type': type }, body })

  await t.test('add: a valid request flows gateway -> gRPC -> actor -> Postgres and back', async (t) => {
    const res = await post('/test/counters/c1/add', JSON.stringify({ amount: '5' }))
    t.equal(res.status, 200)
    t.same(await res.json(), { id: 'c1', total: '5' })
    t.ok(res.headers.get('x-request-id'))
    const [row] = await db.sql<{ version: bigint }[]>`SELECT version FROM actor_state WHERE kind = 'counter' AND id = 'c1'`
    t.equal(row?.version, 1n)
  })

  const cases: Array<[string, () => Promise<Response>, number, string, RegExp?]> = [
    ['malformed JSON', () => post('/test/counters/c1/add', '{"amount": '), 400, 'INVALID_JSON'],
    ['wrong field type', () => post('/test/counters/c1/add', JSON.stringify({ amount: 5 })), 400, 'VALIDATION_FAILED', /amount/],
    ['missing field', () => post('/test/counters/c1/add', JSON.stringify({})), 400, 'VALIDATION_FAILED', /amount/],
    [
      'a 5 MB body',
      () => post('/test/counters/c1/add', JSON.stringify({ amount: '1', pad: 'x'.repeat(5 * 1024 * 1024) })),
      413,
      'PAYLOAD_TOO_LARGE',
    ],
    [
      'wrong content type',
      () => post('/test/counters/c1/add', 'amount=5', 'application/x-www-form-urlencoded'),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    ['unknown route', () => fetch(url('/api/v1/nowhere')), 404, 'ROUTE_NOT_FOUND'],
    ['wrong method', () => fetch(url('/test/counters/c1'), { method: 'DELETE' }), 405, 'METHOD_NOT_ALLOWED'],
    ['a rejection from the actor', () => post('/test/counters/c1/add', JSON.stringify({ amount: '0' })), 400, 'INVALID_AMOUNT'],
  ]
  for (const [name, send, status, code, message] of cases) {
    await t.test(`error: ${name} -> ${status} ${code}`, async (t) => {
      const res = await send()
      t.equal(res.status, status)
      t.match(res.headers.get('content-type'), /application\/json/)
      const body = (await res.json()) as { error: string; code: string }
      t.equal(body.code, code)
      t.type(body.error, 'string')
      if (message) t.match(body.error, message)
    })
  }

  await t.test('openapi: every registered route is documented with {param} paths', async (t) => {
    const doc = (await (await fetch(url('/openapi.json'))).json()) as { openapi: string; paths: Record<string, Record<string, unknown>> }
    t.equal(doc.openapi, '3.1.0')
    t.ok(doc.paths['/test/counters/{id}/add']?.post)
    t.ok(doc.paths['/healthz']?.get)
    const docs = await fetch(url('/docs'))
    t.match(docs.headers.get('content-type'), /text\/html/)
    t.match(await docs.text(), /\/test\/counters\/\{id\}\/add/)
  })

  await t.test('metrics: requests are counted by route template', async (t) => {
    const text = await (await fetch(url('/metrics'))).text()
    t.match(text, /http_requests_total\{route="\/test\/counters\/:id\/add",method="POST",status="200"\} \d+/)
  })

  await t.test('payments debug listener answers health', async (t) => {
    const res = await fetch(`http://127.0.0.1:${platform.payments.httpPort}/healthz`)
    t.equal(res.status, 200)
    t.match(await res.json(), { status: 'ok', role: 'payments' })
  })
})
