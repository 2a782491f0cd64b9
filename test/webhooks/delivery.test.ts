import { createHmac } from 'node:crypto'
import t from 'tap'
import { decodeJson } from '../../platform/json'
import { verifyWebhook } from '../../actors/webhooks/signing'
import { counterKind } from '../fixtures/counter_actor'
import { createTestDb } from '../support/db'
import { startReceiver } from '../support/receiver'
import { webhookRig } from '../support/webhooks'

// Independent of our signing code: the receiver-side computation a merchant would write.
const hmacHex = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex')
// Standard Webhooks: keyed with the bytes the base64 after `whsec_` encodes.
const standard = (secret: string, id: string, ts: string, body: string) =>
  `v1,${createHmac('sha256', Buffer.from(secret.slice('whsec_'.length), 'base64'))
    .update(`${id}.${ts}.${body}`)
    .digest('base64')}`

t.test('webhook delivery', async (t) => {
  const db = await createTestDb('wh')
  const receiver = await startReceiver()
  const rig = await webhookRig(db)
  t.teardown(async () => {
    await rig.stop()
    await receiver.close()
    await db.drop()
  })

  await t.test('send_test: payments webhook.test carries the spec headers and verifiable signatures', async (t) => {
    const secret = await rig.endpoint({ id: 'payments:biz1', businessId: 'biz1', product: 'payments', url: receiver.url })
    await rig.host.ask({ kind: 'webhook_endpoint', id: 'payments:biz1' }, { type: 'send_test', businessId: 'biz1' })
    await rig.host.relay.drain()
    await rig.engine.dispatcher.runUntilIdle()
    t.equal(receiver.received.length, 1)
    const hit = receiver.received[0]!
    t.equal(hit.headers['content-type'], 'application/json')
    t.equal(hit.headers['x-webhook-event'], 'webhook.test')
    t.equal(hit.headers['x-webhook-signature'], hmacHex(secret, hit.rawBody), 'hex HMAC-SHA256 of the raw body')
    t.equal(hit.headers['x-webhook-id'], hit.headers['webhook-id'])
    t.equal(
      hit.headers['webhook-signature'],
      standard(secret, String(hit.headers['webhook-id']), String(hit.headers['webhook-timestamp']), hit.rawBody),
    )
    t.match(JSON.parse(hit.rawBody), { event: 'webhook.test', data: { message: String, timestamp: Number } })
    t.same(verifyWebhook({ secret, rawBody: hit.rawBody, headers: hit.headers as Record<string, string>, nowMs: rig.clock.nowMs() }), {
      ok: true,
    })
    t.same(
      verifyWebhook({
        secret: 'whsec_wrong',
        rawBody: hit.rawBody,
        headers: hit.headers as Record<string, string>,
        nowMs: rig.clock.nowMs(),
      }).ok,
      false,
    )
    const [row] = await db.sql<{ status: string }[]>`SELECT status FROM webhook_deliveries`
    t.equal(row?.status, 'delivered')
  })

  await t.test('send_test: CaaS deliveries use X-Service-Signature and the CaaS user agent', async (t) => {
    receiver.received.length = 0
    const secret = await rig.endpoint({ id: 'caas-1', businessId: 'partner', product: 'caas', url: `${receiver.url}/caas` })
    await rig.host.ask({ kind: 'webhook_endpoint', id: 'caas-1' }, { type: 'send_test', businessId: 'partner' })
    await rig.host.relay.drain()
    await rig.engine.dispatcher.runUntilIdle()
    const hit = receiver.received[0]!
    t.equal(hit.headers['x-service-signature'], `sha256=${hmacHex(secret, hit.rawBody)}`)
    t.equal(hit.headers['user-agent'], 'Service-CaaS-Webhooks/1.0')
    t.match(JSON.parse(hit.rawBody).timestamp, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/, 'RFC 3339 UTC')
  })

  await t.test('catalogue: only endpoints subscribed to an event type receive it', async (t) => {
    receiver.received.length = 0
    await rig.endpoint({ id: 'caas-a', businessId: 'p2', product: 'caas', url: `${receiver.url}/a`, events: ['transfer.settled'] })
    await rig.endpoint({ id: 'caas-b', businessId: 'p2', product: 'caas', url: `${receiver.url}/b`, events: ['user.linked'] })
    rig.engine.catalogue.add((event) =>
      event.type === 'counter.added'
        ? {
            businessId: 'p2',
            product: 'caas',
            body: {
              event: 'transfer.settled',
              transfer_id: 'tr_1',
              status: 'SETTLED',
              amount_usdc: `${decodeJson<{ total: bigint }>(event.payloadJson).total}.000000`,
              token: 'USDC',
              updated_at: '2026-11-22T12:00:00Z',
            },
          }
        : null,
    )
    rig.host.register(counterKind)
    await rig.host.ask({ kind: 'counter', id: 'c1' }, { type: 'add', amount: 5n })
    await rig.host.relay.drain()
    await rig.engine.dispatcher.runUntilIdle()
    t.same(
      receiver.received.map((r) => r.path),
      ['/hooks/a'],
    )
  })

  await t.test('rotate_secret: the next delivery is signed with the new secret only', async (t) => {
    receiver.received.length = 0
    const newSecret = 'whsec_rotated_secret_value_0001'
    await rig.host.ask(
      { kind: 'webhook_endpoint', id: 'payments:biz1' },
      { type: 'rotate_secret', businessId: 'biz1', sealedSecret: rig.sealer.seal(newSecret, 'payments:biz1') },
    )
    await rig.host.ask({ kind: 'webhook_endpoint', id: 'payments:biz1' }, { type: 'send_test', businessId: 'biz1' })
    await rig.host.relay.drain()
    await rig.engine.dispatcher.runUntilIdle()
    const hit = receiver.received[0]!
    t.equal(hit.headers['x-webhook-signature'], hmacHex(newSecret, hit.rawBody))
  })

  await t.test('error: endpoint_not_found for another merchant; deactivation is permanent', async (t) => {
    const other = await rig.host.ask({ kind: 'webhook_endpoint', id: 'caas-1' }, { type: 'send_test', businessId: 'intruder' })
    t.match(other, { ok: false, rejection: { code: 'ENDPOINT_NOT_FOUND' } })
    await rig.host.ask({ kind: 'webhook_endpoint', id: 'caas-1' }, { type: 'deactivate', businessId: 'partner', product: 'caas' })
    const again = await rig.host.ask(
      { kind: 'webhook_endpoint', id: 'caas-1' },
      {
        type: 'configure',
        businessId: 'partner',
        product: 'caas',
        url: receiver.url,
        events: [],
        walletWebhookEnabled: false,
        sealedSecret: 'x',
      },
    )
    t.match(again, { ok: false, rejection: { code: 'ENDPOINT_DEACTIVATED' } })
  })
})

t.test('plan gate at dispatch time: nothing is sent while the gate says no, each delivery is logged skipped (plan)', async (t) => {
  const db = await createTestDb('whgate')
  const receiver = await startReceiver()
  const plan = { allows: false as boolean | 'unknown' }
  const rig = await webhookRig(db, {
    gate: async () => {
      if (plan.allows === 'unknown') throw new Error('merchant unavailable')
      return plan.allows
    },
  })
  t.teardown(async () => {
    await rig.stop()
    await receiver.close()
    await db.drop()
  })
  await rig.endpoint({ id: 'payments:starter', businessId: 'starter', product: 'payments', url: receiver.url })
  rig.engine.catalogue.add((event) =>
    event.type === 'counter.added'
      ? {
          businessId: 'starter',
          product: 'payments',
          body: {
            event: 'payment.confirmed',
            session_id: 'cs_1',
            amount: '10.00',
            currency: 'USD',
            status: 'paid',
            payment_method: 'crypto',
            created_at: '2026-11-22T12:00:00.000Z',
            is_test_mode: true,
            tx_hash: '0xabc',
            crypto_currency: 'USDT',
            amount_received: '10',
            confirmations: 1,
            timestamp: 1795003200,
          },
        }
      : null,
  )
  rig.host.register(counterKind)
  const event = async () => {
    rig.clock.advance(1) // the log lists newest first
    await rig.host.ask({ kind: 'counter', id: 'c' }, { type: 'add', amount: 1n })
    await rig.host.relay.drain()
    await rig.engine.dispatcher.runUntilIdle()
  }
  const statuses = async () =>
    (await rig.engine.deliveries.log({ businessId: 'starter', product: 'payments', limit: 10, offset: 0 })).entries.map(
      (e) => `${e.status}:${e.skipReason ?? '-'}:${e.attempts}`,
    )

  await event()
  await rig.host.ask({ kind: 'webhook_endpoint', id: 'payments:starter' }, { type: 'send_test', businessId: 'starter' })
  await rig.host.relay.drain()
  await rig.engine.dispatcher.runUntilIdle()
  t.same(receiver.received, [], 'neither the event nor the test send went out')
  t.same(await statuses(), ['skipped:plan:0', 'skipped:plan:0'])

  // A gate that cannot answer leaves the delivery pending (claimed until the claim lapses), never skipped.
  plan.allows = 'unknown'
  await event()
  t.same((await statuses())[0], 'pending:-:0')

  // Upgraded: the waiting delivery goes out once its claim lapses; skipped ones stay skipped.
  plan.allows = true
  rig.clock.advance(60_000)
  await rig.engine.dispatcher.runUntilIdle()
  t.equal(receiver.received.length, 1)
  t.same((await statuses()).sort(), ['delivered:-:1', 'skipped:plan:0', 'skipped:plan:0'])

  // Downgraded while a retry is scheduled: the retry is skipped when due, not sent.
  receiver.respond = () => 500
  await event()
  t.equal(receiver.received.length, 2, 'first attempt made on the paid plan')
  plan.allows = false
  rig.clock.advance(5 * 60_000)
  await rig.engine.dispatcher.runUntilIdle()
  t.equal(receiver.received.length, 2, 'the retry was not sent')
  t.same((await statuses())[0], 'skipped:plan:1')
})
