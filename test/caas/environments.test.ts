import t from 'tap'
import { accessModule } from '../../actors/accounts/module'
import { createCaasModule } from '../../actors/caas/module'
import { MemorySmsSender } from '../../actors/caas/sms'
import { sandboxModule } from '../../actors/sandbox/module'
import { createTestDb } from '../support/db'
import { bearer, client } from '../support/http'
import { startTestPlatform } from '../support/platform'
import { allKeyPermissions } from '../support/keys'

// Test and live CaaS data are separate on every path: a key of the other environment gets 404, never 403, so nothing confirms existence.
t.test('CaaS environments: a live key never reads or acts on sandbox users and transfers, nor a test key on live ones', async (t) => {
  const db = await createTestDb('caasenv')
  const sms = new MemorySmsSender()
  const platform = await startTestPlatform(db, [accessModule, sandboxModule, createCaasModule({ sms, pollMs: 100 })])
  t.teardown(async () => {
    await platform.close()
    await db.drop()
  })
  const call = client(platform.baseUrl)
  const owner = (
    await call('POST', '/api/v1/auth/register', {
      body: { email: 'env@caas.test', password: 'caas password 1', business_name: 'env', account_type: 'business' },
    })
  ).body
  // Live CaaS needs approved KYC (actors/caas/live_kyc.ts; test/caas/live_kyc.test.ts).
  await call('PUT', `/admin/businesses/${owner.business_id}/kyc`, {
    headers: { 'x-admin-token': platform.adminToken },
    body: { status: 'approved' },
  })
  const key = async (environment: string) => ({
    'x-api-key': (
      await call('POST', '/api/v1/api-keys', {
        headers: bearer(owner.access_token),
        body: { name: environment, environment, product: 'caas', permissions: allKeyPermissions('caas') },
      })
    ).body.key as string,
  })
  const test = await key('test')
  const live = await key('live')
  const SENDER = '+447911123456'
  const RECIPIENT = '+254712345678'
  const balance = (headers: Record<string, string>, phone: string) =>
    call('GET', `/caas/v1/users/balance?phone_number=${encodeURIComponent(phone)}`, { headers })

  t.equal((await call('POST', '/caas/v1/users/provision', { headers: test, body: { phone_number: SENDER } })).body.status, 'PROVISIONED')
  t.equal((await call('POST', '/caas/v1/sandbox/fund', { headers: test, body: { phone_number: SENDER, amount: '5' } })).status, 201)
  const sent = await call('POST', '/caas/v1/transfers', {
    headers: test,
    body: { from_phone_number: SENDER, to_phone_number: RECIPIENT, amount: '1' },
  })
  t.match(sent, { status: 202, body: { transfer_id: /^ctr_/ } })
  const id = sent.body.transfer_id as string

  await t.test('transfers: GET of a sandbox transfer with a live key -> 404 transfer_not_found (both prefixes)', async (t) => {
    t.equal((await call('GET', `/caas/v1/transfers/${id}`, { headers: test })).status, 200, 'the test key reads it')
    for (const prefix of ['/caas/v1', '/caas/api/v1']) {
      t.match(
        await call('GET', `${prefix}/transfers/${id}`, { headers: live }),
        { status: 404, body: { code: 'TRANSFER_NOT_FOUND' } },
        prefix,
      )
    }
  })

  await t.test('transfers: a live key cannot send from a sandbox user (404 user_not_found)', async (t) => {
    const refused = await call('POST', '/caas/v1/transfers', {
      headers: live,
      body: { from_phone_number: SENDER, to_phone_number: RECIPIENT, amount: '1' },
    })
    t.match(refused, { status: 404, body: { code: 'USER_NOT_FOUND' } })
  })

  await t.test('users: balance, link request and phone change with a live key do not reach the sandbox user', async (t) => {
    t.equal((await balance(test, SENDER)).status, 200)
    t.match(await balance(live, SENDER), { status: 404, body: { code: 'USER_NOT_FOUND' } })
    const smsBefore = sms.sent.length
    t.match(await call('POST', '/caas/v1/users/link/request', { headers: live, body: { phone_number: SENDER } }), { status: 404 })
    t.equal(sms.sent.length, smsBefore, 'no code is texted for a user of the other environment')
    const change = await call('POST', '/caas/v1/users/phone/change', {
      headers: live,
      body: { phone_number: SENDER, new_phone_number: '+447700900123' },
    })
    t.match(change, { status: 404, body: { code: 'USER_NOT_FOUND' } })
    t.equal((await balance(test, SENDER)).status, 200, 'the sandbox user is untouched')
  })

  await t.test('users: the live provision of the same number is a new user with its own wallet; each key sees only its own', async (t) => {
    const sandboxUser = (await call('POST', '/caas/v1/users/provision', { headers: test, body: { phone_number: SENDER } })).body
    const liveUser = await call('POST', '/caas/v1/users/provision', { headers: live, body: { phone_number: SENDER } })
    t.match(liveUser, { status: 200, body: { status: 'PROVISIONED' } }, 'not ALREADY_EXISTS: the sandbox user is not this one')
    t.not(liveUser.body.wallet_address, sandboxUser.wallet_address)
    t.equal(sandboxUser.status, 'ALREADY_EXISTS')
  })

  await t.test('transfers: a live transfer id is not readable with the test key', async (t) => {
    // Without a live chain the transfer fails, but it exists, and only for the live key.
    const liveSent = await call('POST', '/caas/v1/transfers', {
      headers: live,
      body: { from_phone_number: SENDER, to_phone_number: RECIPIENT, amount: '1' },
    })
    t.equal(liveSent.status, 202)
    const read = await call('GET', `/caas/v1/transfers/${liveSent.body.transfer_id}`, { headers: live })
    t.equal(read.status, 200)
    // Fields that do not apply (tx_hash of a transfer never sent, settled_at) are omitted, not null (spec: CaaS webhooks).
    t.same(
      Object.entries(read.body).filter(([, v]) => v === null),
      [],
      'no null fields',
    )
    t.notOk('settled_at' in read.body)
    t.match(await call('GET', `/caas/v1/transfers/${liveSent.body.transfer_id}`, { headers: test }), {
      status: 404,
      body: { code: 'TRANSFER_NOT_FOUND' },
    })
  })

  await t.test('sandbox funding: a live key gets 403 SANDBOX_ONLY', async (t) => {
    t.match(await call('POST', '/caas/v1/sandbox/fund', { headers: live, body: { phone_number: SENDER, amount: '5' } }), {
      status: 403,
      body: { code: 'SANDBOX_ONLY' },
    })
  })
})
