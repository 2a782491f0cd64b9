/**
 * The SDK's verifiers accept what the platform's signer (actors/webhooks/signing.ts) sends for both
 * products, agree with the official Standard Webhooks library, and refuse tampering, another secret,
 * a replayed (old) delivery and a delivery stripped of its timestamped headers.
 */
import t from 'tap'
import { randomBytes } from 'node:crypto'
import { Webhook } from 'standardwebhooks'
import { signDelivery } from '../../actors/webhooks/signing'
import { verifyCaasWebhook, verifyPaymentsWebhook, WebhookVerificationError } from '../../sdk/src'

// The official library checks against the real clock: sign at the current second.
const NOW = Math.floor(Date.now() / 1000) * 1000
const body = JSON.stringify({ event: 'payment.confirmed', session_id: 's-1', status: 'paid', amount: '25.00' })
const paymentsSecret = `whsec_${randomBytes(32).toString('base64')}`
const sign = (product: 'payments' | 'caas', secret: string, raw = body) =>
  signDelivery({ product, secret, deliveryId: 'dlv_1', eventType: 'payment.confirmed', body: raw, nowMs: NOW })

t.test('payments: the platform signature verifies; the event, id and payload come back', async (t) => {
  const headers = sign('payments', paymentsSecret)
  const hook = verifyPaymentsWebhook({ secret: paymentsSecret, rawBody: body, headers, nowMs: NOW })
  t.match(hook, { id: 'dlv_1', event: 'payment.confirmed', timestamp: NOW / 1000, payload: { session_id: 's-1', status: 'paid' } })
  t.ok(new Webhook(paymentsSecret).verify(body, headers), 'the official library agrees on the same headers')
  t.ok(verifyPaymentsWebhook({ secret: paymentsSecret, rawBody: Buffer.from(body), headers: new Headers(headers), nowMs: NOW }))
})

t.test('CaaS: whsec_ secrets and a partner text secret both verify, with X-Service-Signature checked', async (t) => {
  for (const secret of [`whsec_${Buffer.alloc(24, 7).toString('base64')}`, 'a partner chosen shared secret']) {
    const caasBody = JSON.stringify({ event: 'transfer.settled', data: { transfer_id: 't-1' } })
    const headers = sign('caas', secret, caasBody)
    t.match(verifyCaasWebhook({ secret, rawBody: caasBody, headers, nowMs: NOW }), { event: 'transfer.settled' }, secret)
    t.throws(
      () =>
        verifyCaasWebhook({
          secret,
          rawBody: caasBody,
          headers: { ...headers, 'x-service-signature': `sha256=${'0'.repeat(64)}` },
          nowMs: NOW,
        }),
      WebhookVerificationError,
      'a wrong hex header fails',
    )
  }
})

t.test('refused: tampered body, another secret, an old timestamp, no timestamped headers', async (t) => {
  const headers = sign('payments', paymentsSecret)
  const attempt = (input: Partial<Parameters<typeof verifyPaymentsWebhook>[0]>) => () =>
    verifyPaymentsWebhook({ secret: paymentsSecret, rawBody: body, headers, nowMs: NOW, ...input })
  t.throws(attempt({ rawBody: body.replace('25.00', '2500.00') }), /webhook-signature does not match/)
  t.throws(attempt({ secret: `whsec_${randomBytes(32).toString('base64')}` }), /webhook-signature does not match/)
  t.throws(attempt({ nowMs: NOW + 301_000 }), /outside the tolerance/)
  t.ok(attempt({ nowMs: NOW + 299_000 })(), 'inside the 5 minutes')
  const { 'webhook-timestamp': _, ...stripped } = headers
  t.throws(attempt({ headers: stripped }), /missing webhook-id/, 'the hex header alone does not protect against replays')
  t.throws(attempt({ headers: { ...headers, 'x-webhook-signature': 'ab'.repeat(32) } }), /hex signature header/)
})
