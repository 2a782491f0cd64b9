/**
 * webhooks.deliveries: durable deliveries per second (claimed from Postgres,
 * signed, POSTed, outcome and attempt recorded) to a local receiver in
 * another process, against a raw keep-alive HTTP POST loop with the same
 * number of requests in flight, in the same run.
 */
import { fork } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import http from 'node:http'
import path from 'node:path'
import { ActorHost } from '../../actors/runtime/host'
import { PostgresActorStore } from '../../actors/runtime/store_postgres'
import { createWebhookEngine } from '../../actors/webhooks/engine'
import { systemClock } from '../../platform/clock'
import { connectDb } from '../../platform/db/connect'
import { migrate } from '../../platform/db/migrate'
import { createLogger } from '../../platform/log'
import { Sealer } from '../../platform/secrets/sealer'
import type { BenchResult } from '../result'

const DELIVERIES = 4_000
const ENDPOINTS = 8
const PER_ENDPOINT = 4
const IN_FLIGHT = ENDPOINTS * PER_ENDPOINT
const BODY = JSON.stringify({ event: 'payment.confirmed', session_id: randomUUID(), amount: '100.00', currency: 'USD', status: 'paid' })

async function rawPostRate(port: number): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT })
  const post = () =>
    new Promise<void>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/hooks',
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(BODY) },
        },
        (res) => {
          res.resume()
          res.on('end', () => resolve())
        },
      )
      req.on('error', reject)
      req.end(BODY)
    })
  let next = 0
  const start = performance.now()
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next++ < DELIVERIES) await post()
    }),
  )
  const rate = DELIVERIES / ((performance.now() - start) / 1000)
  agent.destroy()
  return rate
}

export async function webhookDeliveries(databaseUrl: string): Promise<BenchResult[]> {
  const receiver = fork(path.join(__dirname, 'receiver_process.js'), [], { stdio: 'ignore' })
  const port = await new Promise<number>((resolve) => receiver.once('message', (m: { port: number }) => resolve(m.port)))
  const schema = `bench_${randomUUID().slice(0, 8)}`
  const admin = connectDb({ url: databaseUrl, maxConnections: 1 })
  await admin.unsafe(`CREATE SCHEMA ${schema}`)
  const sql = connectDb({ url: databaseUrl, schema, maxConnections: 10 })
  try {
    await migrate(sql)
    const baseline = await rawPostRate(port)
    const logger = createLogger('silent', 'bench')
    const host = new ActorHost({
      store: new PostgresActorStore(sql),
      clock: systemClock,
      logger,
      hostId: 'bench',
      address: 'bench',
      shardCount: 64,
      leaseTtlMs: 30_000,
      maxActiveActors: 100_000,
      idleMs: 600_000,
    })
    const sealer = new Sealer(randomBytes(32), 'webhooks')
    const engine = createWebhookEngine({
      sql,
      host,
      sealer,
      clock: systemClock,
      logger,
      production: false,
      gate: async () => true,
      claimer: 'bench',
      dispatcher: { perEndpointConcurrency: PER_ENDPOINT, pollMs: 60_000, batch: 200 },
    })
    await host.start()
    for (let e = 0; e < ENDPOINTS; e++) {
      await host.ask(
        { kind: 'webhook_endpoint', id: `ep${e}` },
        {
          type: 'configure',
          businessId: `b${e}`,
          product: 'payments',
          url: `http://127.0.0.1:${port}/hooks`,
          events: [],
          walletWebhookEnabled: false,
          sealedSecret: sealer.seal('whsec_bench', `ep${e}`),
        },
      )
    }
    await engine.deliveries.insert(
      Array.from({ length: DELIVERIES }, (_, i) => ({
        id: randomUUID(),
        eventId: randomUUID(),
        endpointId: `ep${i % ENDPOINTS}`,
        businessId: `b${i % ENDPOINTS}`,
        product: 'payments' as const,
        eventType: 'payment.confirmed',
        body: BODY,
        url: `http://127.0.0.1:${port}/hooks`,
      })),
      Date.now(),
    )
    const start = performance.now()
    await engine.dispatcher.runUntilIdle()
    const durable = DELIVERIES / ((performance.now() - start) / 1000)
    await engine.stop()
    await host.stop()
    return [
      {
        scenario: 'webhooks.deliveries',
        metric: `durable deliveries/s (${IN_FLIGHT} in flight)`,
        value: durable,
        unit: 'deliveries/s',
        baseline: { name: 'raw keep-alive POST loop', value: baseline },
        goal: 0.5,
      },
    ]
  } finally {
    receiver.kill()
    await sql.end({ timeout: 1 })
    await admin.unsafe(`DROP SCHEMA ${schema} CASCADE`)
    await admin.end({ timeout: 1 })
  }
}
