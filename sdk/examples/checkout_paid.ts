/**
 * Checkout in the sandbox, end to end: a webhook receiver, a checkout session, the customer's payment
 * (sandbox deposit), and the verified `payment.confirmed` webhook. Run against a started platform:
 *   PLATFORM_URL=http://localhost:8080 PLATFORM_TEST_KEY=test_sk_… PLATFORM_ACCESS_TOKEN=<owner JWT> \
 *     node dist/sdk/examples/checkout_paid.js
 * The merchant needs approved KYC and a professional plan (webhooks are dispatched from professional up); the key
 * needs `checkout:manage` and `checkout:view` (create it with `permissions`).
 * In your code, import from '@payments-platform/sdk' instead of '../src'.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPlatformClient, idempotent, unwrap, verifyPaymentsWebhook, type VerifiedWebhook } from '../src'
import { setting, step } from './env'

async function main(): Promise<void> {
  const baseUrl = setting('PLATFORM_URL', 'http://localhost:8080')
  const { api } = createPlatformClient({ baseUrl, apiKey: setting('PLATFORM_TEST_KEY'), expectEnvironment: 'test' })
  const dashboard = createPlatformClient({ baseUrl, accessToken: setting('PLATFORM_ACCESS_TOKEN') }).api

  // 1. Receive webhooks: verify the raw body first, answer 2xx fast, act on the event after.
  let secret = ''
  let onConfirmed: (hook: VerifiedWebhook) => void = () => undefined
  const confirmed = new Promise<VerifiedWebhook>((resolve) => (onConfirmed = resolve))
  const receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      try {
        const hook = verifyPaymentsWebhook({ secret, rawBody: Buffer.concat(chunks), headers: req.headers })
        res.writeHead(200).end()
        if (hook.event === 'payment.confirmed') onConfirmed(hook)
      } catch (error) {
        res.writeHead(400).end(String(error))
      }
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks`

  // 2. Dashboard set-up, once: the webhook endpoint (its secret is shown once) and the business wallet.
  const endpoint = unwrap(await dashboard.POST('/api/v1/settings/webhook', { body: { webhook_url: hookUrl } }))
  secret = endpoint.webhook_secret ?? ''
  const wallet = await dashboard.POST('/api/v1/settings/wallet/generate')
  step('setup', { webhook_url: hookUrl, wallet: wallet.response.status === 201 ? 'created' : 'exists' })

  // 3. Your server creates the session; the Idempotency-Key makes a retried create return the same session.
  const session = unwrap(
    await api.POST('/api/v1/checkout/create', {
      body: { amount: '25.00', currency: 'USD', reference: `order-${Date.now()}` },
      ...idempotent(),
    }),
  )
  step('checkout created', { session_id: session.session_id, payment_url: session.payment_url, status: session.status })

  // 4. The customer picks a network on the pay page, then pays: in the sandbox, a simulated deposit.
  const quote = unwrap(
    await api.POST('/api/v1/checkout/{uuid}/select-network', {
      params: { path: { uuid: session.session_id } },
      body: { network: 'ETH', currency: 'USDC' },
    }),
  )
  const deposit = unwrap(
    await api.POST('/api/v1/sandbox/deposits', {
      body: { network: 'ETH', currency: 'USDC', address: quote.address, amount: quote.amount_crypto },
    }),
  )
  step('paid in sandbox', { address: quote.address, amount: quote.amount_crypto, tx_hash: deposit.tx_hash })

  // 5. The verified webhook, then the session as the API reports it.
  const hook = await confirmed
  step('webhook verified', { id: hook.id, event: hook.event, session_id: hook.payload.session_id, status: hook.payload.status })
  const verified = unwrap(await api.GET('/api/v1/checkout/verify/{sessionId}', { params: { path: { sessionId: session.session_id } } }))
  step('session', { session_id: verified.session_id, status: verified.status })
  receiver.close()
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`)
  process.exit(1)
})
