/**
 * Webhook targets outside production: loopback receivers work (tests and the
 * quick start use one on 127.0.0.1), every other internal address and the
 * ports of local services are refused, at configuration (400) and again at
 * connect time for whatever a host name resolves to then (DNS rebinding).
 */
import t from 'tap'
import type { Resolve } from '../../actors/webhooks/address_policy'
import { createTestDb } from '../support/db'
import { client, bearer } from '../support/http'
import { startReceiver } from '../support/receiver'
import { staticAuthWebhookPlatform, webhookRig } from '../support/webhooks'

const REFUSED = [
  'http://169.254.169.254/latest/meta-data/',
  'http://10.0.0.1/hooks',
  'http://10.200.3.4:8080/hooks',
  'http://[fe80::1]/hooks',
  'http://[::ffff:169.254.169.254]/hooks',
  'http://192.168.1.10/hooks',
  'http://0.0.0.0:8080/hooks',
  'http://127.0.0.1:5432/',
  'http://localhost:5432/',
  'http://10.0.0.5:5432/',
  'http://127.0.0.1:22/',
]

t.test('development targets through REST: loopback only, never a local service port', async (t) => {
  const { receiver, platform, close } = await staticAuthWebhookPlatform('whtgt')
  t.teardown(close)
  t.equal(platform.config.env, 'test', 'not production: the development rules apply')
  const call = client(platform.baseUrl)
  const owner = bearer('user:tgt:settings:manage')

  await t.test('error: WEBHOOK_TARGET_NOT_ALLOWED for metadata, private, link-local and local service ports', async (t) => {
    for (const url of REFUSED) {
      const settings = await call('POST', '/api/v1/settings/webhook', { headers: owner, body: { url } })
      t.match(settings, { status: 400, body: { code: 'WEBHOOK_TARGET_NOT_ALLOWED', error: /^target not allowed: / } }, `settings: ${url}`)
      const caas = await call('POST', '/v1/dashboard/webhooks', { headers: owner, body: { url, secret: 'a shared secret of 16+' } })
      t.match(caas, { status: 400, body: { code: 'WEBHOOK_TARGET_NOT_ALLOWED' } }, `dashboard: ${url}`)
    }
    const view = (await call('GET', '/api/v1/settings/webhook', { headers: owner })).body
    t.match(view, { is_active: false, events: [] }, 'nothing was configured')
    t.notOk('url' in view || 'webhook_url' in view, 'no URL: the fields are absent, not null')
  })

  await t.test('POST /api/v1/settings/webhook: a loopback receiver (127.0.0.1 or localhost) is accepted', async (t) => {
    t.match(await call('POST', '/api/v1/settings/webhook', { headers: owner, body: { url: receiver.url } }), {
      status: 200,
      body: { url: receiver.url },
    })
    const byName = receiver.url.replace('127.0.0.1', 'localhost')
    t.match(await call('POST', '/api/v1/settings/webhook', { headers: owner, body: { url: byName } }), {
      status: 200,
      body: { url: byName },
    })
  })
})

t.test('connect time: every address a name resolves to when sending is checked (DNS rebinding)', async (t) => {
  const db = await createTestDb('whdns')
  const receiver = await startReceiver()
  const port = Number(new URL(receiver.url).port)
  const answers = new Map<string, string[]>([
    ['good.test', ['127.0.0.1']],
    ['rebind.test', ['169.254.169.254']],
    ['mixed.test', ['127.0.0.1', '10.0.0.7']],
  ])
  const resolve: Resolve = async (name) => (answers.get(name) ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))
  const rig = await webhookRig(db, { resolve })
  t.teardown(async () => {
    await rig.stop()
    await receiver.close()
    await db.drop()
  })
  for (const name of answers.keys()) {
    await rig.endpoint({ id: `caas-${name}`, businessId: name, product: 'caas', url: `http://${name}:${port}/hooks/${name}` })
    await rig.host.ask({ kind: 'webhook_endpoint', id: `caas-${name}` }, { type: 'send_test', businessId: name })
  }
  await rig.host.relay.drain()
  await rig.engine.dispatcher.runUntilIdle()
  t.same(
    receiver.received.map((r) => r.path),
    ['/hooks/good.test'],
    'only the name that resolves to loopback alone was connected to',
  )
  const lastError = async (businessId: string) =>
    (await rig.engine.deliveries.log({ businessId, product: 'caas', limit: 1, offset: 0 })).entries[0]
  t.match(await lastError('rebind.test'), {
    status: 'pending',
    attempts: 1,
    lastError:
      'target not allowed: rebind.test resolves to 169.254.169.254, a private, link-local or otherwise internal address (outside production only loopback is allowed)',
  })
  t.match(await lastError('mixed.test'), {
    status: 'pending',
    attempts: 1,
    lastError: /^target not allowed: mixed\.test resolves to 10\.0\.0\.7/,
  })
  t.match(await lastError('good.test'), { status: 'delivered' })
})
