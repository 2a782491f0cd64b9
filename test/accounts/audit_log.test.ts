/**
 * The audit log through REST (GET /api/v1/audit-log) on real Postgres. Each audited act, done once over
 * HTTP with its own X-Request-Id, leaves exactly one entry naming who did it, by which credential, from
 * where, in which request, to what, and what changed; no secret appears in the log. Then: who may read
 * it, paging by cursor, the filters and a bad cursor. Entries are projected from outbox events after the
 * act commits, so the test waits for them to appear, then reads once more to catch a duplicate.
 * To cover a newly wired act, add a row to `acts`: what to do, and the entries it must leave.
 */
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import t from 'tap'
import { accessModule } from '../../actors/accounts/module'
import { DevOutbox } from '../../platform/mail/mailer'
import { createTestDb } from '../support/db'
import { bearer, client } from '../support/http'
import { allEntries, auditLog, expectEntry as x, expectStatus as ok, sameAct, targets } from '../support/audit_log'
import type { AuditEntry as Entry, AuditedAct as Act } from '../support/audit_log'
import { registerOwner } from '../support/owner'
import { startTestPlatform } from '../support/platform'
import { joinTeam } from '../support/team'
import { until } from '../support/wait'

t.test('the audit log', async (t) => {
  const db = await createTestDb('auditlog')
  const platform = await startTestPlatform(db, [accessModule])
  t.teardown(async () => {
    await platform.close()
    await db.drop()
  })
  const call = client(platform.baseUrl)
  const owner = await registerOwner(call, 'owner@audit.test', 'Audited')
  const send = (token: string | null, requestId: string, method: string, path: string, body?: unknown) =>
    call(method, path, {
      headers: { ...(token ? bearer(token) : {}), 'x-request-id': requestId },
      ...(body !== undefined ? { body } : {}),
    })
  const asOwner = (requestId: string, method: string, path: string, body?: unknown) =>
    send(owner.access_token, requestId, method, path, body)
  const log = (token: string, query = '') => auditLog(call, token, query)
  const everything = () => allEntries(call, owner.access_token)
  const secrets: string[] = ['owner password', 'admin password 1', owner.access_token, owner.refresh_token]
  /** The invitation token e-mailed last to `email` (a secret: it must never reach the log). */
  const inviteToken = (email: string) => {
    const mails = new DevOutbox(path.resolve(platform.config.dataDir, 'outbox')).read(email)
    const token = /Invite token: (\S+)/.exec(mails[mails.length - 1]?.text ?? '')![1]!
    secrets.push(token)
    return token
  }
  const { apiKey: key, invitation, member } = targets
  const act = (name: string, run: Act['run']): Act => ({ name, run })
  const keyBody = (name: string) => ({ name, product: 'payments', environment: 'test', permissions: ['checkout:view'] })
  const [ADMIN, RECRUIT, LATER] = ['admin@audit.test', 'recruit@audit.test', 'later@audit.test']
  const NARROWED = ['api_keys:manage', 'team:invite', 'checkout:view']
  /** What the acts learn as they go (ids, the admin's token), for the acts after them. */
  const s = { keyId: '', keyHint: '', adminInvite: '', admin: '', adminToken: '', handedKey: '', handedInvite: '', laterInvite: '' }
  let adminPermissions: string[] = []
  const acts: Act[] = [
    act('the owner creates a key', async (rid) => {
      const b = ok(await asOwner(rid, 'POST', '/api/v1/api-keys', keyBody('ci')), 201, 'create a key')
      secrets.push(b.key)
      Object.assign(s, { keyId: b.id, keyHint: b.key_hint })
      return [x('api_key.created', key(b.id), owner.user_id, { ...keyBody('ci'), hint: b.key_hint })]
    }),
    act('the owner rotates it', async (rid) => {
      const b = ok(await asOwner(rid, 'POST', `/api/v1/api-keys/${s.keyId}/rotate`), 200, 'rotate')
      secrets.push(b.key)
      return [x('api_key.rotated', key(s.keyId), owner.user_id, { hint: { from: s.keyHint, to: b.key_hint } })]
    }),
    act('the owner revokes it', async (rid) => {
      ok(await asOwner(rid, 'DELETE', `/api/v1/api-keys/${s.keyId}`), 200, 'revoke')
      return [x('api_key.revoked', key(s.keyId), owner.user_id, { name: 'ci', permissions: ['checkout:view'] })]
    }),
    act('the owner invites an admin', async (rid) => {
      const b = ok(await asOwner(rid, 'POST', '/api/v1/team/invites', { email: ADMIN, role: 'admin' }), 201, 'invite')
      s.adminInvite = b.id
      adminPermissions = b.permissions
      return [x('member.invited', invitation(b.id), owner.user_id, { email: ADMIN, role: 'admin', permissions: b.permissions })]
    }),
    act('the admin joins through the invitation', async (rid) => {
      const body = { token: inviteToken(ADMIN), first_name: 'Ada', last_name: 'Admin', password: 'admin password 1' }
      const b = ok(await send(null, rid, 'POST', '/api/v1/team/register', body), 201, 'join')
      secrets.push(b.access_token, b.refresh_token)
      Object.assign(s, { admin: b.user_id, adminToken: b.access_token })
      const changes = { user_id: b.user_id, email: ADMIN, role: 'admin', permissions: adminPermissions }
      return [x('invitation.accepted', invitation(s.adminInvite), b.user_id, changes)]
    }),
    act('the owner narrows the admin', async (rid) => {
      ok(await asOwner(rid, 'PUT', `/api/v1/team/${s.admin}/permissions`, { permissions: NARROWED }), 200, 'narrow')
      const changes = { email: ADMIN, permissions: { from: adminPermissions, to: NARROWED } }
      return [x('member.permissions_changed', member(s.admin), owner.user_id, changes)]
    }),
    act('the admin creates a key', async (rid) => {
      const b = ok(await send(s.adminToken, rid, 'POST', '/api/v1/api-keys', keyBody('admin ci')), 201, 'admin key')
      secrets.push(b.key)
      s.handedKey = b.id
      return [x('api_key.created', key(b.id), s.admin, { ...keyBody('admin ci'), hint: b.key_hint })]
    }),
    act('the admin invites a member', async (rid) => {
      const body = { email: RECRUIT, role: 'member', permissions: ['checkout:view'] }
      const b = ok(await send(s.adminToken, rid, 'POST', '/api/v1/team/invites', body), 201, 'admin invite')
      inviteToken(RECRUIT)
      s.handedInvite = b.id
      return [x('member.invited', invitation(b.id), s.admin, body)]
    }),
    act('the owner invites someone else', async (rid) => {
      const b = ok(await asOwner(rid, 'POST', '/api/v1/team/invites', { email: LATER, role: 'member' }), 201, 'invite')
      inviteToken(LATER)
      s.laterInvite = b.id
      return [x('member.invited', invitation(b.id), owner.user_id, { email: LATER, role: 'member', permissions: b.permissions })]
    }),
    act('the owner revokes that invitation', async (rid) => {
      ok(await asOwner(rid, 'DELETE', `/api/v1/team/invites/${s.laterInvite}`), 200, 'revoke invitation')
      return [x('invitation.revoked', invitation(s.laterInvite), owner.user_id, { email: LATER })]
    }),
    act('the owner removes the admin, revoking the key and invitation it handed out', async (rid) => {
      const b = ok(await asOwner(rid, 'DELETE', `/api/v1/team/${s.admin}`), 200, 'remove')
      if (b.keys_revoked !== 1 || b.invitations_revoked !== 1) throw new Error(`removal revoked ${JSON.stringify(b)}`)
      const reason = 'creator_removed'
      return [
        x('member.removed', member(s.admin), owner.user_id, { email: ADMIN, role: 'admin', permissions: NARROWED }),
        x('api_key.revoked', key(s.handedKey), owner.user_id, { name: 'admin ci', permissions: ['checkout:view'], reason }),
        x('invitation.revoked', invitation(s.handedInvite), owner.user_id, { email: RECRUIT, reason }),
      ]
    }),
  ]

  const done: { act: string; index: number; requestId: string; expected: ReturnType<typeof x> }[] = []
  /** The act an entry came from, by its place in `acts`; entries of later tests come after them all. */
  const actOf = (e: Entry) => done.find((d) => sameAct(e, d.expected))?.index ?? acts.length
  /** Newest first: a later act's entries before an earlier one's (the entries of one act in any order). */
  const newestFirst = (list: Entry[]) => list.every((e, i) => i === 0 || actOf(e) <= actOf(list[i - 1]!))

  await t.test('each act leaves exactly one entry, with who, how, where, which request, what and what changed', async (t) => {
    for (const [i, act] of acts.entries()) {
      const requestId = `audit-${i}-${randomBytes(4).toString('hex')}`
      for (const expected of await act.run(requestId)) done.push({ act: act.name, index: i, requestId, expected })
    }
    await until(async () => {
      const entries = await everything()
      return done.every((d) => entries.some((e) => sameAct(e, d.expected)))
    }, 'an entry for every act')
    const entries = await everything() // once more: a second projection of an act would show now
    for (const { act, requestId, expected } of done) {
      const found = entries.filter((e) => sameAct(e, expected))
      t.equal(found.length, 1, `${act}: exactly one ${expected.action} on ${expected.target.id}`)
      const entry = found[0]!
      t.match(entry, {
        id: /^aud_/,
        time: /^\d{4}-\d\d-\d\dT/,
        actor: { type: 'user', id: expected.actor },
        credential: 'dashboard_session',
        request_id: requestId,
        target: expected.target,
      })
      t.ok(typeof entry.client_address === 'string' && entry.client_address.length > 0, `${act}: the client address is recorded`)
      t.same(entry.changes, expected.changes, `${act}: ${expected.action} records what changed`)
    }
    t.equal(entries.length, done.length, 'and nothing else was recorded')
    const serialised = JSON.stringify(entries)
    for (const secret of secrets) t.notOk(serialised.includes(secret), `no secret in the log (${secret.slice(0, 6)}…)`)
  })

  await t.test('only the owner of the business reads it', async (t) => {
    const reader = await joinTeam(platform.baseUrl, platform.config.dataDir, owner.access_token, 'reader@audit.test', 'member')
    t.match(await log(reader.accessToken), { status: 403 }, 'a member without audit:view is refused')
    const made = ok(
      await asOwner('audit-key', 'POST', '/api/v1/api-keys', { name: 'reader', environment: 'test', product: 'payments' }),
      201,
      'key',
    )
    const byKey = await call('GET', '/api/v1/audit-log', { headers: { 'x-api-key': made.key } })
    t.ok(byKey.status === 401 || byKey.status === 403, `an API key cannot read it (${byKey.status})`)
    t.equal((await call('GET', '/api/v1/audit-log')).status, 401, 'nor can anyone without credentials')
    // What this test did is recorded too: wait for it, so the pages below hold still.
    await until(async () => {
      const entries = await everything()
      return entries.some((e) => e.target.id === made.id) && entries.some((e) => e.actor.id === reader.userId)
    }, 'the reader and its key in the log')
    const other = await registerOwner(call, 'other@audit.test', 'Other')
    t.match(await log(other.access_token, '?limit=100'), { status: 200, body: { entries: [] } }, 'another owner sees none')
    t.match(await log(other.access_token, `?target_id=${s.keyId}`), { status: 200, body: { entries: [] } }, 'not even by target id')
  })

  await t.test('pages of two walk every entry newest first, each once', async (t) => {
    const all = await everything()
    const walked: Entry[] = []
    let cursor: string | undefined
    for (let pages = 0; pages < 100; pages++) {
      const page = ok(await log(owner.access_token, `?limit=2${cursor ? `&before=${cursor}` : ''}`), 200, 'page')
      t.ok(page.entries.length > 0 && page.entries.length <= 2, 'a page holds one or two entries')
      walked.push(...page.entries)
      cursor = page.next_cursor
      if (cursor === undefined) break
    }
    t.equal(cursor, undefined, 'the last page has no next_cursor')
    t.equal(new Set(walked.map((e) => e.id)).size, walked.length, 'no entry twice')
    t.ok(newestFirst(walked), 'the pages run newest first')
    // More than ten entries: ordered by the number, not its text ('9' > '18').
    t.ok(newestFirst(all), 'so does one big page')
    t.same(
      walked.map((e) => e.id),
      all.map((e) => e.id),
      'the pages hold every entry, in the order of one big page',
    )
  })

  await t.test('filters return only what they name', async (t) => {
    const all = await everything()
    const only = async (query: string, keep: (e: Entry) => boolean, what: string) => {
      const got: Entry[] = ok(await log(owner.access_token, `?limit=100&${query}`), 200, query).entries
      t.ok(got.length > 0, `${what}: some`)
      t.same(
        got.map((e) => e.id),
        all.filter(keep).map((e) => e.id),
        `${what}: exactly those`,
      )
    }
    await only('action=api_key.created', (e) => e.action === 'api_key.created', 'by action')
    await only(`actor_id=${s.admin}`, (e) => e.actor.id === s.admin, 'by actor')
    await only(`target_id=${s.keyId}`, (e) => e.target.id === s.keyId, 'by target')
    t.same(
      (await log(owner.access_token, `?target_id=${s.keyId}`)).body.entries.map((e: Entry) => e.action),
      ['api_key.revoked', 'api_key.rotated', 'api_key.created'],
      "a key's history, newest first",
    )
    const oldest = all.map((e) => e.time).sort()[0]!
    await only(`from=${oldest}`, () => true, 'from the oldest entry on')
    t.match(await log(owner.access_token, `?to=${oldest}`), { status: 200, body: { entries: [] } }, 'nothing before the oldest')
  })

  await t.test('error: a bad cursor or filter is a 400 naming the problem', async (t) => {
    for (const query of ['?before=abc', '?before=-1', '?limit=0', '?action=nothing.done', '?from=yesterday']) {
      t.match(await log(owner.access_token, query), { status: 400, body: { error: String, code: 'VALIDATION_FAILED' } }, query)
    }
  })
})
