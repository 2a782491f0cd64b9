/**
 * Walks every route the gateway registers and checks the spec's 401/403/404
 * rules for each kind of credential. A route added later is covered
 * automatically, because each route declares its auth in its RouteSpec.
 */
import t from 'tap'
import { accessModule } from '../../actors/access/module'
import { webhooksModule } from '../../actors/webhooks/module'
import { caasModule } from '../../actors/caas/module'
import { waasModule } from '../../actors/wallet/module'
import { checkoutModule } from '../../actors/checkout/module'
import type { RouteSpec } from '../../gateway/http/route'
import { JwtKeys } from '../../platform/secrets/jwt'
import { createTestDb } from '../support/db'
import { bearer, client } from '../support/http'
import { startTestPlatform } from '../support/platform'

const pathOf = (route: RouteSpec<any, any, any>) => route.path.replace(/:[A-Za-z_]+/g, '00000000-0000-4000-8000-000000000000')

t.test('authorization matrix over every registered route', async (t) => {
  const db = await createTestDb('authz')
  const platform = await startTestPlatform(db, [accessModule, webhooksModule, checkoutModule, waasModule, caasModule])
  t.teardown(async () => {
    await platform.close()
    await db.drop()
  })
  const call = client(platform.baseUrl)
  const register = async (email: string) =>
    (await call('POST', '/api/v1/auth/register', { body: { email, password: 'matrix password', business_name: email, account_type: 'business' } })).body
  const a = await register('a@matrix.test')
  const b = await register('b@matrix.test')
  const keyOf = async (token: string, product: 'payments' | 'caas', permissions: string[]) =>
    (await call('POST', '/api/v1/api-keys', { headers: bearer(token), body: { name: 'k', environment: 'test', product, permissions } })).body
  const paymentsKey = await keyOf(a.access_token, 'payments', ['balance:view'])
  const caasKey = await keyOf(a.access_token, 'caas', [])
  // A real platform-signed token for a user with no permissions at all.
  const powerless = await new JwtKeys(Buffer.from(platform.config.masterKey!, 'base64')).sign({ userId: 'u-none', businessId: a.business_id, role: 'member', permissions: [] }, Date.now())

  const routes = platform.gateway.server.table.routes.filter((r) => r.auth.kind !== 'public')
  t.ok(routes.length >= 20, `${routes.length} authenticated routes`)
  for (const route of routes) {
    const send = (headers: Record<string, string>) => call(route.method, pathOf(route), { headers, ...(route.body ? { body: {} } : {}) })
    await t.test(`${route.method} ${route.path} (${route.auth.kind})`, async (t) => {
      t.equal((await send({})).status, 401, 'no credential -> 401')
      if (route.auth.kind === 'apiKey') {
        t.equal((await send({ 'x-api-key': 'test_sk_000000000000000000000000000000000000000000000000' })).status, 401, 'invalid key -> 401')
        const wrong = route.auth.product === 'payments' ? caasKey.key : paymentsKey.key
        t.equal((await send({ 'x-api-key': wrong })).status, 401, 'wrong product -> 401')
        if (route.auth.permission) t.equal((await send({ 'x-api-key': route.auth.product === 'caas' ? caasKey.key : paymentsKey.key })).status, 403, 'missing permission -> 403')
      }
      if (route.auth.kind === 'jwt') {
        t.equal((await send(bearer('not-a-token'))).status, 401, 'invalid token -> 401')
        t.equal((await send({ 'x-api-key': paymentsKey.key })).status, 401, 'an API key is not a dashboard credential')
        if (route.auth.permission) t.equal((await send(bearer(powerless))).status, 403, 'missing permission -> 403')
      }
      if (route.auth.kind === 'admin') {
        t.equal((await send({ 'x-admin-token': 'wrong' })).status, 401, 'wrong admin token -> 401')
        t.equal((await send(bearer(a.access_token))).status, 401, 'a merchant JWT is not an admin token')
      }
    })
  }

  await t.test("another merchant's resource id -> 404", async (t) => {
    t.equal((await call('POST', `/api/v1/api-keys/${paymentsKey.id}/rotate`, { headers: bearer(b.access_token) })).status, 404)
    t.equal((await call('DELETE', `/api/v1/api-keys/${paymentsKey.id}`, { headers: bearer(b.access_token) })).status, 404)
    const hook = await call('POST', '/v1/dashboard/webhooks', { headers: bearer(a.access_token), body: { url: 'http://127.0.0.1:9/hook', secret: 'a-shared-secret-1234' } })
    t.equal((await call('DELETE', `/v1/dashboard/webhooks/${hook.body.id}`, { headers: bearer(b.access_token) })).status, 404)
    t.equal((await call('GET', '/api/v1/api-keys', { headers: bearer(b.access_token) })).body.total, 0, "b lists none of a's keys")
  })
})
