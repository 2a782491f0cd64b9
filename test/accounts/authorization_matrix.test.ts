/**
 * Walks every route the gateway registers and checks the spec's 401/403/404
 * rules for each kind of credential. A route added later is covered
 * automatically, because each route declares its auth in its RouteSpec; and
 * every route must declare a permission from the catalogue (or say outright
 * that any credential of its kind will do). Granting what one does not hold
 * (key creation, rotation, invitation, permission change) is refused.
 */
import t from 'tap'
import { accessModule } from '../../actors/accounts/module'
import { webhooksModule } from '../../actors/webhooks/module'
import { caasModule } from '../../actors/caas/module'
import { waasModule } from '../../actors/wallets/module'
import { checkoutModule } from '../../actors/checkout/module'
import { infoOf, isPermission } from '../../platform/permissions'
import { sandboxModule } from '../../actors/sandbox/module'
import { ANY_KEY, ANY_MEMBER, type RouteSpec } from '../../gateway/http/route'
import { createTestDb } from '../support/db'
import { bearer, client } from '../support/http'
import { startTestPlatform } from '../support/platform'
import { joinTeam } from '../support/team'

const pathOf = (route: RouteSpec<any, any, any>) => route.path.replace(/:[A-Za-z_]+/g, '00000000-0000-4000-8000-000000000000')

/**
 * Why a route's declaration is not acceptable, or null. Types already refuse
 * a missing permission; this catches what a cast or plain JavaScript slips past.
 */
function undeclared(route: RouteSpec<any, any, any>): string | null {
  const auth = route.auth as { kind?: string; product?: string; permission?: unknown } | undefined
  if (!auth || !['public', 'admin', 'jwt', 'apiKey'].includes(auth.kind ?? '')) return 'no auth kind'
  if (auth.kind === 'public' || auth.kind === 'admin') return null
  const literal = auth.kind === 'jwt' ? ANY_MEMBER : ANY_KEY
  if (auth.permission === literal) return null
  if (typeof auth.permission !== 'string' || !isPermission(auth.permission))
    return `permission ${String(auth.permission)} is neither in the catalogue nor ${literal}`
  if (auth.kind === 'apiKey' && infoOf(auth.permission).product !== auth.product)
    return `${auth.permission} is not a permission of ${auth.product} keys`
  return null
}

/** Routes a key holding no permission at all (`permissions: []`) passes: only those any key of the product may call. */
const anyKeyFor = (route: RouteSpec<any, any, any>) => route.auth.kind === 'apiKey' && route.auth.permission === ANY_KEY

t.test('authorization matrix over every registered route', async (t) => {
  const db = await createTestDb('authz')
  const platform = await startTestPlatform(db, [accessModule, webhooksModule, sandboxModule, checkoutModule, waasModule, caasModule])
  t.teardown(async () => {
    await platform.close()
    await db.drop()
  })
  const call = client(platform.baseUrl)
  const register = async (email: string) =>
    (
      await call('POST', '/api/v1/auth/register', {
        body: { email, password: 'matrix password', business_name: email, account_type: 'business' },
      })
    ).body
  const a = await register('a@matrix.test')
  const b = await register('b@matrix.test')
  const keyOf = async (token: string, product: 'payments' | 'caas', permissions: string[]) =>
    (await call('POST', '/api/v1/api-keys', { headers: bearer(token), body: { name: 'k', environment: 'test', product, permissions } }))
      .body
  // Keys holding nothing: a key holds exactly what it was given.
  const paymentsKey = await keyOf(a.access_token, 'payments', [])
  const caasKey = await keyOf(a.access_token, 'caas', [])
  // A real member of a's business holding no permission at all.
  const powerless = (await joinTeam(platform.baseUrl, platform.config.dataDir, a.access_token, 'none@matrix.test', 'member', []))
    .accessToken

  await t.test(
    'every route declares a permission from the catalogue, or public, admin or the explicit any-credential literal',
    async (t) => {
      const all = platform.gateway.server.table.routes
      t.same(
        all.map((r) => [r.method, r.path, undeclared(r)]).filter(([, , why]) => why !== null),
        [],
        'no route without a declared permission',
      )
      const forgotten = { ...all.find((r) => r.auth.kind === 'jwt')!, auth: { kind: 'jwt' } } as unknown as RouteSpec<any, any, any>
      t.match(undeclared(forgotten), /neither in the catalogue/, 'a route without one is caught')
      t.match(
        undeclared({ ...forgotten, auth: { kind: 'apiKey', product: 'caas', permission: 'checkout:manage' } } as never),
        /not a permission of caas keys/,
      )
    },
  )

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
        const plain = (await send({ 'x-api-key': route.auth.product === 'caas' ? caasKey.key : paymentsKey.key })).status
        if (anyKeyFor(route)) t.notOk([401, 403].includes(plain), `a key with no permission passes (${plain})`)
        else t.equal(plain, 403, 'missing permission -> 403')
      }
      if (route.auth.kind === 'jwt') {
        t.equal((await send(bearer('not-a-token'))).status, 401, 'invalid token -> 401')
        t.equal((await send({ 'x-api-key': paymentsKey.key })).status, 401, 'an API key is not a dashboard credential')
        const plain = (await send(bearer(powerless))).status
        if (route.auth.permission === ANY_MEMBER) t.notOk([401, 403].includes(plain), `any member passes (${plain})`)
        else t.equal(plain, 403, 'missing permission -> 403')
      }
      if (route.auth.kind === 'admin') {
        t.equal((await send({ 'x-admin-token': 'wrong' })).status, 401, 'wrong admin token -> 401')
        t.equal((await send(bearer(a.access_token))).status, 401, 'a merchant JWT is not an admin token')
      }
    })
  }

  await t.test('error: nobody grants what they do not hold (key create, rotate, invite, permission change)', async (t) => {
    const admin = await joinTeam(platform.baseUrl, platform.config.dataDir, a.access_token, 'admin@matrix.test', 'admin')
    const asAdmin = bearer(admin.accessToken)
    const notHeld = { status: 403, body: { code: /^(PERMISSION_NOT_HELD|OWNER_ONLY_PERMISSION)$/ } }
    const ownerKey = await keyOf(a.access_token, 'payments', ['wallet:reveal_seed', 'wallet:export_key'])
    t.match(
      await call('POST', '/api/v1/api-keys', {
        headers: asAdmin,
        body: { name: 'x', environment: 'live', product: 'payments', permissions: ['wallet:export_key'] },
      }),
      notHeld,
      'key create',
    )
    t.match(
      await call('POST', `/api/v1/api-keys/${ownerKey.id}/rotate`, { headers: asAdmin }),
      { status: 403, body: { code: 'NOT_KEY_CREATOR' } },
      "key rotate (another's key)",
    )
    t.match(
      await call('POST', '/api/v1/team/invites', {
        headers: asAdmin,
        body: { email: 'y@matrix.test', role: 'admin', permissions: ['wallet:reveal_seed'] },
      }),
      notHeld,
      'invite',
    )
    const granted = await call('PUT', `/api/v1/team/${admin.userId}/permissions`, {
      headers: bearer(a.access_token),
      body: { permissions: ['team:view', 'team:manage_permissions'] },
    })
    t.equal(granted.status, 200, "the owner grants; the admin's token carries it from its next request")
    const none = (await call('GET', '/api/v1/team', { headers: asAdmin })).body.members.find(
      (m: { email: string }) => m.email === 'none@matrix.test',
    )
    t.match(
      await call('PUT', `/api/v1/team/${none.id}/permissions`, { headers: asAdmin, body: { permissions: ['wallet:transfer'] } }),
      notHeld,
      'permission change',
    )
  })

  await t.test("another merchant's resource id -> 404", async (t) => {
    t.equal((await call('POST', `/api/v1/api-keys/${paymentsKey.id}/rotate`, { headers: bearer(b.access_token) })).status, 404)
    t.equal((await call('DELETE', `/api/v1/api-keys/${paymentsKey.id}`, { headers: bearer(b.access_token) })).status, 404)
    const hook = await call('POST', '/v1/dashboard/webhooks', {
      headers: bearer(a.access_token),
      body: { url: 'http://127.0.0.1:9/hook', secret: 'a-shared-secret-1234' },
    })
    t.equal((await call('DELETE', `/v1/dashboard/webhooks/${hook.body.id}`, { headers: bearer(b.access_token) })).status, 404)
    t.equal((await call('GET', '/api/v1/api-keys', { headers: bearer(b.access_token) })).body.total, 0, "b lists none of a's keys")
  })
})
