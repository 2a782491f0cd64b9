/**
 * Issue #15 items 1 and 3 through REST: nobody grants what they do not hold
 * (keys, rotation, invitations, permission changes), the owner-only
 * permissions come only from the owner, permission names are checked against
 * the catalogue and the key's product, and a key created with `permissions: []`
 * can still do its product's everyday operations.
 */
import t from 'tap'
import { accessModule } from '../../actors/accounts/module'
import { caasModule } from '../../actors/caas/module'
import { checkoutModule } from '../../actors/checkout/module'
import { waasModule } from '../../actors/wallets/module'
import { createTestDb } from '../support/db'
import { bearer, client } from '../support/http'
import { startTestPlatform } from '../support/platform'
import { joinTeam } from '../support/team'

const SEED_AND_KEYS = ['wallet:reveal_seed', 'wallet:export_key', 'wallet:transfer']

t.test('grants: only what the caller holds; names from the catalogue', async (t) => {
  const db = await createTestDb('grants')
  const platform = await startTestPlatform(db, [accessModule, checkoutModule, waasModule, caasModule])
  t.teardown(async () => {
    await platform.close()
    await db.drop()
  })
  const call = client(platform.baseUrl)
  const owner = (
    await call('POST', '/api/v1/auth/register', {
      body: { email: 'owner@grants.test', password: 'owner password', business_name: 'Grants', account_type: 'business' },
    })
  ).body
  const join = (email: string, role: 'admin' | 'member', permissions?: string[]) =>
    joinTeam(platform.baseUrl, platform.config.dataDir, owner.access_token, email, role, permissions)
  const admin = await join('admin@grants.test', 'admin')
  const createKey = (token: string, body: Record<string, unknown>) =>
    call('POST', '/api/v1/api-keys', { headers: bearer(token), body: { name: 'k', environment: 'test', product: 'payments', ...body } })

  await t.test('error: an admin cannot create a key with seed reveal or key export (test or live)', async (t) => {
    for (const environment of ['test', 'live']) {
      const res = await createKey(admin.accessToken, { environment, permissions: SEED_AND_KEYS })
      t.match(res, { status: 403, body: { code: 'PERMISSION_NOT_HELD', error: /wallet:reveal_seed, wallet:export_key/ } }, environment)
    }
    t.equal((await createKey(admin.accessToken, { permissions: ['wallet:transfer'] })).status, 201, 'what the admin holds it may grant')
    const defaulted = await createKey(admin.accessToken, {})
    t.equal(defaulted.status, 201)
    t.notOk(defaulted.body.permissions.includes('wallet:reveal_seed'), 'the default set never carries seed reveal')
  })

  await t.test("error: an admin cannot rotate the owner's full key and receive its secret", async (t) => {
    const full = await createKey(owner.access_token, { permissions: SEED_AND_KEYS })
    t.equal(full.status, 201, 'the owner may')
    t.match(await call('POST', `/api/v1/api-keys/${full.body.id}/rotate`, { headers: bearer(admin.accessToken) }), {
      status: 403,
      body: { code: 'NOT_KEY_CREATOR' },
    })
    const listed = (await call('GET', '/api/v1/api-keys', { headers: bearer(owner.access_token) })).body.keys.find(
      (k: { id: string }) => k.id === full.body.id,
    )
    t.notOk('rotated_at' in listed, 'the key was not rotated: the field is left out, not null')
    t.equal(
      (await call('POST', `/api/v1/api-keys/${full.body.id}/rotate`, { headers: bearer(owner.access_token) })).status,
      200,
      'the owner can rotate it',
    )
  })

  await t.test('error: owner-only permissions come only from the owner, even from someone who was given one', async (t) => {
    t.match(
      await call('POST', '/api/v1/team/invites', {
        headers: bearer(admin.accessToken),
        body: { email: 'x@grants.test', role: 'member', permissions: ['team:manage_permissions'] },
      }),
      { status: 403, body: { code: 'PERMISSION_NOT_HELD' } },
    )
    const given = await call('PUT', `/api/v1/team/${admin.userId}/permissions`, {
      headers: bearer(owner.access_token),
      body: { permissions: ['api_keys:manage', 'wallet:reveal_seed', 'checkout:manage', 'checkout:view', 'balance:view'] },
    })
    t.equal(given.status, 200, 'the owner grants seed reveal to the admin')
    t.match(await createKey(admin.accessToken, { permissions: ['wallet:reveal_seed'] }), {
      status: 403,
      body: { code: 'OWNER_ONLY_PERMISSION', error: /wallet:reveal_seed/ },
    })
  })

  await t.test('error: a member given team:manage_permissions cannot raise itself or change someone holding more', async (t) => {
    const manager = await join('manager@grants.test', 'member', ['team:view', 'team:manage_permissions'])
    const everything = (await call('GET', '/api/v1/team/roles-permissions', { headers: bearer(owner.access_token) })).body
      .permissions as string[]
    t.match(
      await call('PUT', `/api/v1/team/${manager.userId}/permissions`, {
        headers: bearer(manager.accessToken),
        body: { permissions: everything },
      }),
      { status: 403, body: { code: 'CANNOT_CHANGE_SELF' } },
    )
    t.match(
      await call('PUT', `/api/v1/team/${admin.userId}/permissions`, { headers: bearer(manager.accessToken), body: { permissions: [] } }),
      { status: 403, body: { code: 'PERMISSION_NOT_HELD' } },
    )
    t.match(await call('DELETE', `/api/v1/team/${admin.userId}`, { headers: bearer(manager.accessToken) }), {
      status: 403,
      body: { code: 'PERMISSION_NOT_HELD' },
    })
    const peer = await join('peer@grants.test', 'member', ['team:view'])
    t.match(
      await call('PUT', `/api/v1/team/${peer.userId}/permissions`, {
        headers: bearer(manager.accessToken),
        body: { permissions: ['team:view', 'wallet:transfer'] },
      }),
      { status: 403, body: { code: 'PERMISSION_NOT_HELD', error: /wallet:transfer/ } },
      'cannot grant what it does not hold',
    )
    t.equal(
      (await call('PUT', `/api/v1/team/${peer.userId}/permissions`, { headers: bearer(manager.accessToken), body: { permissions: [] } }))
        .status,
      200,
      'within its own holdings it may',
    )
  })

  await t.test('error: UNKNOWN_PERMISSION names unknown and other-product names', async (t) => {
    t.match(await createKey(owner.access_token, { permissions: ['wallet:everything'] }), {
      status: 400,
      body: { code: 'UNKNOWN_PERMISSION', error: /wallet:everything/ },
    })
    t.match(
      await createKey(owner.access_token, { permissions: ['caas:users'] }),
      { status: 400, body: { code: 'UNKNOWN_PERMISSION', error: /caas:users/ } },
      'a CaaS permission on a payments key',
    )
    t.match(await createKey(owner.access_token, { product: 'caas', permissions: ['checkout:manage'] }), {
      status: 400,
      body: { code: 'UNKNOWN_PERMISSION', error: /checkout:manage/ },
    })
    t.match(
      await createKey(owner.access_token, { permissions: ['team:invite'] }),
      { status: 400, body: { code: 'UNKNOWN_PERMISSION', error: /team:invite/ } },
      'a dashboard-only permission on a key',
    )
    t.match(
      await call('POST', '/api/v1/team/invites', {
        headers: bearer(owner.access_token),
        body: { email: 'y@grants.test', role: 'member', permissions: ['wallet:everything'] },
      }),
      { status: 400, body: { code: 'UNKNOWN_PERMISSION', error: /wallet:everything/ } },
    )
    t.match(
      await call('PUT', `/api/v1/team/${admin.userId}/permissions`, {
        headers: bearer(owner.access_token),
        body: { permissions: ['Bad Name'] },
      }),
      { status: 400, body: { code: 'UNKNOWN_PERMISSION', error: /Bad Name/ } },
    )
  })

  await t.test('a key holds exactly its list: [] holds nothing, no list holds the read-only set', async (t) => {
    const caasKey = (await createKey(owner.access_token, { product: 'caas', permissions: [] })).body
    t.same(caasKey.permissions, [], 'a CaaS key given nothing holds nothing')
    const provision = await call('POST', '/caas/v1/users/provision', {
      headers: { 'x-api-key': caasKey.key },
      body: { phone_number: '+447700900123' },
    })
    t.equal(provision.status, 403, 'it cannot provision')
    const caasDefault = (await createKey(owner.access_token, { product: 'caas' })).body
    t.same(caasDefault.permissions, ['caas:view'], 'a CaaS key without a list reads')
    const paymentsKey = (await createKey(owner.access_token, { permissions: [] })).body
    t.same(paymentsKey.permissions, [])
    t.equal(
      (await call('POST', '/api/v1/checkout/create', { headers: { 'x-api-key': paymentsKey.key }, body: {} })).status,
      403,
      'checkout creation needs checkout:manage, given explicitly',
    )
    const readOnly = (await createKey(owner.access_token, {})).body
    t.same(
      [...readOnly.permissions].sort(),
      ['balance:view', 'checkout:view', 'remittance:view', 'wallet:view'],
      'the documented read-only default',
    )
    t.match(readOnly, { created_by: owner.user_id, review_required: false })
    for (const [method, path, body] of [
      ['POST', '/api/v1/checkout/create', {}],
      ['POST', '/api/v1/refunds', {}],
      ['POST', '/api/v1/wallet/customers', { customer_id: 'c' }],
      ['POST', '/api/v1/wallet/fees', { fee_percent: '0.5', is_enabled: true }],
    ] as const) {
      t.equal((await call(method, path, { headers: { 'x-api-key': readOnly.key }, body })).status, 403, `${path}: 403`)
    }
    t.equal((await call('GET', '/api/v1/checkout/list', { headers: { 'x-api-key': readOnly.key } })).status, 200, 'it reads')
  })
})
