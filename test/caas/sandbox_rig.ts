/**
 * A CaaS platform without a chain, for tests of who may act on whose user: the sandbox ledger, an SMS sender that
 * keeps what it sent (consent codes are read from it, as the user would read them), and merchants onboarded through
 * the public API with CaaS keys. KYC is approved by the admin route unless a merchant is made without it.
 */
import type { Test } from 'tap'
import { accessModule } from '../../actors/accounts/module'
import { createCaasModule } from '../../actors/caas/module'
import { MemorySmsSender } from '../../actors/caas/sms'
import { sandboxModule } from '../../actors/sandbox/module'
import { createTestDb } from '../support/db'
import { bearer, client, type Reply } from '../support/http'
import { startTestPlatform } from '../support/platform'
import { allKeyPermissions } from '../support/keys'

export interface CaasMerchant {
  readonly businessId: string
  readonly accessToken: string
  /** X-API-Key headers of its test key. */
  readonly test: Record<string, string>
  key(environment: 'test' | 'live'): Promise<Record<string, string>>
}

export async function startCaasSandbox(t: Test, prefix: string) {
  const db = await createTestDb(prefix)
  const sms = new MemorySmsSender()
  const platform = await startTestPlatform(db, [accessModule, sandboxModule, createCaasModule({ sms, pollMs: 100 })])
  t.teardown(async () => {
    await platform.close()
    await db.drop()
  })
  const call = client(platform.baseUrl)
  const admin = { 'x-admin-token': platform.adminToken }
  const setKyc = (businessId: string, status: 'approved' | 'rejected' | 'pending') =>
    call('PUT', `/admin/businesses/${businessId}/kyc`, { headers: admin, body: { status } })

  const merchant = async (name: string, options: { kyc?: boolean } = {}): Promise<CaasMerchant> => {
    const owner = (
      await call('POST', '/api/v1/auth/register', {
        body: { email: `${name}@${prefix}.test`, password: 'caas password 1', business_name: name, account_type: 'business' },
      })
    ).body as { business_id: string; access_token: string }
    if (options.kyc !== false) t.equal((await setKyc(owner.business_id, 'approved')).status, 200, `${name}: KYC approved`)
    const key = async (environment: 'test' | 'live') => {
      const created = await call('POST', '/api/v1/api-keys', {
        headers: bearer(owner.access_token),
        body: { name: `${name}-${environment}`, environment, product: 'caas', permissions: allKeyPermissions('caas') },
      })
      return { 'x-api-key': created.body.key as string }
    }
    return { businessId: owner.business_id, accessToken: owner.access_token, test: await key('test'), key }
  }

  /** The 6-digit code of the latest SMS to `e164`, as the phone's holder reads it. */
  const lastCode = (e164: string): string => {
    const message = sms.sent.filter((m) => m.to === e164).at(-1)
    if (!message) throw new Error(`no SMS to ${e164}`)
    return /(\d{6})/.exec(message.text)![1]!
  }

  /** Polls a transfer until it settles or fails (the executor runs every 100 ms). */
  const transferOutcome = async (headers: Record<string, string>, id: string): Promise<Reply> => {
    const deadline = Date.now() + 15_000
    for (;;) {
      const read = await call('GET', `/caas/v1/transfers/${id}`, { headers })
      if (['SETTLED', 'FAILED'].includes(read.body.status) || Date.now() > deadline) return read
      await new Promise((r) => setTimeout(r, 50))
    }
  }

  const post = (path: string, headers: Record<string, string>, body: unknown) => call('POST', `/caas/v1${path}`, { headers, body })
  const balance = (headers: Record<string, string>, phone: string) =>
    call('GET', `/caas/v1/users/balance?phone_number=${encodeURIComponent(phone)}`, { headers })

  /** Provisions a number for `headers` and funds it on the sandbox ledger with USDC and POL for the fees. */
  const funded = async (headers: Record<string, string>, phone: string, usdc: string) => {
    t.equal((await post('/users/provision', headers, { phone_number: phone })).status, 200)
    t.equal((await post('/sandbox/fund', headers, { phone_number: phone, amount: usdc })).status, 201)
    t.equal((await post('/sandbox/fund', headers, { phone_number: phone, amount: '1', currency: 'POL' })).status, 201)
  }

  return { call, sms, setKyc, merchant, lastCode, transferOutcome, post, balance, funded }
}
