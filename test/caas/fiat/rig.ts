/**
 * The CaaS fiat rails on the sandbox (test keys): the platform with the CaaS module whose payout and on-ramp
 * partners are the real adapters (MomoClient, the on-ramp client) pointed at their simulators, each its own
 * process; a webhook receiver checking every delivery against the contract; a KYC-approved merchant with a CaaS
 * test key and a signed webhook endpoint. The adapters are built once the platform listens, since the partners
 * call it back.
 */
import type { Test } from 'tap'
import { accessModule } from '../../../actors/accounts/module'
import { createCaasModule } from '../../../actors/caas/module'
import { MemorySmsSender } from '../../../actors/caas/sms'
import { webhooksModule } from '../../../actors/webhooks/module'
import { sandboxModule } from '../../../actors/sandbox/module'
import { MomoClient, momoFromEnv } from '../../../actors/caas/providers/momo/momo'
import { startMomoSimulatorProcess } from '../../../actors/caas/providers/momo/simulator_process'
import type { PayoutPartner } from '../../../actors/caas/providers/momo/payout'
import { YellowCardClient, onrampFromEnv } from '../../../actors/caas/providers/onramp/yellowcard'
import { startOnrampSimulatorProcess } from '../../../actors/caas/providers/onramp/simulator_process'
import type { OnrampPartner } from '../../../actors/caas/providers/onramp/partner'
import { createTestDb } from '../../support/db'
import { bearer, client } from '../../support/http'
import { startTestPlatform } from '../../support/platform'
import { startReceiver } from '../../support/receiver'
import { allKeyPermissions } from '../../support/keys'

/** Live: the module's CaaS variables (factory, entry point, bundler) and the process's chain variables (RPC, USDC). */
export interface LiveChain {
  readonly moduleEnv: Readonly<Record<string, string>>
  readonly processEnv: Readonly<Record<string, string>>
}

/** Runs `body` with extra process environment (the chain service reads POL_RPC_URL and POL_USDC at start), then restores it. */
async function withEnv<T>(extra: Readonly<Record<string, string>>, body: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(extra).map((k) => [k, process.env[k]]))
  Object.assign(process.env, extra)
  try {
    return await body()
  } finally {
    for (const [k, v] of Object.entries(saved))
      if (v === undefined) delete process.env[k]
      else process.env[k] = v
  }
}

export async function startFiatRails(t: Test, prefix: string, live?: LiveChain) {
  const db = await createTestDb(prefix)
  const payoutSim = await startMomoSimulatorProcess()
  const onrampSim = await startOnrampSimulatorProcess()
  // The real adapters, made on first use: after the platform listens, so that their callback URLs are known.
  let baseUrl = ''
  let momo: MomoClient | null = null
  let yc: YellowCardClient | null = null
  const payoutClient = () => (momo ??= momoFromEnv(payoutSim.env, `${baseUrl}/webhooks/partners/momo`))!
  const onrampClient = () => (yc ??= onrampFromEnv(onrampSim.env, `${baseUrl}/webhooks/partners/onramp`))!
  const payout: PayoutPartner = {
    send: (r) => payoutClient().send(r),
    status: (id) => payoutClient().status(id),
    parseCallback: (b) => payoutClient().parseCallback(b),
  }
  const onramp: OnrampPartner = {
    create: (r) => onrampClient().create(r),
    byReference: (id) => onrampClient().byReference(id),
    callback: (raw, headers) => onrampClient().callback(raw, headers),
    sandboxPay: (id) => onrampClient().sandboxPay(id),
  }
  const caas = createCaasModule({ sms: new MemorySmsSender(), pollMs: 100, payout, onramp, ...(live ? { env: live.moduleEnv } : {}) })
  const platform = await withEnv(live?.processEnv ?? {}, () => startTestPlatform(db, [accessModule, webhooksModule, sandboxModule, caas]))
  baseUrl = platform.baseUrl
  const receiver = await startReceiver(undefined, { contract: true })
  t.teardown(async () => {
    await platform.close()
    await receiver.close()
    await payoutSim.stop()
    await onrampSim.stop()
    await db.drop()
  })
  const call = client(platform.baseUrl)
  const owner = (
    await call('POST', '/api/v1/auth/register', {
      body: { email: `fiat@${prefix}.test`, password: 'caas password 1', business_name: 'fiat', account_type: 'business' },
    })
  ).body
  await call('PUT', `/admin/businesses/${owner.business_id}/kyc`, {
    headers: { 'x-admin-token': platform.adminToken },
    body: { status: 'approved' },
  })
  const key = async (name: string) =>
    (
      await call('POST', '/api/v1/api-keys', {
        headers: bearer(owner.access_token),
        body: { name, environment: live ? 'live' : 'test', product: 'caas', permissions: allKeyPermissions('caas') },
      })
    ).body.key as string
  const headers = { 'x-api-key': await key('fiat') }
  const secret = 'fiat-webhook-secret-0123456789'
  const hook = await call('POST', '/v1/dashboard/webhooks', {
    headers: bearer(owner.access_token),
    body: { url: `${receiver.url}/fiat`, secret },
  })
  t.equal(hook.status, 201, 'webhook registered')
  return { db, call, headers, secret, receiver, platform, payoutSim, onrampSim, owner }
}
