/**
 * The same-guarantee checkout peer keeps the guarantees it is benched for:
 * under concurrent creates the plan's count is exact, a create over the limit
 * writes nothing and is refused, and every session has its outbox event.
 */
import t from 'tap'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { connectDb } from '../../platform/db/connect'
import { serve, stop } from '../../bench/server_process'

const url = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test'

t.test('concurrent creates past the plan limit: exactly the limit succeed, each with its session and event', async (t) => {
  const schema = `peer_${randomBytes(4).toString('hex')}`
  const sql = connectDb({ url, maxConnections: 2 })
  await sql.unsafe(`CREATE SCHEMA ${schema}`)
  t.teardown(async () => {
    await sql.unsafe(`DROP SCHEMA ${schema} CASCADE`)
    await sql.end({ timeout: 1 })
  })
  process.env.BENCH_PEER_PLAN_LIMIT = '20'
  const peer = await serve(path.join(__dirname, '../../bench/checkout/server_fastify_durable.js'), [url, schema, 'key-1'])
  delete process.env.BENCH_PEER_PLAN_LIMIT
  t.teardown(() => stop(peer.child))
  const base = `http://127.0.0.1:${peer.port}/api/v1/checkout`
  const create = () =>
    fetch(`${base}/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': 'key-1' },
      body: JSON.stringify({ amount: 25.5, currency: 'USD', reference: 'order' }),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }))
  const answers = await Promise.all(Array.from({ length: 60 }, create))
  t.equal(answers.filter((a) => a.status === 201).length, 20)
  t.equal(answers.filter((a) => a.status === 403 && a.body.code === 'PLAN_LIMIT_REACHED').length, 40)
  const [counts] = await sql.unsafe(`SELECT (SELECT count FROM ${schema}.peer_plan_usage) AS counted,
    (SELECT count(*) FROM ${schema}.peer_sessions WHERE expires_at > now()) AS sessions,
    (SELECT count(*) FROM ${schema}.peer_outbox o JOIN ${schema}.peer_sessions s ON s.id::text = o.payload->>'session_id') AS events`)
  t.same({ ...counts }, { counted: 20n, sessions: 20n, events: 20n })
  const id = answers.find((a) => a.status === 201)!.body.session_id as string
  const verify = await fetch(`${base}/verify/${id}`, { headers: { 'x-api-key': 'key-1' } })
  t.equal(verify.status, 200)
  t.match(await verify.json(), { session_id: id, amount: 25.5, currency: 'USD', status: 'pending' })
  const wrongKey = await fetch(`${base}/verify/${id}`, { headers: { 'x-api-key': 'other' } })
  t.equal(wrongKey.status, 401)
})
