/** A whole platform with WaaS, a registered merchant and its API keys, for the test/waas files. */
import { accessModule } from '../../actors/accounts/module'
import { webhooksModule } from '../../actors/webhooks/module'
import { waasModule } from '../../actors/wallets/module'
import { chainsModule } from '../../actors/chains/module'
import { sandboxModule } from '../../actors/sandbox/module'
import { createTestDb, type TestDb } from './db'
import { bearer, client, type Reply } from './http'
import { startTestPlatform, type TestPlatform } from './platform'
import { startReceiver, type Receiver } from './receiver'
import { allKeyPermissions } from './keys'

export const WAAS_MODULES = [accessModule, webhooksModule, sandboxModule, chainsModule, waasModule]
export const ALL_WALLET_PERMISSIONS = allKeyPermissions('payments', { ownerOnly: true }).filter(
  (p) => p.startsWith('wallet:') || p === 'balance:view',
)

export interface WaasRig {
  readonly db: TestDb
  readonly platform: TestPlatform
  readonly owner: { access_token: string; business_id: string }
  call(method: string, path: string, options?: { body?: unknown; headers?: Record<string, string> }): Promise<Reply>
  /** A new API key of this merchant. */
  key(environment: 'test' | 'live', permissions?: string[], product?: 'payments' | 'caas'): Promise<string>
  /** With a key: `as(key)('POST', path, body)`. */
  as(key: string): (method: string, path: string, body?: unknown) => Promise<Reply>
  /** Admin: set the plan (professional enables webhooks; status 'expired' makes gated calls 402). */
  plan(plan: 'starter' | 'professional' | 'business' | 'enterprise', status?: 'active' | 'expired'): Promise<void>
  /** A webhook receiver configured as the merchant's payments endpoint. */
  webhooks(walletWebhookEnabled: boolean): Promise<Receiver>
  close(): Promise<void>
}

export async function startWaas(prefix: string, env: NodeJS.ProcessEnv = {}, modules = WAAS_MODULES): Promise<WaasRig> {
  // The chain service and watchers read process.env (each tap file is its own process), the config reads `env`.
  Object.assign(process.env, env)
  const db = await createTestDb(prefix)
  const platform = await startTestPlatform(db, modules, { env })
  const call = client(platform.baseUrl)
  const email = `${prefix}-${Date.now()}@waas.test`
  const owner = (
    await call('POST', '/api/v1/auth/register', {
      body: { email, password: 'waas password 1', business_name: 'Wallet Shop', account_type: 'business' },
    })
  ).body
  const receivers: Receiver[] = []
  return {
    db,
    platform,
    owner,
    call,
    async key(environment, permissions, product = 'payments') {
      const res = await call('POST', '/api/v1/api-keys', {
        headers: bearer(owner.access_token),
        // Without a list the platform's own default: the product's read-only set.
        body: { name: environment, environment, product, ...(permissions ? { permissions } : {}) },
      })
      if (res.status !== 201) throw new Error(`api key: ${res.status} ${JSON.stringify(res.body)}`)
      return res.body.key as string
    },
    as: (key) => (method, path, body) => call(method, path, { headers: { 'x-api-key': key }, ...(body !== undefined ? { body } : {}) }),
    async plan(plan, status) {
      const res = await call('PUT', `/admin/businesses/${owner.business_id}/subscription`, {
        headers: { 'x-admin-token': platform.adminToken },
        body: { plan, duration: 'monthly', ...(status ? { status } : {}) },
      })
      if (res.status !== 200) throw new Error(`plan: ${res.status} ${JSON.stringify(res.body)}`)
    },
    async webhooks(walletWebhookEnabled) {
      const receiver = await startReceiver(undefined, { contract: true })
      receivers.push(receiver)
      const res = await call('POST', '/api/v1/settings/webhook', {
        headers: bearer(owner.access_token),
        body: { webhook_url: receiver.url, wallet_webhook_enabled: walletWebhookEnabled },
      })
      if (res.status !== 200) throw new Error(`webhook: ${res.status} ${JSON.stringify(res.body)}`)
      return receiver
    },
    async close() {
      await platform.close()
      for (const r of receivers) await r.close()
      await db.drop()
    },
  }
}

/** Polls `check` until it returns a value (bounded); for the background watcher and tracker. */
export async function eventually<T>(
  check: () => Promise<T | undefined | null | false>,
  timeoutMs = 15_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** The wallet.* webhook bodies a receiver got, in arrival order. */
export const walletEvents = (receiver: Receiver) =>
  receiver.received
    .map((r) => JSON.parse(r.rawBody) as { event: string; data: Record<string, any> })
    .filter((b) => b.event.startsWith('wallet.'))
