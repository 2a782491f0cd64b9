import t from 'tap'
import { Secret, TOTP } from 'otpauth'
import { accessModule } from '../../actors/accounts/module'
import { createTestDb } from '../support/db'
import { bearer, client } from '../support/http'
import { startTestPlatform } from '../support/platform'

t.test('accounts and access end to end', async (t) => {
  const db = await createTestDb('acct')
  const platform = await startTestPlatform(db, [accessModule])
  t.teardown(async () => {
    await platform.close()
    await db.drop()
  })
  const call = client(platform.baseUrl)
  const admin = { 'x-admin-token': platform.adminToken }

  const reg = await call('POST', '/api/v1/auth/register', {
    body: { email: 'Owner@Shop.test', password: 'correct horse battery', business_name: 'Shop', account_type: 'business' },
  })
  t.equal(reg.status, 201)
  t.match(reg.body, { user_id: String, business_id: String, access_token: String, refresh_token: /^rt_/ })
  const token = reg.body.access_token as string
  const businessId = reg.body.business_id as string

  await t.test('register: the same email (any case) gets 409', async (t) => {
    const again = await call('POST', '/api/v1/auth/register', {
      body: { email: 'owner@shop.test', password: 'another password', business_name: 'X', account_type: 'individual' },
    })
    t.match(again, { status: 409, body: { code: 'EMAIL_TAKEN' } })
  })

  await t.test('login: good and bad credentials; throttled after repeated failures', async (t) => {
    t.equal(
      (await call('POST', '/api/v1/auth/login', { body: { email: 'owner@shop.test', password: 'correct horse battery' } })).status,
      200,
    )
    t.match(await call('POST', '/api/v1/auth/login', { body: { email: 'nobody@shop.test', password: 'whatever123' } }), {
      status: 401,
      body: { code: 'INVALID_CREDENTIALS' },
    })
    await call('POST', '/api/v1/auth/register', {
      body: { email: 'victim@shop.test', password: 'victim password', business_name: 'V', account_type: 'business' },
    })
    const codes: string[] = []
    for (let i = 0; i < 6; i++)
      codes.push((await call('POST', '/api/v1/auth/login', { body: { email: 'victim@shop.test', password: 'wrong password' } })).body.code)
    t.same(codes.slice(0, 4), ['INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS'])
    t.same(codes.slice(4), ['TOO_MANY_ATTEMPTS', 'TOO_MANY_ATTEMPTS'])
    t.match(
      await call('POST', '/api/v1/auth/login', { body: { email: 'victim@shop.test', password: 'victim password' } }),
      { status: 429 },
      'locked even with the right password',
    )
  })

  await t.test('refresh: rotates; a reused refresh token revokes the family', async (t) => {
    const first = await call('POST', '/api/v1/auth/refresh', { body: { refresh_token: reg.body.refresh_token } })
    t.equal(first.status, 200)
    t.not(first.body.refresh_token, reg.body.refresh_token)
    t.match(await call('POST', '/api/v1/auth/refresh', { body: { refresh_token: reg.body.refresh_token } }), {
      status: 401,
      body: { code: 'INVALID_REFRESH_TOKEN' },
    })
    t.match(
      await call('POST', '/api/v1/auth/refresh', { body: { refresh_token: first.body.refresh_token } }),
      { status: 401 },
      'the whole family is revoked',
    )
  })

  await t.test('api keys: shown once, never listed, rotate and revoke take effect at once', async (t) => {
    const created = await call('POST', '/api/v1/api-keys', {
      headers: bearer(token),
      body: { name: 'server', environment: 'test', product: 'payments' },
    })
    t.equal(created.status, 201)
    const key = created.body.key as string
    t.match(key, /^test_sk_[0-9a-f]{48}$/)
    const list = await call('GET', '/api/v1/api-keys', { headers: bearer(token) })
    t.equal(list.body.total, 1)
    t.notOk(JSON.stringify(list.body).includes(key.slice(8)), 'no secret in the list')
    const prices = (k: string) => call('GET', '/v1/market/prices?symbols=BTC', { headers: { 'x-api-key': k } })
    t.equal((await prices(key)).status, 200)
    t.equal((await prices(key)).status, 200, 'second use served from the cache')
    const rotated = await call('POST', `/api/v1/api-keys/${created.body.id}/rotate`, { headers: bearer(token) })
    t.equal((await prices(key)).status, 401, 'the old key is refused at once')
    t.equal((await prices(rotated.body.key)).status, 200)
    t.equal((await call('DELETE', `/api/v1/api-keys/${created.body.id}`, { headers: bearer(token) })).status, 200)
    t.equal((await prices(rotated.body.key)).status, 401, 'revoked at once')
    const caas = await call('POST', '/api/v1/api-keys', {
      headers: bearer(token),
      body: { name: 'caas', environment: 'live', product: 'caas' },
    })
    t.match(caas.body.key, /^svc_sk_live_/)
    t.equal((await prices(caas.body.key)).status, 401, 'a CaaS key is refused on payments routes')
    t.equal((await call('GET', '/v1/market/prices', { headers: { authorization: `Bearer ${rotated.body.key}` } })).status, 401)
  })

  await t.test('legacy keys: toggle-sandbox flips their environment; prefixed keys cannot', async (t) => {
    const legacy = await call('POST', '/api/v1/api-keys', {
      headers: bearer(token),
      body: { name: 'old', environment: 'live', product: 'payments', legacy: true },
    })
    t.match(legacy.body, { legacy: true, environment: 'live', key: /^sk_/ })
    const toggled = await call('POST', '/api/v1/api-keys/toggle-sandbox', { headers: bearer(token), body: { id: legacy.body.id } })
    t.match(toggled.body, { environment: 'test' })
    const modern = await call('POST', '/api/v1/api-keys', {
      headers: bearer(token),
      body: { name: 'new', environment: 'live', product: 'payments' },
    })
    t.match(await call('POST', '/api/v1/api-keys/toggle-sandbox', { headers: bearer(token), body: { id: modern.body.id } }), {
      status: 400,
      body: { code: 'NOT_LEGACY_KEY' },
    })
  })

  await t.test('2fa: setup, enable, then login needs otp_code', async (t) => {
    const setup = await call('POST', '/api/v1/auth/2fa/setup', { headers: bearer(token) })
    t.match(setup.body.qr_code_url, /^otpauth:\/\/totp\//)
    const totp = new TOTP({ secret: Secret.fromBase32(setup.body.secret), digits: 6, period: 30 })
    t.match(
      await call('POST', '/api/v1/auth/2fa/enable', {
        headers: bearer(token),
        body: { code: '000000' === totp.generate() ? '111111' : '000000' },
      }),
      { status: 401, body: { code: 'INVALID_OTP' } },
    )
    t.equal((await call('POST', '/api/v1/auth/2fa/enable', { headers: bearer(token), body: { code: totp.generate() } })).status, 200)
    t.match((await call('GET', '/api/v1/auth/2fa/status', { headers: bearer(token) })).body, { enabled: true })
    t.match(await call('POST', '/api/v1/auth/login', { body: { email: 'owner@shop.test', password: 'correct horse battery' } }), {
      status: 401,
      body: { code: 'OTP_REQUIRED' },
    })
    t.equal(
      (
        await call('POST', '/api/v1/auth/login', {
          body: { email: 'owner@shop.test', password: 'correct horse battery', otp_code: totp.generate() },
        })
      ).status,
      200,
    )
  })

  await t.test('admin and subscription', async (t) => {
    t.match(await call('PUT', `/admin/businesses/${businessId}/kyc`, { body: { status: 'approved' } }), { status: 401 })
    t.match(await call('PUT', `/admin/businesses/${businessId}/kyc`, { headers: admin, body: { status: 'approved' } }), {
      status: 200,
      body: { kyc_status: 'approved' },
    })
    t.match(await call('PUT', '/admin/businesses/nope/kyc', { headers: admin, body: { status: 'approved' } }), { status: 404 })
    t.match((await call('GET', '/api/v1/subscription/plans')).body.plans[0], {
      id: 'starter',
      price_monthly: 13,
      limits: { max_wallet_addresses: 5 },
    })
    const current = await call('GET', '/api/v1/subscription/current', { headers: { 'x-authorization': `Bearer ${token}` } })
    t.match(current.body, {
      plan: { name: 'starter', status: 'active' },
      limits: { max_wallet_addresses: 5, max_transactions_per_month: 1000 },
      features: { webhooks: false },
    })
    t.match(
      (await call('POST', '/api/v1/subscription/upgrade', { headers: bearer(token), body: { plan: 'professional', duration: 'annual' } }))
        .body,
      { plan: 'professional', status: 'active' },
    )
    t.match(
      (
        await call('PUT', `/admin/businesses/${businessId}/subscription`, {
          headers: admin,
          body: { plan: 'business', duration: 'monthly', status: 'cancelled' },
        })
      ).body,
      { plan: { name: 'business', status: 'cancelled' } },
    )
    t.match((await call('GET', `/admin/businesses/${businessId}/subscription`, { headers: admin })).body, {
      business_id: businessId,
      plan: { status: 'cancelled' },
    })
    t.match(await call('PUT', `/admin/businesses/${businessId}/otc-access`, { headers: admin, body: { approved: true } }), {
      status: 200,
      body: { otc_access: true },
    })
  })
})
