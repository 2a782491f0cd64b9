/**
 * What every official client library's tests run against: a started platform with checkout, wallets, CaaS,
 * remittance and the Wise and Modulr simulators (the remittance rig plus the WaaS and CaaS modules), one merchant
 * whose NGN balance is funded and who holds a transfer-signing key, and one real webhook delivery of each product
 * (payments and CaaS) captured raw as it arrived, for the libraries' verifiers.
 */
import { writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Test } from 'tap'
import { caasModule } from '../../actors/caas/module'
import { waasModule } from '../../actors/wallets/module'
import { startRemitRig } from '../remittance/rig'
import { allKeyPermissions } from '../support/keys'
import { eventually, type Merchant } from '../support/merchant'
import { startReceiver } from '../support/receiver'

/** One delivery as the merchant's server received it. */
interface CapturedDelivery {
  readonly product: 'payments' | 'caas'
  readonly secret: string
  readonly raw_body: string
  readonly headers: Readonly<Record<string, string>>
}

export interface ClientRig {
  readonly baseUrl: string
  readonly merchant: Merchant
  /**
   * The environment the example programs read: PLATFORM_URL, PLATFORM_TEST_KEY (a payments test key with every
   * permission), PLATFORM_LIVE_KEY, PLATFORM_ACCESS_TOKEN (the owner's dashboard token), REMIT_KEY_ID and
   * REMIT_KEY_SECRET (a transfer-signing key), PLATFORM_BUSINESS_ID, WEBHOOK_DELIVERIES (a JSON file of CapturedDelivery).
   */
  readonly env: Readonly<Record<string, string>>
  readonly deliveries: readonly CapturedDelivery[]
}

const flat = (headers: Record<string, string | string[] | undefined>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(headers).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : Array.isArray(v) ? [[k, v[0] ?? '']] : [])),
  )

export async function startClientRig(t: Test, prefix: string): Promise<ClientRig> {
  const rig = await startRemitRig(t, prefix, { DEPOSIT_POLL_MS: '100', WALLET_TRACK_MS: '100' }, [waasModule, caasModule])
  const m = rig.merchant
  await rig.fund(m, 'NGN', '100.00')

  // A payments delivery: the webhook test event to the rig's receiver, whose secret the rig holds.
  const sent = await m.dashboard('POST', '/api/v1/settings/webhook/test', {})
  if (sent.status !== 200) throw new Error(`webhook test: ${sent.status} ${JSON.stringify(sent.body)}`)
  const payments = await eventually(async () => rig.receiver.received.find((r) => JSON.parse(r.rawBody).event === 'webhook.test'), 30_000)

  // A CaaS delivery: a CaaS key, a CaaS endpoint with the partner's own secret, a user funded in the sandbox.
  const caasReceiver = await startReceiver()
  t.teardown(() => caasReceiver.close())
  const caasSecret = `${prefix}-caas-partner-secret`
  const caasKey = await m.dashboard('POST', '/api/v1/api-keys', {
    name: 'caas',
    environment: 'test',
    product: 'caas',
    permissions: allKeyPermissions('caas'),
  })
  const hook = await m.dashboard('POST', '/v1/dashboard/webhooks', { url: `${caasReceiver.url}/caas`, secret: caasSecret })
  if (caasKey.status !== 201 || hook.status !== 201)
    throw new Error(`caas setup: ${caasKey.status} ${hook.status} ${JSON.stringify(hook.body)}`)
  const caas = (method: string, route: string, body: unknown) => m.api(method, route, body, {}, String(caasKey.body.key))
  const phone = '+44 7911 123456'
  const provisioned = await caas('POST', '/caas/v1/users/provision', { phone_number: phone })
  const funded = await caas('POST', '/caas/v1/sandbox/fund', { phone_number: phone, amount: '5.00' })
  if (provisioned.status >= 300 || funded.status !== 201)
    throw new Error(`caas user: ${provisioned.status} ${funded.status} ${JSON.stringify(funded.body)}`)
  const caasDelivery = await eventually(async () => caasReceiver.received[0], 30_000)

  const deliveries: CapturedDelivery[] = [
    { product: 'payments', secret: rig.webhookSecret, raw_body: payments.rawBody, headers: flat(payments.headers) },
    { product: 'caas', secret: caasSecret, raw_body: caasDelivery.rawBody, headers: flat(caasDelivery.headers) },
  ]
  const file = path.join(os.tmpdir(), `${prefix}-${process.pid}-deliveries.json`)
  writeFileSync(file, JSON.stringify(deliveries))
  return {
    baseUrl: rig.platform.baseUrl,
    merchant: m,
    deliveries,
    env: {
      PLATFORM_URL: rig.platform.baseUrl,
      PLATFORM_TEST_KEY: m.testKey,
      PLATFORM_LIVE_KEY: m.liveKey,
      PLATFORM_ACCESS_TOKEN: m.accessToken,
      REMIT_KEY_ID: rig.key.id,
      REMIT_KEY_SECRET: rig.key.secret,
      PLATFORM_BUSINESS_ID: m.businessId,
      WEBHOOK_DELIVERIES: file,
    },
  }
}
