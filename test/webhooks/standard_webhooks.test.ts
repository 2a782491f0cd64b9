/**
 * Real deliveries of both products, received by a local HTTP receiver and
 * verified with the official Standard Webhooks library (`standardwebhooks`),
 * as a merchant's or partner's receiver would. The spec's hex headers are
 * checked alongside: they keep their own rule (key = the secret's text).
 */
import { createHmac } from 'node:crypto'
import { Webhook } from 'standardwebhooks'
import t from 'tap'
import { accessModule } from '../../actors/accounts/module'
import { createCaasModule } from '../../actors/caas/module'
import { MemorySmsSender } from '../../actors/caas/sms'
import { checkoutModule } from '../../actors/checkout/module'
import { webhooksModule } from '../../actors/webhooks/module'
import { chainsModule } from '../../actors/chains/module'
import { sandboxModule } from '../../actors/sandbox/module'
import { bearer } from '../support/http'
import { eventually, onboardMerchant } from '../support/merchant'
import type { Received } from '../support/receiver'
import { paySandboxCheckout, platformWithReceiver } from '../support/webhooks'
import { allKeyPermissions } from '../support/keys'

process.env.DEPOSIT_POLL_MS = '100'
const hmacHex = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex')
const headersOf = (r: Received) => r.headers as Record<string, string>

t.test('Standard Webhooks: payments and CaaS deliveries verify with the official library', async (t) => {
  const sms = new MemorySmsSender()
  const { receiver, platform, close } = await platformWithReceiver('whstd', [
    accessModule,
    webhooksModule,
    sandboxModule,
    chainsModule,
    checkoutModule,
    createCaasModule({ sms, pollMs: 200 }),
  ])
  t.teardown(close)
  const from = (path: string) => receiver.received.filter((r) => r.path === path)

  const m = await onboardMerchant(platform.baseUrl, platform.adminToken, { email: 'std@test.dev', plan: 'professional' })
  const hook = await m.dashboard('POST', '/api/v1/settings/webhook', { webhook_url: `${receiver.url}/payments` })
  const secret = hook.body.webhook_secret as string

  await t.test('POST /api/v1/settings/webhook: the secret is whsec_ + base64 of 32 random bytes', async (t) => {
    t.match(secret, /^whsec_[A-Za-z0-9+/]{43}=$/)
    t.equal(Buffer.from(secret.slice('whsec_'.length), 'base64').length, 32)
  })

  await t.test('POST /api/v1/settings/webhook/test: webhook.test verifies with new Webhook(secret); hex header unchanged', async (t) => {
    t.equal((await m.dashboard('POST', '/api/v1/settings/webhook/test')).status, 200)
    await receiver.waitFor(1)
    const hit = from('/hooks/payments')[0]!
    t.match(new Webhook(secret).verify(hit.rawBody, headersOf(hit)), { event: 'webhook.test' }, 'official verify passes')
    t.throws(
      () => new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(hit.rawBody, headersOf(hit)),
      'another secret fails',
    )
    t.equal(hit.headers['x-webhook-signature'], hmacHex(secret, hit.rawBody), 'X-Webhook-Signature: hex HMAC keyed with the whsec_ text')
  })

  await t.test('checkout: payment.detected and payment.confirmed verify with the official library', async (t) => {
    t.equal((await m.dashboard('POST', '/api/v1/settings/wallet/generate')).status, 201)
    const id = await paySandboxCheckout(m, 12)
    const hooks = await eventually(async () => {
      const mine = from('/hooks/payments').filter((r) => JSON.parse(r.rawBody).session_id === id)
      return mine.length >= 2 ? mine : undefined
    })
    t.same(hooks.map((h) => h.headers['x-webhook-event']).sort(), ['payment.confirmed', 'payment.detected'])
    const verifier = new Webhook(secret)
    for (const h of hooks) {
      t.match(verifier.verify(h.rawBody, headersOf(h)), { session_id: id }, `${h.headers['x-webhook-event']}: official verify passes`)
      t.equal(h.headers['x-webhook-signature'], hmacHex(secret, h.rawBody))
    }
  })

  await t.test(
    'CaaS dashboard webhooks: user.linked verifies for a whsec_ secret and (format raw) for a partner text secret',
    async (t) => {
      const partner = async (name: string, partnerSecret: string) => {
        const owner = (
          await m.call('POST', '/api/v1/auth/register', {
            body: { email: `${name}@std.test`, password: 'caas password 1', business_name: name, account_type: 'business' },
          })
        ).body
        const key = (
          await m.call('POST', '/api/v1/api-keys', {
            headers: bearer(owner.access_token),
            body: { name, environment: 'test', product: 'caas', permissions: allKeyPermissions('caas') },
          })
        ).body.key as string
        const created = await m.call('POST', '/v1/dashboard/webhooks', {
          headers: bearer(owner.access_token),
          body: { url: `${receiver.url}/${name}`, secret: partnerSecret },
        })
        t.equal(created.status, 201)
        return { 'x-api-key': key }
      }
      const standardSecret = `whsec_${Buffer.alloc(24, 7).toString('base64')}`
      const textSecret = 'a partner chosen shared secret'
      const a = await partner('std-a', standardSecret)
      const b = await partner('std-b', textSecret)
      const phone = '+447911123456'
      t.equal((await m.call('POST', '/caas/v1/users/provision', { headers: a, body: { phone_number: phone } })).status, 200)
      await m.call('POST', '/caas/v1/users/link/request', { headers: b, body: { phone_number: phone } })
      const code = /(\d{6})/.exec(sms.sent.at(-1)!.text)![1]!
      t.equal((await m.call('POST', '/caas/v1/users/link/confirm', { headers: b, body: { phone_number: phone, code } })).status, 200)
      const linked = (path: string) => from(path).find((r) => JSON.parse(r.rawBody).event === 'user.linked')
      const [toA, toB] = await eventually(async () =>
        linked('/hooks/std-a') && linked('/hooks/std-b') ? [linked('/hooks/std-a')!, linked('/hooks/std-b')!] : undefined,
      )
      t.match(
        new Webhook(standardSecret).verify(toA.rawBody, headersOf(toA)),
        { event: 'user.linked' },
        'whsec_ + base64 secret: new Webhook(secret)',
      )
      t.match(
        new Webhook(Buffer.from(textSecret, 'utf8'), { format: 'raw' }).verify(toB.rawBody, headersOf(toB)),
        { event: 'user.linked' },
        'text secret: format raw',
      )
      t.equal(
        toA.headers['x-service-signature'],
        `sha256=${hmacHex(standardSecret, toA.rawBody)}`,
        'X-Service-Signature keyed with the secret text',
      )
      t.equal(toB.headers['x-service-signature'], `sha256=${hmacHex(textSecret, toB.rawBody)}`)
    },
  )
})
