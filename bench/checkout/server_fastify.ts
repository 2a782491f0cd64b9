/**
 * The peer: the same two endpoints as a typical Node service would write
 * them, Fastify and the `postgres` driver. Create checks the API key (a
 * hashed lookup cached in memory, as ours is), validates the body, inserts
 * the session row and answers 201; verify selects it by id. argv:
 * databaseUrl schema apiKey
 */
import { createHash, randomUUID } from 'node:crypto'
import Fastify from 'fastify'
import { connectDb } from '../../platform/db/connect'

async function main(): Promise<void> {
  const [databaseUrl, schema, apiKey] = process.argv.slice(2) as [string, string, string]
  const sql = connectDb({ url: databaseUrl, schema, maxConnections: 12 })
  await sql`CREATE TABLE IF NOT EXISTS peer_sessions (id uuid PRIMARY KEY, business_id text NOT NULL, amount numeric NOT NULL, currency text NOT NULL,
    reference text, status text NOT NULL, payment_method text NOT NULL, callback_url text, created_at timestamptz NOT NULL, expires_at timestamptz NOT NULL, paid_at timestamptz)`
  const keys = new Map([[createHash('sha256').update(apiKey).digest('hex'), 'biz-1']])
  const app = Fastify({ logger: false })
  const business = (key: unknown) => (typeof key === 'string' ? keys.get(createHash('sha256').update(key).digest('hex')) : undefined)
  app.post(
    '/api/v1/checkout/create',
    {
      schema: {
        body: {
          type: 'object',
          required: ['amount', 'currency'],
          properties: {
            amount: { type: 'number', exclusiveMinimum: 0 },
            currency: { type: 'string', minLength: 3, maxLength: 3 },
            reference: { type: 'string' },
          },
        },
      },
    },
    async (req, reply) => {
      const businessId = business(req.headers['x-api-key'])
      if (!businessId) return reply.code(401).send({ error: 'invalid API key' })
      const body = req.body as { amount: number; currency: string; reference?: string }
      const id = randomUUID()
      const expires = new Date(Date.now() + 30 * 60_000)
      await sql`INSERT INTO peer_sessions (id, business_id, amount, currency, reference, status, payment_method, created_at, expires_at)
      VALUES (${id}, ${businessId}, ${String(body.amount)}, ${body.currency}, ${body.reference ?? ''}, 'pending', 'crypto', now(), ${expires})`
      return reply.code(201).send({
        session_id: id,
        payment_url: `http://localhost/pay/${id}`,
        amount: body.amount,
        currency: body.currency,
        status: 'pending',
        expires_at: expires.toISOString(),
      })
    },
  )
  app.get('/api/v1/checkout/verify/:id', async (req, reply) => {
    const businessId = business(req.headers['x-api-key'])
    if (!businessId) return reply.code(401).send({ error: 'invalid API key' })
    const [row] = await sql`SELECT * FROM peer_sessions WHERE id = ${(req.params as { id: string }).id} AND business_id = ${businessId}`
    if (!row) return reply.code(404).send({ error: 'not found' })
    return {
      session_id: row.id,
      reference: row.reference,
      amount: Number(row.amount),
      currency: row.currency,
      status: row.status,
      payment_method: row.payment_method,
      paid_at: row.paid_at,
      expires_at: row.expires_at,
      callback_url: row.callback_url,
    }
  })
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  process.send?.({ port: Number(new URL(address).port) })
  process.on(
    'disconnect',
    () =>
      void app
        .close()
        .then(() => sql.end({ timeout: 1 }))
        .then(() => process.exit(0)),
  )
}

void main()
