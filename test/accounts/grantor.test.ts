/**
 * Issue #27, "nothing outlives its grantor", through REST: keys and
 * invitations record who made them; removing a member revokes the keys it
 * created and voids its pending invitations; narrowing a member revokes what
 * it handed out beyond its new permissions; invitations can be listed and
 * revoked; only a key's creator or the owner rotates it, and revoking follows
 * the grant rule; a legacy key honours the environment it was asked for.
 */
import path from 'node:path'
import t from 'tap'
import { accessModule } from '../../actors/accounts/module'
import { checkoutModule } from '../../actors/checkout/module'
import { sandboxModule } from '../../actors/sandbox/module'
import { DevOutbox } from '../../platform/mail/mailer'
import { createTestDb } from '../support/db'
import { bearer, client } from '../support/http'
import { registerOwner } from '../support/owner'
import { startTestPlatform } from '../support/platform'
import { joinTeam } from '../support/team'

t.test('nothing outlives its grantor', async (t) => {
  const db = await createTestDb('grantor')
  const platform = await startTestPlatform(db, [accessModule, checkoutModule, sandboxModule])
  t.teardown(async () => {
    await platform.close()
    await db.drop()
  })
  const call = client(platform.baseUrl)
  const owner = await registerOwner(call, 'owner@grantor.test', 'Grantor')
  const as = (token: string) => (method: string, path: string, body?: unknown) =>
    call(method, path, { headers: bearer(token), ...(body !== undefined ? { body } : {}) })
  const asOwner = as(owner.access_token)
  const join = (email: string, role: 'admin' | 'member', permissions?: string[]) =>
    joinTeam(platform.baseUrl, platform.config.dataDir, owner.access_token, email, role, permissions)
  const keyBody = (permissions: string[], extra: Record<string, unknown> = {}) => ({
    name: 'k',
    environment: 'test',
    product: 'payments',
    permissions,
    ...extra,
  })
  /** The invitation token e-mailed to `email` (the latest one). */
  const inviteToken = (email: string) => {
    const mails = new DevOutbox(path.resolve(platform.config.dataDir, 'outbox')).read(email)
    return /Invite token: (\S+)/.exec(mails[mails.length - 1]?.text ?? '')![1]!
  }
  const register = (token: string) =>
    call('POST', '/api/v1/team/register', { body: { token, first_name: 'New', last_name: 'Member', password: 'member password 1' } })
  const sessionsWith = (key: string) => call('GET', '/api/v1/checkout/list', { headers: { 'x-api-key': key } })

  await t.test('error: a removed admin’s keys stop working and its invitations register nobody', async (t) => {
    const admin = await join('admin1@grantor.test', 'admin')
    const key = await as(admin.accessToken)('POST', '/api/v1/api-keys', keyBody(['checkout:view', 'checkout:manage']))
    t.equal(key.status, 201)
    t.equal(key.body.created_by, admin.userId, 'the key records its creator')
    t.equal((await sessionsWith(key.body.key)).status, 200, 'the key works while its creator is a member')
    const invited = await as(admin.accessToken)('POST', '/api/v1/team/invites', { email: 'recruit@grantor.test', role: 'admin' })
    t.match(invited, { status: 201, body: { invited_by: admin.userId, status: 'pending', id: /^[0-9a-f]{64}$/ } })

    const removed = await asOwner('DELETE', `/api/v1/team/${admin.userId}`)
    t.match(removed, { status: 200, body: { removed: true, keys_revoked: 1, invitations_revoked: 1 } })
    t.equal((await sessionsWith(key.body.key)).status, 401, 'the key is refused on its very next request')
    const listed = (await asOwner('GET', '/api/v1/api-keys')).body.keys.find((k: { id: string }) => k.id === key.body.id)
    t.match(listed, { status: 'revoked', revoked_at: String })
    t.match(await register(inviteToken('recruit@grantor.test')), { status: 404, body: { code: 'INVITE_INVALID' } })
    const invitations = (await asOwner('GET', '/api/v1/team/invites?status=revoked')).body
    t.match(invitations.invitations, [{ email: 'recruit@grantor.test', status: 'revoked', invited_by: admin.userId }])
  })

  await t.test('error: a narrowed member loses the keys and invitations carrying what it no longer holds', async (t) => {
    const admin = await join('admin2@grantor.test', 'admin')
    const wide = await as(admin.accessToken)('POST', '/api/v1/api-keys', keyBody(['checkout:view', 'checkout:refund']))
    const narrow = await as(admin.accessToken)('POST', '/api/v1/api-keys', keyBody(['checkout:view']))
    const wideInvite = await as(admin.accessToken)('POST', '/api/v1/team/invites', {
      email: 'wide@grantor.test',
      role: 'member',
      permissions: ['checkout:refund'],
    })
    const narrowInvite = await as(admin.accessToken)('POST', '/api/v1/team/invites', {
      email: 'narrow@grantor.test',
      role: 'member',
      permissions: ['checkout:view'],
    })
    t.equal(wideInvite.status, 201)
    const changed = await asOwner('PUT', `/api/v1/team/${admin.userId}/permissions`, {
      permissions: ['api_keys:manage', 'team:invite', 'checkout:view'],
    })
    t.equal(changed.status, 200)
    t.equal((await sessionsWith(wide.body.key)).status, 401, 'the key with checkout:refund is revoked')
    t.equal((await sessionsWith(narrow.body.key)).status, 200, 'the key within its new permissions stays')
    t.match(await register(inviteToken('wide@grantor.test')), { status: 404, body: { code: 'INVITE_INVALID' } })
    t.equal((await register(inviteToken('narrow@grantor.test'))).status, 201, 'the invitation within them stays')
    const all = (await asOwner('GET', '/api/v1/team/invites')).body.invitations as { id: string; status: string }[]
    t.equal(all.find((i) => i.id === wideInvite.body.id)?.status, 'revoked')
    t.equal(all.find((i) => i.id === narrowInvite.body.id)?.status, 'accepted')
  })

  await t.test('invitations can be listed and revoked; a revoked one registers nobody', async (t) => {
    const sent = await asOwner('POST', '/api/v1/team/invites', { email: 'later@grantor.test', role: 'member' })
    const page = await asOwner('GET', '/api/v1/team/invites?status=pending&limit=1')
    t.match(page, { status: 200, body: { total: 1, page: 1, limit: 1, invitations: [{ id: sent.body.id, status: 'pending' }] } })
    const inviter = await join('inviter@grantor.test', 'member', ['team:invite', 'checkout:view'])
    t.match(
      await as(inviter.accessToken)('DELETE', `/api/v1/team/invites/${sent.body.id}`),
      { status: 403, body: { code: 'PERMISSION_NOT_HELD' } },
      "a member holding less than the invitation grants cannot revoke another's invitation",
    )
    const own = await as(inviter.accessToken)('POST', '/api/v1/team/invites', {
      email: 'own@grantor.test',
      role: 'member',
      permissions: ['checkout:view'],
    })
    t.match(await as(inviter.accessToken)('DELETE', `/api/v1/team/invites/${own.body.id}`), { status: 200, body: { status: 'revoked' } })
    t.match(await asOwner('DELETE', `/api/v1/team/invites/${sent.body.id}`), { status: 200, body: { status: 'revoked' } })
    t.match(await register(inviteToken('later@grantor.test')), { status: 404, body: { code: 'INVITE_INVALID' } })
    t.match(await call('GET', `/api/v1/team/invites/verify/${inviteToken('later@grantor.test')}`), { status: 404 })
    const other = await registerOwner(call, 'other@grantor.test', 'Other')
    t.match(await as(other.access_token)('DELETE', `/api/v1/team/invites/${own.body.id}`), {
      status: 404,
      body: { code: 'INVITE_NOT_FOUND' },
    })
    t.equal((await as(other.access_token)('GET', '/api/v1/team/invites')).body.total, 0, 'another business lists none of these')
  })

  await t.test('error: only a key’s creator or the owner rotates it; revoking needs what the key holds', async (t) => {
    const admin = await join('admin3@grantor.test', 'admin')
    const integration = await asOwner('POST', '/api/v1/api-keys', keyBody(['checkout:view']))
    t.match(await as(admin.accessToken)('POST', `/api/v1/api-keys/${integration.body.id}/rotate`), {
      status: 403,
      body: { code: 'NOT_KEY_CREATOR' },
    })
    t.equal((await sessionsWith(integration.body.key)).status, 200, "the owner's key still works: nobody received a new secret")
    const own = await as(admin.accessToken)('POST', '/api/v1/api-keys', keyBody(['checkout:view']))
    t.equal((await as(admin.accessToken)('POST', `/api/v1/api-keys/${own.body.id}/rotate`)).status, 200, 'its creator rotates it')
    const seed = await asOwner('POST', '/api/v1/api-keys', keyBody(['wallet:reveal_seed']))
    t.match(await as(admin.accessToken)('DELETE', `/api/v1/api-keys/${seed.body.id}`), {
      status: 403,
      body: { code: 'PERMISSION_NOT_HELD' },
    })
    t.equal((await asOwner('DELETE', `/api/v1/api-keys/${seed.body.id}`)).status, 200, 'the owner revokes it')
  })

  await t.test('a legacy key starts in the environment it was asked for', async (t) => {
    const legacy = await asOwner('POST', '/api/v1/api-keys', keyBody(['checkout:view'], { legacy: true }))
    t.match(legacy, { status: 201, body: { legacy: true, environment: 'test', key: /^sk_/ } })
    // The sandbox refuses live keys before anything else: a test key gets past that to the body's check.
    const sandbox = await call('POST', '/api/v1/sandbox/deposits', {
      headers: { 'x-api-key': legacy.body.key },
      body: { network: 'XYZ', currency: 'ETH', address: '0x0000000000000000000000000000000000000001', amount: '1' },
    })
    t.match(sandbox, { status: 400, body: { code: 'INVALID_NETWORK' } }, 'it is a sandbox key')
    const live = await asOwner('POST', '/api/v1/api-keys', keyBody(['checkout:view'], { legacy: true, environment: 'live' }))
    t.match(live, { status: 201, body: { legacy: true, environment: 'live' } })
  })

  await t.test('a key stored before grants were exact is flagged for review and gains no money permission', async (t) => {
    // A key as stored before: its list widened with the then-implicit set, no `exact`, no creator.
    const made = await asOwner('POST', '/api/v1/api-keys', keyBody(['checkout:manage', 'checkout:view', 'balance:view']))
    await db.sql`UPDATE actor_state SET state = state - 'exact' - 'createdBy' WHERE kind = 'apikey' AND id = ${made.body.id}`
    await db.sql`UPDATE api_keys SET created_by = NULL WHERE id = ${made.body.id}`
    const listed = (await asOwner('GET', '/api/v1/api-keys')).body.keys.find((k: { id: string }) => k.id === made.body.id)
    t.match(listed, { review_required: true })
    t.notOk('created_by' in listed, 'no creator recorded: the field is left out')
    t.same(
      [...listed.permissions].sort(),
      ['balance:view', 'checkout:manage', 'checkout:view', 'remittance:view', 'wallet:view'],
      'its list plus the reads',
    )
    const key = { 'x-api-key': made.body.key }
    t.equal((await sessionsWith(made.body.key)).status, 200, 'it still reads')
    t.match(await call('POST', '/api/v1/refunds', { headers: key, body: {} }), { status: 403, body: { code: 'FORBIDDEN' } }, 'no refunds')
    const fresh = (await asOwner('GET', '/api/v1/api-keys')).body.keys.filter((k: { review_required: boolean }) => !k.review_required)
    t.ok(fresh.length > 0, 'keys made since are not flagged')
  })
})
