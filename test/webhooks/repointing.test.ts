/** Re-pointing a webhook (threat review findings): a new URL gets a new secret. */
import { createHmac } from 'node:crypto'
import t from 'tap'
import { bearer, client } from '../support/http'
import { staticAuthWebhookPlatform } from '../support/webhooks'

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
})
