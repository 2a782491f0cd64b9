/**
 * What the two Fastify + postgres checkout peers share: the API-key check (a
 * hashed lookup cached in memory, as ours is), the create body schema, the
 * create answer, verify (a select of the session row the peer's create
 * wrote, the row its answer comes from) and the process plumbing. Each peer
 * supplies only its create's write (server_fastify.ts, one row;
 * server_fastify_durable.ts, our guarantees). argv: databaseUrl schema apiKey
 */
import { createHash, randomUUID } from 'node:crypto'
import Fastify from 'fastify'
import { connectDb, type Sql } from '../../platform/db/connect'

interface PeerCreate {
  readonly id: string
  readonly businessId: string
  readonly amount: number
  readonly currency: string
  readonly reference: string
  readonly expires: Date
}

/** The create's write; false refuses the create (403, the plan's monthly limit). */
export type PeerWrite = (sql: Sql, create: PeerCreate) => Promise<boolean>

/** The peer's session table: the row create writes and verify reads. */
export const SESSIONS_TABLE = `CREATE TABLE IF NOT EXISTS peer_sessions (id uuid PRIMARY KEY, business_id text NOT NULL, amount numeric NOT NULL,
  currency text NOT NULL, reference text, status text NOT NULL, payment_method text NOT NULL, callback_url text,
  created_at timestamptz NOT NULL, expires_at timestamptz NOT NULL, paid_at timestamptz)`

/** A pool the size of ours (bench/platform_process.ts), so neither side gets more Postgres connections. */
const POOL = 12

export async function servePeer(setup: (sql: Sql) => Promise<void>, write: PeerWrite): Promise<void> {
  const [databaseUrl, schema, apiKey] = process.argv.slice(2) as [string, string, string]
  const sql = connectDb({ url: databaseUrl, schema, maxConnections: POOL })
  await setup(sql)
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
      if (!businessId) return reply.code(401).send({ error: 'invalid API key', code: 'UNAUTHORIZED' })
      const body = req.body as { amount: number; currency: string; reference?: string }
      const create = {
        id: randomUUID(),
        businessId,
        amount: body.amount,
        currency: body.currency,
        reference: body.reference ?? '',
        expires: new Date(Date.now() + 30 * 60_000),
      }
      if (!(await write(sql, create)))
        return reply.code(403).send({ error: 'monthly transaction limit reached', code: 'PLAN_LIMIT_REACHED' })
      return reply.code(201).send({
        session_id: create.id,
        payment_url: `http://localhost/pay/${create.id}`,
        amount: body.amount,
        currency: body.currency,
        status: 'pending',
        expires_at: create.expires.toISOString(),
      })
    },
  )
  app.get('/api/v1/checkout/verify/:id', async (req, reply) => {
    const businessId = business(req.headers['x-api-key'])
    if (!businessId) return reply.code(401).send({ error: 'invalid API key', code: 'UNAUTHORIZED' })
    const [row] = await sql`SELECT * FROM peer_sessions WHERE id = ${(req.params as { id: string }).id} AND business_id = ${businessId}`
    if (!row) return reply.code(404).send({ error: 'not found', code: 'NOT_FOUND' })
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
