import { createHmac } from 'node:crypto'
import t, { type Test } from 'tap'
import { by, expectNoSecretRows, expectOneRow, type OneEntry } from '../support/audit_log'
import { staticAuthWebhookPlatform } from '../support/webhooks'

const hmacHex = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex')

t.test('webhook settings and dashboard routes', async (t) => {
  const { db, receiver, platform, givePlan, close } = await staticAuthWebhookPlatform('whr')
  t.teardown(close)
  // Payments webhooks are dispatched on professional plans and above (test/webhooks/plan_gate.test.ts covers starter).
  await givePlan('biz1', 'professional')
  const call = async (method: string, path: string, auth: string, body?: unknown) => {
    const res = await fetch(`${platform.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${auth}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    })
    return { status: res.status, body: (await res.json()) as Record<string, any> }
  }
  const owner = 'user:biz1:settings:manage'
  /** The one entry an act of `business`'s user (the static authenticator's u-<business>) must leave; read from the table. */
  const userDid = (t: Test, business: string, x: Omit<OneEntry, 'by'>) =>
    expectOneRow(t, db.sql, business, { ...x, by: by.user(`u-${business}`) })

  await t.test('POST /api/v1/settings/webhook: first setup returns the secret once; GET never does', async (t) => {
    const first = await call('POST', '/api/v1/settings/webhook', owner, { webhook_url: receiver.url, wallet_webhook_enabled: true })
    t.equal(first.status, 200)
    t.match(first.body.webhook_secret, /^whsec_[A-Za-z0-9+/]{43}=$/)
    t.equal(first.body.wallet_webhook_enabled, true)
    const again = await call('POST', '/api/v1/settings/webhook', owner, { url: receiver.url, events: ['payment.confirmed'] })
    t.notOk('webhook_secret' in again.body, 'an update does not reveal a secret')
    t.same(again.body.events, ['payment.confirmed'])
    const read = await call('GET', '/api/v1/settings/webhook', owner)
    t.match(read.body, { url: receiver.url, is_active: true, wallet_webhook_enabled: true })
    t.notOk(JSON.stringify(read.body).includes('whsec_'))

    const test = await call('POST', '/api/v1/settings/webhook/test', owner)
    t.equal(test.status, 200)
    await receiver.waitFor(1)
    const hit = receiver.received[0]!
    t.equal(hit.headers['x-webhook-signature'], hmacHex(first.body.webhook_secret, hit.rawBody))

    const rotated = await call('POST', '/api/v1/settings/webhook/rotate-secret', owner)
    t.match(rotated.body.webhook_secret, /^whsec_/)
    await call('POST', '/api/v1/settings/webhook/test', owner)
    await receiver.waitFor(2)
    const second = receiver.received[1]!
    t.equal(second.headers['x-webhook-signature'], hmacHex(rotated.body.webhook_secret, second.rawBody), 'signed with the new secret')
    t.not(second.headers['x-webhook-signature'], hmacHex(first.body.webhook_secret, second.rawBody), 'the old secret no longer verifies')

    // The outcome of an attempt is recorded just after the receiver answers (group-committed): wait for it.
    let log = await call('GET', '/api/v1/settings/webhook/deliveries?limit=10', owner)
    for (
      const until = Date.now() + 5_000;
      log.body.deliveries.some((d: { status: string }) => d.status !== 'delivered') && Date.now() < until;
    ) {
      await new Promise((r) => setTimeout(r, 20))
      log = await call('GET', '/api/v1/settings/webhook/deliveries?limit=10', owner)
    }
    t.equal(log.body.total, 2)
    t.match(log.body.deliveries[0], { event: 'webhook.test', status: 'delivered', attempts: 1, last_status_code: 200 })
    const redeliver = await call('POST', `/api/v1/settings/webhook/deliveries/${log.body.deliveries[0].id}/redeliver`, owner)
    t.equal(redeliver.status, 202)
    await receiver.waitFor(3)
    t.equal(receiver.received[2]!.headers['x-webhook-id'], log.body.deliveries[0].id, 'redelivery keeps the X-Webhook-ID')

    // Each on record once: the URL set, the events changed with the secret kept, the secret rotated (never the secret).
    const target = { type: 'payments_webhook', id: 'payments:biz1' }
    const url = receiver.url
    for (const changes of [
      {
        url: { from: null, to: url },
        events: { from: null, to: [] },
        wallet_webhook_enabled: { from: null, to: true },
        secret_rotated: false,
      },
      {
        url: { from: url, to: url },
        events: { from: [], to: ['payment.confirmed'] },
        wallet_webhook_enabled: { from: true, to: true },
        secret_rotated: false,
      },
      { secret_rotated: true },
    ])
      await userDid(t, 'biz1', { action: 'webhook.configured', target, changes, where: { changes } })
    await expectNoSecretRows(t, db.sql, { 'first secret': first.body.webhook_secret, 'rotated secret': rotated.body.webhook_secret })
  })

  await t.test('error: bad URL, missing permission, unknown shape', async (t) => {
    t.match(await call('POST', '/api/v1/settings/webhook', owner, { url: 'ftp://example.com' }), {
      status: 400,
      body: { code: 'INVALID_WEBHOOK_URL' },
    })
    t.match(await call('POST', '/api/v1/settings/webhook', 'user:biz1:', { url: receiver.url }), { status: 403 })
    t.match(await call('POST', '/api/v1/settings/webhook', owner, { endpoint: receiver.url }), {
      status: 400,
      body: { code: 'VALIDATION_FAILED' },
    })
    t.match(await call('GET', '/api/v1/settings/webhook', 'nobody'), { status: 401 })
  })

  await t.test('CaaS dashboard: create, list, logs, deactivate permanently', async (t) => {
    const partner = 'user:partner1:settings:manage'
    t.match(
      await call('POST', '/v1/dashboard/webhooks', 'user:partner1:', { url: receiver.url, secret: 'partner-shared-secret-123' }),
      { status: 403 },
      'settings:manage is needed',
    )
    const created = await call('POST', '/v1/dashboard/webhooks', partner, {
      url: receiver.url,
      secret: 'partner-shared-secret-123',
      events: ['transfer.settled'],
    })
    t.equal(created.status, 201)
    t.notOk(JSON.stringify(created.body).includes('partner-shared-secret-123'), 'the secret is never echoed')
    const list = await call('GET', '/v1/dashboard/webhooks', partner)
    t.equal(list.body.total, 1)
    t.equal((await call('GET', '/v1/dashboard/webhooks', 'user:other:settings:manage')).body.total, 0, 'another merchant sees none')
    t.match(await call('DELETE', `/v1/dashboard/webhooks/${created.body.id}`, 'user:other:settings:manage'), { status: 404 })
    t.match(await call('DELETE', `/v1/dashboard/webhooks/${created.body.id}`, partner), { status: 200, body: { is_active: false } })
    t.match((await call('GET', '/v1/dashboard/webhooks/logs', partner)).body, { deliveries: [], total: 0 })

    // Registered and deactivated, each once (the refused attempts none), never with the shared secret.
    const target = { type: 'caas_webhook', id: created.body.id }
    const changes = {
      url: { from: null, to: receiver.url },
      events: { from: null, to: ['transfer.settled'] },
      wallet_webhook_enabled: { from: null, to: false },
      secret_rotated: false,
    }
    await userDid(t, 'partner1', { action: 'webhook.configured', target, changes })
    await userDid(t, 'partner1', { action: 'webhook.deleted', target, changes: { url: receiver.url } })
    const count = async (business: string) =>
      (await db.sql`SELECT id FROM audit_log WHERE business_id = ${business} AND action LIKE 'webhook.%'`).length
    t.equal(await count('other'), 0, 'the other merchant’s refused DELETE none')
    t.equal(await count('biz1'), 3, 'nor biz1’s refused configurations')
    await expectNoSecretRows(t, db.sql, { 'shared secret': 'partner-shared-secret-123' })
  })
})
