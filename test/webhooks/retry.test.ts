import t from 'tap'
import { RETRY_DELAYS_MS } from '../../actors/webhooks/schedule'
import { createTestDb } from '../support/db'
import { startReceiver } from '../support/receiver'
import { webhookRig } from '../support/webhooks'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

t.test('retries follow the schedule under an injected clock, then the delivery fails', async (t) => {
  const db = await createTestDb('whretry')
  const receiver = await startReceiver(() => 500)
  const rig = await webhookRig(db)
  t.teardown(async () => {
    await rig.stop()
    await receiver.close()
    await db.drop()
  })
  t.same(RETRY_DELAYS_MS.payments, [5 * MINUTE, 30 * MINUTE, 2 * HOUR, 12 * HOUR, 24 * HOUR], 'the spec schedule')

  await rig.endpoint({ id: 'payments:b', businessId: 'b', product: 'payments', url: receiver.url })
  await rig.host.ask({ kind: 'webhook_endpoint', id: 'payments:b' }, { type: 'send_test', businessId: 'b' })
  await rig.host.relay.drain()
  await rig.engine.dispatcher.runUntilIdle()
  t.equal(receiver.received.length, 1, 'first attempt at once')

  for (const [i, delay] of RETRY_DELAYS_MS.payments.entries()) {
    rig.clock.advance(delay - 1)
    await rig.engine.dispatcher.runUntilIdle()
    t.equal(receiver.received.length, i + 1, `no retry ${i + 1} before ${delay / MINUTE} min`)
    rig.clock.advance(1)
    await rig.engine.dispatcher.runUntilIdle()
    t.equal(receiver.received.length, i + 2, `retry ${i + 1} after ${delay / MINUTE} min`)
  }
  rig.clock.advance(7 * 24 * HOUR)
  await rig.engine.dispatcher.runUntilIdle()
  t.equal(receiver.received.length, 6, 'nothing after the last retry')
  const ids = new Set(receiver.received.map((r) => r.headers['x-webhook-id']))
  t.equal(ids.size, 1, 'every retry carries the same X-Webhook-ID')

  const log = await rig.engine.deliveries.log({ businessId: 'b', product: 'payments', limit: 10, offset: 0 })
  t.equal(log.total, 1)
  const entry = log.entries[0]!
  t.equal(entry.status, 'failed')
  t.equal(entry.attempts, 6)
  t.same(
    entry.history.map((h) => h.statusCode),
    [500, 500, 500, 500, 500, 500],
  )

  await t.test('redeliver: a failed delivery goes out again with the same id', async (t) => {
    receiver.respond = () => 204
    t.equal(await rig.engine.deliveries.redeliver(entry.id, 'b', rig.clock.nowMs()), true)
    t.equal(await rig.engine.deliveries.redeliver(entry.id, 'someone-else', rig.clock.nowMs()), false, 'not another merchant’s')
    await rig.engine.dispatcher.runUntilIdle()
    t.equal(receiver.received.at(-1)?.headers['x-webhook-id'], entry.id)
    const after = await rig.engine.deliveries.log({ businessId: 'b', product: 'payments', limit: 10, offset: 0 })
    t.equal(after.entries[0]?.status, 'delivered')
    t.same(
      after.entries[0]?.history.map((h) => h.statusCode),
      [500, 500, 500, 500, 500, 500, 204],
      'retry history with the final success',
    )
  })
})
