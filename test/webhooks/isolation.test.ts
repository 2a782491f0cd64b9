import t from 'tap'
import { PRODUCTION_POLICY, checkTargetUrl, isInternalAddress } from '../../actors/webhooks/address_policy'
import { WebhookSender } from '../../actors/webhooks/sender'
import { PER_ENDPOINT_CONCURRENCY } from '../../actors/webhooks/engine'
import { createTestDb } from '../support/db'
import { startReceiver } from '../support/receiver'
import { webhookRig } from '../support/webhooks'

t.test('a receiver that hangs does not slow delivery to the others', async (t) => {
  const db = await createTestDb('whhang')
  const hanging = await startReceiver(() => 'hang')
  const healthy = await startReceiver(() => 200)
  const rig = await webhookRig(db)
  t.teardown(async () => {
    await hanging.close()
    await rig.stop()
    await healthy.close()
    await db.drop()
  })
  await rig.endpoint({ id: 'caas-slow', businessId: 'slow', product: 'caas', url: hanging.url })
  await rig.endpoint({ id: 'caas-fast', businessId: 'fast', product: 'caas', url: healthy.url })
  // Ten test events to the hanging endpoint first, then ten to the healthy one.
  for (let i = 0; i < 10; i++) await rig.host.ask({ kind: 'webhook_endpoint', id: 'caas-slow' }, { type: 'send_test', businessId: 'slow' })
  await rig.host.relay.drain()
  const started = Date.now()
  for (let i = 0; i < 10; i++) await rig.host.ask({ kind: 'webhook_endpoint', id: 'caas-fast' }, { type: 'send_test', businessId: 'fast' })
  await rig.host.relay.drain()
  // The hanging receiver's attempts only end at the 5 s timeout: finishing
  // well before it proves the healthy endpoint never waited behind them.
  await healthy.waitFor(10, 4_500)
  const elapsed = Date.now() - started
  t.ok(elapsed < 4_500, `healthy endpoint got all 10 in ${elapsed} ms while the other hangs`)
  t.ok(
    hanging.received.length <= PER_ENDPOINT_CONCURRENCY,
    `the hanging endpoint holds at most its concurrency (${hanging.received.length} of ${PER_ENDPOINT_CONCURRENCY})`,
  )
})

t.test('production refuses private targets, also when DNS points there at send time', async (t) => {
  t.equal(checkTargetUrl('http://example.com/hook', PRODUCTION_POLICY).ok, false, 'https is required')
  t.match(checkTargetUrl('https://10.1.2.3/hook', PRODUCTION_POLICY), { ok: false, reason: /private/ })
  t.match(checkTargetUrl('https://[::1]/hook', PRODUCTION_POLICY), { ok: false, reason: /private/ })
  for (const ip of [
    '127.0.0.1',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '169.254.169.254',
    '::1',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
  ]) {
    t.ok(isInternalAddress(ip), `${ip} is internal`)
  }
  t.notOk(isInternalAddress('93.184.216.34'))
  const sender = new WebhookSender(PRODUCTION_POLICY, 2_000)
  t.teardown(() => sender.close())
  // `localhost` passes the form check (it is a name) but resolves to loopback when sending.
  const outcome = await sender.send('https://localhost:9/hook', { 'content-type': 'application/json' }, '{}')
  t.equal(outcome.ok, false)
  t.match(outcome.error, /^target not allowed: localhost resolves to (127\.0\.0\.1|::1), a private, loopback/)
})
