import path from 'node:path'
import t from 'tap'
import { accessModule } from '../../actors/accounts/module'
import { DevOutbox } from '../../platform/mail/mailer'
import { createTestDb } from '../support/db'
import { bearer, client } from '../support/http'
import { startTestPlatform } from '../support/platform'

t.test('team: invite by e-mail, join, permissions, removal', async (t) => {
  const db = await createTestDb('team')
  const platform = await startTestPlatform(db, [accessModule])
  t.teardown(async () => {
    await platform.close()
    await db.drop()
  })
  const call = client(platform.baseUrl)
  const owner = (
    await call('POST', '/api/v1/auth/register', {
      body: { email: 'boss@team.test', password: 'boss password', business_name: 'Team Co', account_type: 'business' },
    })
  ).body
  const roles = await call('GET', '/api/v1/team/roles-permissions', { headers: bearer(owner.access_token) })
  t.ok(roles.body.roles.owner.includes('team:manage_permissions'))
  t.notOk(roles.body.roles.member.includes('wallet:transfer'))
  t.match(
    roles.body.catalogue.find((p: { name: string }) => p.name === 'wallet:reveal_seed'),
    { product: 'payments', kind: 'money', owner_only: true, in_default_key: false, gates: String },
  )

  const invited = await call('POST', '/api/v1/team/invites', {
    headers: bearer(owner.access_token),
    body: { email: 'Dev@Team.test', role: 'member' },
  })
  t.equal(invited.status, 201)
  t.notOk(JSON.stringify(invited.body).includes('token'), 'the token goes only into the e-mail')
  const [mail] = new DevOutbox(path.resolve(platform.config.dataDir, 'outbox')).read('dev@team.test')
  const token = /Invite token: (\S+)/.exec(mail?.text ?? '')?.[1]
  t.ok(token, 'the invitation e-mail carries a token')

  t.match((await call('GET', `/api/v1/team/invites/verify/${token}`)).body, {
    valid: true,
    email: 'dev@team.test',
    role: 'member',
    business_name: 'Team Co',
  })
  t.match(await call('GET', `/api/v1/team/invites/verify/${'x'.repeat(43)}`), { status: 404, body: { code: 'INVITE_INVALID' } })
  // The token in the body (POST) answers exactly what the deprecated token in the path (GET) answers.
  const answer = ({ status, body }: { status: number; body: any }) => {
    const { request_id: _requestId, ...rest } = typeof body === 'object' && body ? body : { body }
    return { status, body: rest }
  }
  for (const [what, sent, expected] of [
    ['a valid token', token!, { status: 200, body: { valid: true, email: 'dev@team.test' } }],
    ['an unknown token', 'x'.repeat(43), { status: 404, body: { code: 'INVITE_INVALID' } }],
    ['a malformed token (too short)', 'short', { status: 400, body: { code: 'VALIDATION_FAILED' } }],
    ['a malformed token (too long)', 'y'.repeat(101), { status: 400, body: { code: 'VALIDATION_FAILED' } }],
  ] as const) {
    const byPath = answer(await call('GET', `/api/v1/team/invites/verify/${sent}`))
    const byBody = answer(await call('POST', '/api/v1/team/invites/verify', { body: { token: sent } }))
    t.match(byBody, expected, `POST, ${what}`)
    t.same(byBody, byPath, `POST answers what GET answers for ${what}`)
  }
  t.match(
    await call('POST', '/api/v1/team/invites/verify', { body: { token, extra: 1 } }),
    { status: 400, body: { code: 'VALIDATION_FAILED' } },
    'the body takes the token only',
  )
  const joined = await call('POST', '/api/v1/team/register', {
    body: { token, first_name: 'Dee', last_name: 'Dev', password: 'dev password' },
  })
  t.equal(joined.status, 201)
  t.equal(joined.body.business_id, owner.business_id)
  t.match(
    await call('POST', '/api/v1/team/register', { body: { token, first_name: 'Eve', last_name: 'X', password: 'eve password' } }),
    { status: 404 },
    'an invitation works once',
  )
  t.equal((await call('POST', '/api/v1/auth/login', { body: { email: 'dev@team.test', password: 'dev password' } })).status, 200)

  const members = await call('GET', '/api/v1/team', { headers: bearer(owner.access_token) })
  t.equal(members.body.total, 2)
  t.equal(
    (
      await call('POST', '/api/v1/team/invites', {
        headers: bearer(joined.body.access_token),
        body: { email: 'x@team.test', role: 'member' },
      })
    ).status,
    403,
    'a member cannot invite',
  )
  const changed = await call('PUT', `/api/v1/team/${joined.body.user_id}/permissions`, {
    headers: bearer(owner.access_token),
    body: { permissions: ['checkout:view', 'team:invite'] },
  })
  t.same(changed.body.permissions, ['checkout:view', 'team:invite'])
  t.match(
    await call('PUT', `/api/v1/team/${owner.user_id}/permissions`, { headers: bearer(owner.access_token), body: { permissions: [] } }),
    { status: 403, body: { code: 'OWNER_IMMUTABLE' } },
  )
  t.match(await call('DELETE', `/api/v1/team/${owner.user_id}`, { headers: bearer(owner.access_token) }), { status: 403 })
  t.equal((await call('DELETE', `/api/v1/team/${joined.body.user_id}`, { headers: bearer(owner.access_token) })).status, 200)
  t.match(
    await call('POST', '/api/v1/auth/login', { body: { email: 'dev@team.test', password: 'dev password' } }),
    { status: 401 },
    'a removed member cannot log in',
  )
})
