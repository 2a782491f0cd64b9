/**
 * A CaaS platform for one end-to-end file: Anvil with the account-abstraction contracts, its own schema, an SMS
 * sender that keeps what it sent, a webhook receiver, and KYC-approved merchants with a CaaS test key and a signed webhook.
 */
import { createHmac } from 'node:crypto'
import type { Test } from 'tap'
import { accessModule } from '../../actors/accounts/module'
import { createCaasModule } from '../../actors/caas/module'
import { MemorySmsSender } from '../../actors/caas/sms'
import { webhooksModule } from '../../actors/webhooks/module'
import { sandboxModule } from '../../actors/sandbox/module'
import { startAnvil } from '../support/anvil'
import { deployAccountAbstraction } from '../support/aa'
import { createTestDb } from '../support/db'
import { bearer, client } from '../support/http'
import { startTestPlatform } from '../support/platform'
import { startReceiver, type Received } from '../support/receiver'
import { allKeyPermissions } from '../support/keys'

export const PHONE_1 = '+44 7911 123456'
export const PHONE_2 = '+254712345678'

export const signed = (secret: string, r: Received) =>
  r.headers['x-service-signature'] === `sha256=${createHmac('sha256', secret).update(r.rawBody).digest('hex')}`

export async function startCaasFlow(t: Test, prefix: string) {
  const anvil = await startAnvil()
  const { reader, factory, entryPoint } = await deployAccountAbstraction(anvil)
  const db = await createTestDb(prefix)
  const sms = new MemorySmsSender()
  const caas = createCaasModule({ sms, pollMs: 200, env: { CAAS_FACTORY_ADDRESS: factory, CAAS_ENTRYPOINT: entryPoint } })
  const platform = await startTestPlatform(db, [accessModule, webhooksModule, sandboxModule, caas])
  const receiver = await startReceiver(undefined, { contract: true })
  t.teardown(async () => {
    await platform.close()
    await receiver.close()
    await db.drop()
    await anvil.stop()
  })
  const call = client(platform.baseUrl)
  const merchant = async (name: string) => {
    const owner = (
      await call('POST', '/api/v1/auth/register', {
        body: { email: `${name}@caas.test`, password: 'caas password 1', business_name: name, account_type: 'business' },
      })
    ).body
    // Onboarded as a real merchant is: KYC approved, so its live keys work too (actors/caas/live_kyc.ts).
    await call('PUT', `/admin/businesses/${owner.business_id}/kyc`, {
      headers: { 'x-admin-token': platform.adminToken },
      body: { status: 'approved' },
    })
    const key = (
      await call('POST', '/api/v1/api-keys', {
        headers: bearer(owner.access_token),
        body: { name, environment: 'test', product: 'caas', permissions: allKeyPermissions('caas') },
      })
    ).body.key as string
    const secret = `secret-${name}-0123456789`
    const hook = await call('POST', '/v1/dashboard/webhooks', {
      headers: bearer(owner.access_token),
      body: { url: `${receiver.url}/${name}`, secret },
    })
    t.equal(hook.status, 201, `${name}: webhook registered`)
    return { owner, key, secret, headers: { 'x-api-key': key } }
  }
  return { reader, factory, entryPoint, db, sms, receiver, call, merchant }
}
