/**
 * Issue #27 through REST, over every registered route of every built-in
 * product: a credential reaches exactly the routes its permissions gate.
 * For each route that names a catalogue permission:
 *  - a key (or member) given just that permission passes authorization;
 *  - a key given every other permission of its product does not (403 FORBIDDEN);
 *  - a key made without a list passes only read routes; a default member only
 *    the routes its role's defaults name.
 * And the findings of the threat review, each as the attacker tried it.
 */
import t from 'tap'
import { BUILT_IN_MODULES } from '../../roles/modules'
import { CATALOGUE, KEY_DEFAULT, isPermission, type Permission } from '../../platform/permissions'
import { ROLE_PERMISSIONS } from '../../actors/accounts/roles'
import type { RouteSpec } from '../../gateway/http/route'
import { createTestDb } from '../support/db'
import { bearer, client, type Reply } from '../support/http'
import { allKeyPermissions } from '../support/keys'
import { registerOwner } from '../support/owner'
import { startTestPlatform } from '../support/platform'
import { joinTeam } from '../support/team'

const pathOf = (route: RouteSpec<any, any, any>) => route.path.replace(/:[A-Za-z_]+/g, '00000000-0000-4000-8000-000000000000')
/** Authorization refused: 401, or the authenticator's own 403 (a handler's 403 carries its own code). */
const refused = (r: Reply) => r.status === 401 || (r.status === 403 && r.body?.code === 'FORBIDDEN')

t.test('least privilege over every route', async (t) => {
  const db = await createTestDb('leastpriv')
  const platform = await startTestPlatform(db, [...BUILT_IN_MODULES])
  t.teardown(async () => {
    await platform.close()
    await db.drop()
  })
  const call = client(platform.baseUrl)
  const owner = await registerOwner(call, 'owner@least.test', 'Least')
  const makeKey = async (product: 'payments' | 'caas', permissions?: readonly string[]) => {
    const res = await call('POST', '/api/v1/api-keys', {
      headers: bearer(owner.access_token),
      body: { name: 'k', environment: 'test', product, ...(permissions ? { permissions } : {}) },
    })
    if (res.status !== 201) throw new Error(`key: ${res.status} ${JSON.stringify(res.body)}`)
    return res.body as { key: string; permissions: string[] }
  }
  const defaults = { payments: await makeKey('payments'), caas: await makeKey('caas') }
  const member = await joinTeam(platform.baseUrl, platform.config.dataDir, owner.access_token, 'member@least.test', 'member')
  const send = (route: RouteSpec<any, any, any>, headers: Record<string, string>) =>
    call(route.method, pathOf(route), { headers, ...(route.body ? { body: {} } : {}) })

  const routes = platform.gateway.server.table.routes.filter(
    (r) => (r.auth.kind === 'apiKey' || r.auth.kind === 'jwt') && isPermission(String(r.auth.permission)),
  )
  const keysFor = new Map<string, { only: string; allBut: string }>()
  for (const route of routes.filter((r) => r.auth.kind === 'apiKey')) {
    if (route.auth.kind !== 'apiKey') continue
    const permission = route.auth.permission as Permission
    await t.test(`${route.method} ${route.path} (${permission}, key)`, async (t) => {
      const product = route.auth.kind === 'apiKey' ? route.auth.product : 'payments'
      if (!keysFor.has(permission)) {
        const only = await makeKey(product, [permission])
        const allBut = await makeKey(
          product,
          allKeyPermissions(product, { ownerOnly: true }).filter((p) => p !== permission),
        )
        t.same(only.permissions, [permission], 'a key made with a list holds exactly that list')
        keysFor.set(permission, { only: only.key, allBut: allBut.key })
      }
      const keys = keysFor.get(permission)!
      t.notOk(refused(await send(route, { 'x-api-key': keys.only })), 'the one permission it needs suffices')
      t.ok(refused(await send(route, { 'x-api-key': keys.allBut })), 'every other permission does not')
      const byDefault = await send(route, { 'x-api-key': defaults[product].key })
      if (KEY_DEFAULT[product].includes(permission)) t.notOk(refused(byDefault), 'a read route: the default key passes')
      else t.ok(refused(byDefault), `a ${CATALOGUE[permission].kind} route: a key made without a list is refused`)
    })
  }
  for (const route of routes.filter((r) => r.auth.kind === 'jwt')) {
    const permission = route.auth.kind === 'jwt' ? (route.auth.permission as Permission) : ('' as Permission)
    await t.test(`${route.method} ${route.path} (${permission}, member)`, async (t) => {
      const answer = await send(route, bearer(member.accessToken))
      if (ROLE_PERMISSIONS.member.includes(permission)) t.notOk(refused(answer), 'in the member defaults: passes')
      else t.ok(refused(answer), `not in the member defaults (${CATALOGUE[permission].kind}): refused`)
    })
  }
  t.same(
    ROLE_PERMISSIONS.member.filter((p) => CATALOGUE[p].kind === 'money'),
    [],
    'a default member holds nothing that moves money',
  )

  await t.test('the findings, as tried', async (t) => {
    const readOnly = await makeKey('payments', ['checkout:view'])
    t.same(readOnly.permissions, ['checkout:view'], '["checkout:view"] answers exactly that, not checkout:manage too')
    t.match(
      await call('POST', '/api/v1/refunds', {
        headers: { 'x-api-key': readOnly.key },
        body: {
          session_id: '00000000-0000-4000-8000-000000000000',
          reason: 'x',
          amount: '5.00',
          refund_address: '0x000000000000000000000000000000000000dEaD',
        },
      }),
      { status: 403, body: { code: 'FORBIDDEN' } },
      'a read-only key cannot refund',
    )
    for (const list of [[], ['caas:users']]) {
      const caas = await makeKey('caas', list)
      t.same(caas.permissions, list, `a CaaS key made with ${JSON.stringify(list)} holds exactly that`)
      const headers = { 'x-api-key': caas.key }
      t.match(await call('POST', '/caas/v1/transfers', { headers, body: {} }), { status: 403 }, 'it moves no USDC')
      t.match(await call('POST', '/caas/v1/swaps', { headers, body: {} }), { status: 403 }, 'it swaps nothing')
    }
    const headers = { 'x-api-key': defaults.payments.key }
    t.match(
      await call('POST', '/api/v1/giftcards/orders', {
        headers,
        body: { reference: 'r1', product_id: 1, unit_price: '10', recipient_email: 'attacker@example.com' },
      }),
      { status: 403 },
      'a key made without a list buys no gift card',
    )
    t.match(
      await call('POST', '/api/v1/wallet/fees', {
        headers,
        body: { fee_percent: '0.5', is_enabled: true, fee_addresses: { ETH: '0x000000000000000000000000000000000000dEaD' } },
      }),
      { status: 403 },
      'nor sets the WaaS fee',
    )
    const manager = await makeKey('payments', ['wallet:manage'])
    t.match(
      await call('PUT', '/api/v1/wallet/fees/addresses', {
        headers: { 'x-api-key': manager.key },
        body: { addresses: { ETH: '0x000000000000000000000000000000000000dEaD' } },
      }),
      { status: 403 },
      'wallet:manage does not redirect fees',
    )
    const nothing = await makeKey('payments', [])
    for (const path of ['/api/v1/wallet/customers', '/api/v1/wallet/fees', '/api/v1/wallet/earnings', '/api/v1/wallet/addresses']) {
      t.match(await call('GET', path, { headers: { 'x-api-key': nothing.key } }), { status: 403 }, `${path} needs wallet:view`)
    }
  })
})
