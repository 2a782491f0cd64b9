/**
 * Two-factor off again: disabling needs a fresh valid code (one already used
 * is refused), then status says off and a second disable is 400. The clock is
 * the test's, so the next 30 s code is reached without waiting.
 */
import t from 'tap'
import { Secret, TOTP } from 'otpauth'
import { ManualClock } from '../../platform/clock'
import { accessModule } from '../../actors/accounts/module'
import { createTestDb } from '../support/db'
import { bearer, client } from '../support/http'
import { startTestPlatform } from '../support/platform'

t.test('2fa: enable, then disable with the next code', async (t) => {
  const db = await createTestDb('twofa')
  // Real time to start with, so the access tokens it signs are current for the gateway.
  const clock = new ManualClock(Date.now())
  const platform = await startTestPlatform(db, [accessModule], { clock })
  t.teardown(async () => {
    await platform.close()
    await db.drop()
  })
  const call = client(platform.baseUrl)
  const reg = await call('POST', '/api/v1/auth/register', {
    body: { email: 'twofa@shop.test', password: 'correct horse battery', business_name: 'Shop', account_type: 'business' },
  })
  t.equal(reg.status, 201)
  const headers = bearer(reg.body.access_token as string)
  const setup = await call('POST', '/api/v1/auth/2fa/setup', { headers })
  const totp = new TOTP({ secret: Secret.fromBase32(setup.body.secret), digits: 6, period: 30 })
  const code = () => totp.generate({ timestamp: clock.nowMs() })
  const used = code()
  t.match(await call('POST', '/api/v1/auth/2fa/enable', { headers, body: { code: used } }), {
    status: 200,
    body: { enabled: true, message: 'Two-factor authentication enabled.' },
  })
  t.match(await call('POST', '/api/v1/auth/2fa/disable', { headers, body: { code: used } }), {
    status: 401,
    body: { code: 'OTP_REUSED' },
  })
  clock.advance(30_000)
  t.same((await call('POST', '/api/v1/auth/2fa/disable', { headers, body: { code: code() } })).body, {
    enabled: false,
    message: 'Two-factor authentication disabled.',
  })
  t.same((await call('GET', '/api/v1/auth/2fa/status', { headers })).body, { enabled: false, verified: false })
  t.match(await call('POST', '/api/v1/auth/2fa/disable', { headers, body: { code: code() } }), {
    status: 400,
    body: { code: '2FA_NOT_ENABLED' },
  })
})
