/**
 * Re-pointing a webhook (threat review findings): a new URL gets a new secret, past deliveries never go to a
 * URL they were not meant for (redelivery and retries), and a DELETE with an id that is not the caller's CaaS
 * dashboard webhook changes nothing, while an endpoint left deactivated can always be configured again.
 */
import { createHmac } from 'node:crypto'
import t from 'tap'
import { createTestDb } from '../support/db'
import { bearer, client } from '../support/http'
import { startReceiver } from '../support/receiver'
import { staticAuthWebhookPlatform, webhookRig } from '../support/webhooks'

const hmacHex = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex')

t.test('re-pointing through REST', async (t) => {
  const { receiver, platform, givePlan, close } = await staticAuthWebhookPlatform('whrepoint')
  t.teardown(close)
  const call = client(platform.baseUrl)
  const urlOf = (name: string) => `${receiver.url}/${name}`
  const arrivedAt = (name: string) => receiver.received.filter((r) => r.path === `/hooks/${name}`)
  /** Waits until `count` deliveries reached `name` (a path under the receiver). */
  const waitAt = async (name: string, count: number) => {
    for (const until = Date.now() + 10_000; arrivedAt(name).length < count && Date.now() < until;)
      await new Promise((r) => setTimeout(r, 20))
    return arrivedAt(name)
  }
  /** The delivery log once every entry has its outcome recorded (attempt outcomes are group-committed). */
  const settledLog = async (owner: Record<string, string>) => {
    for (const until = Date.now() + 10_000; ; await new Promise((r) => setTimeout(r, 20))) {
      const log = await call('GET', '/api/v1/settings/webhook/deliveries?limit=50', { headers: owner })
      if (!log.body.deliveries.some((d: { status: string }) => d.status === 'pending') || Date.now() > until) return log.body
    }
  }

  await t.test('POST /api/v1/settings/webhook: a new URL -> a new secret, once; the same URL -> the secret kept', async (t) => {
    await givePlan('rp1', 'professional')
    const owner = bearer('user:rp1:settings:manage')
    const first = await call('POST', '/api/v1/settings/webhook', { headers: owner, body: { webhook_url: urlOf('rp1-a') } })
    t.match(first, { status: 200, body: { webhook_secret: /^whsec_/, secret_version: 1 } })

    const moved = await call('POST', '/api/v1/settings/webhook', { headers: owner, body: { url: urlOf('rp1-b') } })
    t.match(moved, { status: 200, body: { url: urlOf('rp1-b'), webhook_secret: /^whsec_/, secret_version: 2 } })
    t.not(moved.body.webhook_secret, first.body.webhook_secret, 'the new URL gets a secret of its own')
    t.notOk(JSON.stringify((await call('GET', '/api/v1/settings/webhook', { headers: owner })).body).includes('whsec_'))

    t.equal((await call('POST', '/api/v1/settings/webhook/test', { headers: owner })).status, 200)
    const [hit] = await waitAt('rp1-b', 1)
    t.ok(hit, 'the test event reached the new URL')
    t.equal(hit?.headers['x-webhook-signature'], hmacHex(moved.body.webhook_secret, hit?.rawBody ?? ''), 'signed with the new secret')
    t.not(hit?.headers['x-webhook-signature'], hmacHex(first.body.webhook_secret, hit?.rawBody ?? ''), 'the old secret signs nothing')

    const same = await call('POST', '/api/v1/settings/webhook', { headers: owner, body: { url: urlOf('rp1-b'), events: [] } })
    t.match(same, { status: 200, body: { secret_version: 2 } })
    t.notOk('webhook_secret' in same.body, 'the same URL again: the secret is kept and not shown')
    await call('POST', '/api/v1/settings/webhook/test', { headers: owner })
    const [, again] = await waitAt('rp1-b', 2)
    t.equal(again?.headers['x-webhook-signature'], hmacHex(moved.body.webhook_secret, again?.rawBody ?? ''), 'still the secret of rp1-b')
    t.equal(arrivedAt('rp1-a').length, 0, 'the first URL received nothing')
  })

  await t.test('error: WEBHOOK_URL_CHANGED for a redelivery after the URL changed; nothing is sent', async (t) => {
    await givePlan('rp2', 'professional')
    const owner = bearer('user:rp2:settings:manage')
    await call('POST', '/api/v1/settings/webhook', { headers: owner, body: { url: urlOf('rp2-a') } })
    await call('POST', '/api/v1/settings/webhook/test', { headers: owner })
    await waitAt('rp2-a', 1)
    const [past] = (await settledLog(owner)).deliveries
    t.match(past, { status: 'delivered', attempts: 1, url: urlOf('rp2-a') }, 'the log names the URL the delivery is for')

    await call('POST', '/api/v1/settings/webhook', { headers: owner, body: { url: urlOf('rp2-b') } })
    t.match(await call('POST', `/api/v1/settings/webhook/deliveries/${past.id}/redeliver`, { headers: owner }), {
      status: 409,
      body: { code: 'WEBHOOK_URL_CHANGED', error: /not sent to a new URL/ },
    })
    // A later event reaches the new URL; the refused redelivery never does.
    await call('POST', '/api/v1/settings/webhook/test', { headers: owner })
    await waitAt('rp2-b', 1)
    const log = await settledLog(owner)
    t.same(
      arrivedAt('rp2-b').map((r) => r.headers['x-webhook-id']),
      [log.deliveries[0].id],
      'only the new event reached the new URL',
    )
    t.match(log.deliveries[1], { id: past.id, status: 'delivered', attempts: 1 }, 'the refused delivery did not move')

    await t.test('redeliver: back at the URL of the first attempt -> sent there again, same id', async (t) => {
      const back = await call('POST', '/api/v1/settings/webhook', { headers: owner, body: { url: urlOf('rp2-a') } })
      t.match(back.body, { webhook_secret: /^whsec_/ }, 'a change of URL, so a new secret')
      t.match(await call('POST', `/api/v1/settings/webhook/deliveries/${past.id}/redeliver`, { headers: owner }), { status: 202 })
      const [, redelivered] = await waitAt('rp2-a', 2)
      t.equal(redelivered?.headers['x-webhook-id'], past.id)
      t.equal(redelivered?.headers['x-webhook-signature'], hmacHex(back.body.webhook_secret, redelivered?.rawBody ?? ''))
      t.match(await call('POST', `/api/v1/settings/webhook/deliveries/${log.deliveries[0].id}/redeliver`, { headers: owner }), {
        status: 409,
        body: { code: 'WEBHOOK_URL_CHANGED' },
      })
    })
  })

  await t.test('error: DELETE /v1/dashboard/webhooks/payments:<business> -> 404 and the payments webhook keeps working', async (t) => {
    await givePlan('rp3', 'professional')
    const owner = bearer('user:rp3:settings:manage')
    const configured = await call('POST', '/api/v1/settings/webhook', { headers: owner, body: { url: urlOf('rp3') } })
    t.match(await call('DELETE', '/v1/dashboard/webhooks/payments:rp3', { headers: owner }), {
      status: 404,
      body: { code: 'ENDPOINT_NOT_FOUND' },
    })
    t.match((await call('GET', '/api/v1/settings/webhook', { headers: owner })).body, {
      is_active: true,
      dispatching: true,
      secret_version: 1,
    })
    t.match(await call('POST', '/api/v1/settings/webhook/test', { headers: owner }), { status: 200 })
    const [hit] = await waitAt('rp3', 1)
    t.equal(hit?.headers['x-webhook-signature'], hmacHex(configured.body.webhook_secret, hit?.rawBody ?? ''), 'the secret is unchanged')
    const again = await call('POST', '/api/v1/settings/webhook', { headers: owner, body: { url: urlOf('rp3') } })
    t.equal(again.status, 200, 'configuring it again works')
    t.notOk('webhook_secret' in again.body)
  })

  await t.test('DELETE /v1/dashboard/webhooks/{id}: the CaaS webhook stays dead; registering one again works', async (t) => {
    const owner = bearer('user:rp5:settings:manage')
    const secret = 'partner-shared-secret-123'
    const created = await call('POST', '/v1/dashboard/webhooks', { headers: owner, body: { url: urlOf('rp5'), secret } })
    t.equal(created.status, 201)
    t.match(await call('DELETE', `/v1/dashboard/webhooks/${created.body.id}`, { headers: bearer('user:rp6:settings:manage') }), {
      status: 404,
    })
    t.match(await call('DELETE', `/v1/dashboard/webhooks/${created.body.id}`, { headers: owner }), {
      status: 200,
      body: { is_active: false },
    })
    const renewed = await call('POST', '/v1/dashboard/webhooks', { headers: owner, body: { url: urlOf('rp5'), secret } })
    t.match(renewed, { status: 201, body: { is_active: true } })
    t.not(renewed.body.id, created.body.id, 'a new registration, not the deleted one brought back')
    const list = (await call('GET', '/v1/dashboard/webhooks', { headers: owner })).body.webhooks as Array<{
      id: string
      is_active: boolean
    }>
    t.same(Object.fromEntries(list.map((w) => [w.id, w.is_active])), { [created.body.id]: false, [renewed.body.id]: true })
  })

  await t.test('POST /api/v1/settings/webhook: a deactivated payments endpoint is configured again with a fresh secret', async (t) => {
    await givePlan('rp4', 'professional')
    const owner = bearer('user:rp4:settings:manage')
    const first = await call('POST', '/api/v1/settings/webhook', { headers: owner, body: { url: urlOf('rp4') } })
    // The state an earlier DELETE with this id left behind (the bug this file guards against): set through the actor.
    const off = await platform.payments.host.ask(
      { kind: 'webhook_endpoint', id: 'payments:rp4' },
      { type: 'deactivate', businessId: 'rp4', product: 'payments' },
    )
    t.ok(off.ok)
    t.match((await call('GET', '/api/v1/settings/webhook', { headers: owner })).body, { is_active: false })
    const again = await call('POST', '/api/v1/settings/webhook', { headers: owner, body: { url: urlOf('rp4') } })
    t.match(again, { status: 200, body: { is_active: true, webhook_secret: /^whsec_/, secret_version: 2 } })
    t.not(again.body.webhook_secret, first.body.webhook_secret)
    await call('POST', '/api/v1/settings/webhook/test', { headers: owner })
    const [hit] = await waitAt('rp4', 1)
    t.equal(hit?.headers['x-webhook-signature'], hmacHex(again.body.webhook_secret, hit?.rawBody ?? ''))
  })
})

t.test('retries: a delivery pending when the URL changes goes to neither URL; it fails with the reason', async (t) => {
  const db = await createTestDb('whrepretry')
  const receiver = await startReceiver((r) => (r.path === '/hooks/a' ? 500 : 200))
  const rig = await webhookRig(db)
  t.teardown(async () => {
    await rig.stop()
    await receiver.close()
    await db.drop()
  })
  await rig.endpoint({ id: 'payments:r', businessId: 'r', product: 'payments', url: `${receiver.url}/a` })
  await rig.host.ask({ kind: 'webhook_endpoint', id: 'payments:r' }, { type: 'send_test', businessId: 'r' })
  await rig.host.relay.drain()
  await rig.engine.dispatcher.runUntilIdle()
  t.equal(receiver.received.length, 1, 'the first attempt failed at /a')

  await rig.endpoint({ id: 'payments:r', businessId: 'r', product: 'payments', url: `${receiver.url}/b` })
  rig.clock.advance(5 * 60_000)
  await rig.engine.dispatcher.runUntilIdle()
  t.equal(receiver.received.length, 1, 'the retry went nowhere')
  const [entry] = (await rig.engine.deliveries.log({ businessId: 'r', product: 'payments', limit: 10, offset: 0 })).entries
  t.match(entry, { status: 'failed', attempts: 2, lastError: /URL changed/ })
})
