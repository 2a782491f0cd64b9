import { fork, type ChildProcess } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import path from 'node:path'
import t from 'tap'
import { DeliveryStore } from '../../actors/webhooks/delivery_store'
import { Sealer } from '../../platform/secrets/sealer'
import { createTestDb } from '../support/db'
import { testHost } from '../support/host'
import { startReceiver } from '../support/receiver'
import { webhookEndpointKind } from '../../actors/webhooks/endpoint/decide'
import { until } from '../support/wait'

const EVENTS = 1_000

function startDispatcher(url: string, schema: string, keyHex: string): Promise<ChildProcess> {
  const child = fork(path.join(__dirname, '../fixtures/webhook_dispatcher_process.js'), [url, schema, keyHex], { stdio: 'ignore' })
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child))
    child.once('exit', (code) => reject(new Error(`dispatcher exited early (${code})`)))
  })
}

t.test('kill -9 of the delivering process with 1,000 events pending loses none', async (t) => {
  const db = await createTestDb('whcrash')
  const receiver = await startReceiver(() => 200)
  const masterKey = randomBytes(32)
  t.teardown(async () => {
    await receiver.close()
    await db.drop()
  })
  const host = testHost(db.sql, { hostId: 'setup' })
  host.register(webhookEndpointKind)
  await host.start()
  const sealer = new Sealer(masterKey, 'webhooks')
  await host.ask(
    { kind: 'webhook_endpoint', id: 'payments:m' },
    {
      type: 'configure',
      businessId: 'm',
      product: 'payments',
      url: receiver.url,
      events: [],
      walletWebhookEnabled: false,
      sealedSecret: sealer.seal('whsec_crash', 'payments:m'),
    },
  )
  await host.stop()
  const store = new DeliveryStore(db.sql)
  await store.insert(
    Array.from({ length: EVENTS }, (_, i) => ({
      id: randomUUID(),
      eventId: randomUUID(),
      endpointId: 'payments:m',
      businessId: 'm',
      product: 'payments' as const,
      eventType: 'payment.confirmed',
      body: JSON.stringify({ event: 'payment.confirmed', n: i }),
      url: receiver.url,
    })),
    Date.now(),
  )

  const first = await startDispatcher(db.url, db.schema, masterKey.toString('hex'))
  await receiver.waitFor(200, 20_000)
  first.kill('SIGKILL')
  await new Promise((r) => first.once('exit', r))
  const beforeRestart = receiver.received.length
  t.ok(beforeRestart < EVENTS, `killed after ${beforeRestart} of ${EVENTS} deliveries`)

  const second = await startDispatcher(db.url, db.schema, masterKey.toString('hex'))
  t.teardown(() => void second.kill('SIGKILL'))
  const pending = async () =>
    (await db.sql<{ pending: number }[]>`SELECT count(*)::int AS pending FROM webhook_deliveries WHERE status <> 'delivered'`)[0]!.pending
  await until(async () => (await pending()) === 0, 'every delivery to be delivered after the restart', { timeoutMs: 60_000, stepMs: 100 })
  const bodies = new Map<string, Set<string>>()
  for (const r of receiver.received) {
    const n = String(JSON.parse(r.rawBody).n)
    const ids = bodies.get(n) ?? new Set<string>()
    ids.add(String(r.headers['x-webhook-id']))
    bodies.set(n, ids)
  }
  t.equal(bodies.size, EVENTS, 'every event reached the receiver')
  t.ok(
    [...bodies.values()].every((ids) => ids.size === 1),
    'a repeated delivery carries the same X-Webhook-ID',
  )
  t.comment(`${receiver.received.length - EVENTS} repeats after the crash`)
})
