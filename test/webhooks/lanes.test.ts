/**
 * An endpoint's lane follows how it answers (actors/webhooks/lane_limit.ts): a receiver answering quickly is sent
 * more than the starting eight at once, up to the cap; one refusing every delivery is never sent more than eight.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import t from 'tap'
import { MAX_PER_ENDPOINT_CONCURRENCY, PER_ENDPOINT_CONCURRENCY } from '../../actors/webhooks/engine'
import { createTestDb } from '../support/db'
import { eventually } from '../support/merchant'
import { webhookRig } from '../support/webhooks'

const DELIVERIES = 300
const ANSWER_AFTER_MS = 20

/** A receiver answering `status` after ANSWER_AFTER_MS, counting how many requests it holds at once. */
async function timedReceiver(status: number) {
  const seen = { received: 0, inFlight: 0, peak: 0 }
  const server = http.createServer((req, res) => {
    seen.inFlight++
    seen.peak = Math.max(seen.peak, seen.inFlight)
    req.resume()
    req.on('end', () =>
      setTimeout(() => {
        seen.received++
        seen.inFlight--
        res.writeHead(status).end()
      }, ANSWER_AFTER_MS),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`
  return { url, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

t.test('a quick endpoint gets more than the starting eight at once; a refusing one never does', async (t) => {
  const db = await createTestDb('whlanes')
  const quick = await timedReceiver(200)
  const refusing = await timedReceiver(500)
  const rig = await webhookRig(db)
  t.teardown(async () => {
    await rig.stop()
    await quick.close()
    await refusing.close()
    await db.drop()
  })
  await rig.endpoint({ id: 'caas-quick', businessId: 'quick', product: 'caas', url: quick.url })
  await rig.endpoint({ id: 'caas-refusing', businessId: 'refusing', product: 'caas', url: refusing.url })
  const burst = async (id: string, businessId: string) => {
    for (let i = 0; i < DELIVERIES; i += 50)
      await Promise.all(Array.from({ length: 50 }, () => rig.host.ask({ kind: 'webhook_endpoint', id }, { type: 'send_test', businessId })))
  }
  await Promise.all([burst('caas-quick', 'quick'), burst('caas-refusing', 'refusing')])
  await rig.host.relay.drain()
  await eventually(async () => quick.seen.received === DELIVERIES && refusing.seen.received === DELIVERIES, 30_000)

  t.ok(
    quick.seen.peak > PER_ENDPOINT_CONCURRENCY && quick.seen.peak <= MAX_PER_ENDPOINT_CONCURRENCY,
    `the quick endpoint held ${quick.seen.peak} at once (starts at ${PER_ENDPOINT_CONCURRENCY}, cap ${MAX_PER_ENDPOINT_CONCURRENCY})`,
  )
  t.ok(
    refusing.seen.peak <= PER_ENDPOINT_CONCURRENCY,
    `the refusing endpoint held at most ${PER_ENDPOINT_CONCURRENCY} at once (${refusing.seen.peak})`,
  )
})
