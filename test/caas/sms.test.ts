import t, { type Test } from 'tap'
import { accessModule } from '../../actors/accounts/module'
import { createCaasModule } from '../../actors/caas/module'
import { sandboxModule } from '../../actors/sandbox/module'
import {
  SIMULATOR_ACCOUNT_SID,
  SIMULATOR_AUTH_TOKEN,
  startTwilioSimulator,
  type TwilioSimulator,
} from '../../actors/caas/providers/sms/twilio_simulator'
import { createTestDb, type TestDb } from '../support/db'
import { bearer, client } from '../support/http'
import { startTestPlatform } from '../support/platform'
import { allKeyPermissions } from '../support/keys'

const PHONE = '+447911123456'
const STRANGER = '+33612345678'

/** Reads messages as a developer does: GET the simulator's Messages.json with the account's Basic credentials. */
async function textsTo(sim: TwilioSimulator, to: string): Promise<{ body: string; from: string }[]> {
  const auth = `Basic ${Buffer.from(`${SIMULATOR_ACCOUNT_SID}:${SIMULATOR_AUTH_TOKEN}`).toString('base64')}`
  const res = await fetch(`${sim.baseUrl}/2010-04-01/Accounts/${SIMULATOR_ACCOUNT_SID}/Messages.json?To=${encodeURIComponent(to)}`, {
    headers: { authorization: auth },
  })
  return ((await res.json()) as { messages: { body: string; from: string }[] }).messages
}

async function platformWith(t: Test, db: TestDb, env: NodeJS.ProcessEnv, caasEnv: NodeJS.ProcessEnv) {
  const platform = await startTestPlatform(db, [accessModule, sandboxModule, createCaasModule({ pollMs: 100, env: caasEnv })], { env })
  t.teardown(() => platform.close())
  const call = client(platform.baseUrl)
  const merchant = async (name: string, environment: 'test' | 'live') => {
    const owner = (
      await call('POST', '/api/v1/auth/register', {
        body: { email: `${name}@sms.test`, password: 'caas password 1', business_name: name, account_type: 'business' },
      })
    ).body
    // Live CaaS needs approved KYC (actors/caas/live_kyc.ts).
    await call('PUT', `/admin/businesses/${owner.business_id}/kyc`, {
      headers: { 'x-admin-token': platform.adminToken },
      body: { status: 'approved' },
    })
    const key = (
      await call('POST', '/api/v1/api-keys', {
        headers: bearer(owner.access_token),
        body: { name, environment, product: 'caas', permissions: allKeyPermissions('caas') },
      })
    ).body.key as string
    return { 'x-api-key': key }
  }
  return { call, merchant }
}

t.test('CaaS SMS go through the Twilio adapter; the API says what happened, never more', async (t) => {
  const sim = await startTwilioSimulator()
  const db = await createTestDb('caassms')
  t.teardown(async () => {
    await sim.close()
    await db.drop()
  })
  const { call, merchant } = await platformWith(t, db, {}, { SMS_SANDBOX_URL: sim.sandboxUrl, SMS_TIMEOUT_MS: '300' })
  const a = await merchant('a', 'test')
  t.equal((await call('POST', '/caas/v1/users/provision', { headers: a, body: { phone_number: PHONE } })).body.status, 'PROVISIONED')
  const request = (headers: Record<string, string>) =>
    call('POST', '/caas/v1/users/link/request', { headers, body: { phone_number: PHONE } })

  await t.test('link request: the code reaches the simulator through the Twilio API -> 202 CODE_SENT; the code links', async (t) => {
    const b = await merchant('b', 'test')
    t.match(await request(b), { status: 202, body: { status: 'CODE_SENT', expires_at: /Z$/ } })
    const [text] = await textsTo(sim, PHONE)
    t.match(text, { from: '+15005550006', body: /link code is \d{6}/ })
    const code = /(\d{6})/.exec(text!.body)![1]
    t.match(await call('POST', '/caas/v1/users/link/confirm', { headers: b, body: { phone_number: PHONE, code } }), {
      status: 200,
      body: { status: 'LINKED' },
    })
  })

  await t.test('error: the provider refuses (429) -> 503 SMS_UNAVAILABLE with Retry-After', async (t) => {
    const c = await merchant('c', 'test')
    sim.failNext('http429')
    const refused = await request(c)
    t.match(refused, { status: 503, body: { code: 'SMS_UNAVAILABLE', error: /nothing was sent/ } })
    t.equal(refused.headers.get('retry-after'), '60')
  })

  await t.test('link request: the provider answers 500 or not at all -> 202 CODE_PENDING, not CODE_SENT', async (t) => {
    for (const trouble of ['http500', 'hang'] as const) {
      const m = await merchant(`pending-${trouble}`, 'test')
      sim.failNext(trouble)
      t.match(await request(m), { status: 202, body: { status: 'CODE_PENDING' } }, trouble)
    }
  })

  await t.test('transfer to a number nobody onboarded: the funds-received SMS goes through the simulator too', async (t) => {
    t.equal((await call('POST', '/caas/v1/sandbox/fund', { headers: a, body: { phone_number: PHONE, amount: '5' } })).status, 201)
    t.equal(
      (await call('POST', '/caas/v1/sandbox/fund', { headers: a, body: { phone_number: PHONE, amount: '1', currency: 'POL' } })).status,
      201,
    )
    t.equal(
      (await call('POST', '/caas/v1/transfers', { headers: a, body: { from_phone_number: PHONE, to_phone_number: STRANGER, amount: '1' } }))
        .status,
      202,
    )
    const until = Date.now() + 10_000
    while ((await textsTo(sim, STRANGER)).length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50))
    t.match(await textsTo(sim, STRANGER), [{ body: /You received 1\.000000 USDC/ }])
  })
})

t.test(
  'error: production without SMS_PROVIDER -> 503 SMS_NOT_CONFIGURED for live keys; sandbox keys still use the simulator',
  async (t) => {
    const sim = await startTwilioSimulator()
    const db = await createTestDb('caassmsprod')
    t.teardown(async () => {
      await sim.close()
      await db.drop()
    })
    const production = { NODE_ENV: 'production', DATABASE_URL: db.url, LINK_SECRET: Buffer.alloc(32, 9).toString('base64') }
    const { call, merchant } = await platformWith(t, db, production, {
      CAAS_FACTORY_ADDRESS: `0x${'1'.repeat(40)}`,
      SMS_SANDBOX_URL: sim.sandboxUrl,
    })
    const [liveA, liveB, testA, testB] = [
      await merchant('pa', 'live'),
      await merchant('pb', 'live'),
      await merchant('pc', 'test'),
      await merchant('pd', 'test'),
    ]
    for (const owner of [liveA, testA])
      t.equal((await call('POST', '/caas/v1/users/provision', { headers: owner, body: { phone_number: PHONE } })).status, 200)
    t.match(await call('POST', '/caas/v1/users/link/request', { headers: liveB, body: { phone_number: PHONE } }), {
      status: 503,
      body: { code: 'SMS_NOT_CONFIGURED' },
    })
    t.equal((await textsTo(sim, PHONE)).length, 0, 'a live code never goes to the simulator')
    t.match(await call('POST', '/caas/v1/users/link/request', { headers: testB, body: { phone_number: PHONE } }), {
      status: 202,
      body: { status: 'CODE_SENT' },
    })
    t.equal((await textsTo(sim, PHONE)).length, 1)
  },
)
