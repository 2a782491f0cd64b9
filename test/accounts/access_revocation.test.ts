/**
 * Issue #15 item 2 through REST: the CaaS dashboard webhooks and plan changes
 * are guarded, and a removed or downgraded member loses access on its very
 * next request, with the access token it already holds.
 */
import t from 'tap'
import { accessModule } from '../../actors/accounts/module'
import { checkoutModule } from '../../actors/checkout/module'
import { webhooksModule } from '../../actors/webhooks/module'
import { createTestDb } from '../support/db'
import { bearer, client } from '../support/http'
import { startTestPlatform } from '../support/platform'
import { joinTeam } from '../support/team'

t.test('guarded dashboard routes and immediate loss of access', async (t) => {
  const db = await createTestDb('revoke')
  const platform = await startTestPlatform(db, [accessModule, webhooksModule, checkoutModule])
  t.teardown(async () => {
    await platform.close()
    await db.drop()
  })
  const call = client(platform.baseUrl)
  const owner = (
    await call('POST', '/api/v1/auth/register', {
      body: { email: 'owner@revoke.test', password: 'owner password', business_name: 'Revoke', account_type: 'business' },
    })
  ).body
  const join = (email: string, role: 'admin' | 'member', permissions?: string[]) =>
    joinTeam(platform.baseUrl, platform.config.dataDir, owner.access_token, email, role, permissions)
  const viewer = await join('viewer@revoke.test', 'member', ['team:view'])
  const as = (token: string) => (method: string, path: string, body?: unknown) =>
    call(method, path, { headers: bearer(token), ...(body !== undefined ? { body } : {}) })

  await t.test('error: a team:view member cannot touch CaaS dashboard webhooks', async (t) => {
    const hook = await as(owner.access_token)('POST', '/v1/dashboard/webhooks', {
      url: 'http://127.0.0.1:9/hook',
      secret: 'a-shared-secret-1234',
    })
    t.equal(hook.status, 201, 'the owner can')
    const viewerCall = as(viewer.accessToken)
    t.match(await viewerCall('POST', '/v1/dashboard/webhooks', { url: 'http://127.0.0.1:9/evil', secret: 'a-shared-secret-1234' }), {
      status: 403,
      body: { code: 'FORBIDDEN', error: /settings:manage/ },
    })
    t.equal((await viewerCall('GET', '/v1/dashboard/webhooks')).status, 403)
    t.equal((await viewerCall('GET', '/v1/dashboard/webhooks/logs')).status, 403)
    t.equal((await viewerCall('DELETE', `/v1/dashboard/webhooks/${hook.body.id}`)).status, 403)
    t.match(
      (await as(owner.access_token)('GET', '/v1/dashboard/webhooks')).body,
      { total: 1, webhooks: [{ id: hook.body.id, is_active: true }] },
      'the integration is untouched',
    )
  })

  await t.test('error: plan changes need billing:manage', async (t) => {
    const viewerCall = as(viewer.accessToken)
    t.match(await viewerCall('POST', '/api/v1/subscription/upgrade', { plan: 'enterprise', duration: 'annual' }), {
      status: 403,
      body: { error: /billing:manage/ },
    })
    t.match(await viewerCall('POST', '/api/v1/subscription/crypto-checkout', { plan: 'enterprise' }), {
      status: 403,
      body: { error: /billing:manage/ },
    })
    t.equal((await viewerCall('GET', '/api/v1/subscription/current')).status, 200, 'reading the plan stays open to members')
    const admin = await join('admin@revoke.test', 'admin')
    t.match(
      await as(admin.accessToken)('POST', '/api/v1/subscription/upgrade', { plan: 'professional', duration: 'monthly' }),
      { status: 200, body: { plan: 'professional' } },
      'admins hold billing:manage',
    )
  })

  await t.test('a downgraded member loses the permission at once; a removed one loses everything', async (t) => {
    const member = await join('member@revoke.test', 'member', ['team:view'])
    const memberCall = as(member.accessToken)
    t.equal((await memberCall('GET', '/api/v1/team')).status, 200)
    t.equal((await as(owner.access_token)('PUT', `/api/v1/team/${member.userId}/permissions`, { permissions: [] })).status, 200)
    t.match(await memberCall('GET', '/api/v1/team'), { status: 403 }, 'the same token, refused on the next request')
    t.equal((await memberCall('GET', '/api/v1/auth/2fa/status')).status, 200, 'still a member')
    t.equal((await as(owner.access_token)('DELETE', `/api/v1/team/${member.userId}`)).status, 200)
    t.match(await memberCall('GET', '/api/v1/auth/2fa/status'), { status: 401 }, 'removed: the unexpired token is refused at once')
    t.match(
      await call('POST', '/api/v1/auth/refresh', { body: { refresh_token: member.refreshToken } }),
      { status: 401, body: { code: 'INVALID_REFRESH_TOKEN' } },
      'and its refresh token is dead',
    )
  })
})
