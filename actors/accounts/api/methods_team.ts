/**
 * Team: roles and permissions, members, invitations by e-mail, joining
 * through an invitation, permission changes and removal. The owner cannot
 * be removed or demoted, and nobody removes themselves or changes their own
 * permissions. Invitations and changes grant only what the caller holds
 * (grants.ts), and only members whose permissions the caller all holds can
 * be changed or removed. A change or removal is published to every gateway
 * before it returns, so the member's next request already sees it (with the
 * bus down: on the serving gateway at once, elsewhere within its cache bound).
 */
import { inviteKind, inviteRef } from '../invite/decide'
import { actingParty } from '../../../platform/audit'
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { RejectionError, reject } from '../../../platform/errors'
import type { Mailer } from '../../../platform/mail/mailer'
import type { MethodHandler } from '../../../platform/module'
import { implement, methodTable } from '../../../platform/operation'
import type { InviteCommand } from '../invite/commands'
import { normaliseEmail } from '../user/email_claim'
import { hashPassword } from '../user/passwords'
import type { ActiveUser } from '../user/state'
import { AUTH_INVALIDATE_CHANNEL, type AccessContext } from '../context'
import { unwrap } from '../../runtime/unwrap'
import { requireBusiness } from '../../../platform/caller'
import { assertHoldsAll, assertMayGrant, granterOf, parsePermissions } from '../grants'
import { issueTokens } from './methods_auth'
import { revokeHandedOut } from '../grantor_cleanup'
import { invitationView, inviterStillGrants } from '../invitations'
import * as ops from './operations_team'
import { CATALOGUE, KEY_DEFAULT, isPermission, type Permission } from '../../../platform/permissions'
import { ALL_PERMISSIONS, ROLE_PERMISSIONS, heldBy } from '../roles'
import { writtenState } from '../../runtime/stored_state'

const tokenId = (token: string) => createHash('sha256').update(token).digest('hex')

function memberView(u: ActiveUser) {
  return {
    id: u.id,
    email: u.email,
    first_name: u.firstName,
    last_name: u.lastName,
    role: u.role,
    permissions: u.permissions,
    two_factor_enabled: u.totp.enabled,
    created_at: new Date(u.createdAtMs).toISOString(),
  }
}

/** Whether a key of the permission's product made without a list holds it (dashboard-only permissions: never). */
function inDefaultKey(name: Permission): boolean {
  const product = CATALOGUE[name].product
  return product !== 'dashboard' && KEY_DEFAULT[product].includes(name)
}

export function teamMethods(access: AccessContext, mailer: Mailer): Record<string, MethodHandler> {
  const { host, sql, config, broadcast } = access.payments
  const invalidateUser = (userId: string) => broadcast.publish(AUTH_INVALIDATE_CHANNEL, JSON.stringify({ userId }))
  const invite = async (id: string, command: InviteCommand) => unwrap(await host.ask(inviteRef(id), command))
  const memberOf = async (businessId: string, userId: string) => {
    const u = await access.user(userId, { type: 'get' }).catch(() => null)
    if (!u || u.businessId !== businessId || u.status !== 'active')
      throw new RejectionError(reject('MEMBER_NOT_FOUND', 'team member not found'))
    return u
  }
  return methodTable(
    implement(ops.rolesPermissions, async () => ({
      roles: ROLE_PERMISSIONS,
      permissions: ALL_PERMISSIONS,
      catalogue: ALL_PERMISSIONS.map((name) => ({
        name,
        product: CATALOGUE[name].product,
        kind: CATALOGUE[name].kind,
        in_default_key: inDefaultKey(name),
        owner_only: CATALOGUE[name].ownerOnly,
        gates: CATALOGUE[name].gates,
      })),
    })),
    implement(ops.listMembers, async (_input, caller) => {
      const rows = await sql<
        { id: string }[]
      >`SELECT id FROM users WHERE business_id = ${requireBusiness(caller)} AND status = 'active' ORDER BY created_at`
      const members = await Promise.all(rows.map((r) => access.user(r.id, { type: 'get' })))
      return { members: members.map(memberView), total: members.length }
    }),
    implement(ops.inviteMember, async (b, caller) => {
      const businessId = requireBusiness(caller)
      const granter = await granterOf(access, caller)
      // Omitted: the role's defaults, cut to what the caller holds. Given: exactly those, and only if the caller holds them.
      const permissions =
        b.permissions === undefined ? ROLE_PERMISSIONS[b.role].filter((p) => granter.held.has(p)) : parsePermissions(b.permissions)
      assertMayGrant(granter, permissions)
      const token = randomBytes(32).toString('base64url')
      const created = await invite(tokenId(token), {
        type: 'create',
        businessId,
        email: normaliseEmail(b.email),
        role: b.role,
        permissions,
        invitedBy: caller.userId,
        by: actingParty(caller),
      })
      const merchant = await access.merchant(businessId, { type: 'get' })
      await mailer.send({
        to: created.email,
        subject: `You are invited to ${merchant.name}`,
        text: `You were invited to join ${merchant.name} as ${b.role}.\n\nAccept: ${config.publicBaseUrl}/team/join?token=${token}\nInvite token: ${token}\n\nThe invitation expires on ${new Date(created.expiresAtMs).toISOString()}.`,
      })
      return { ...invitationView(created, access.payments.clock.nowMs()), message: 'Invitation sent.' }
    }),
    implement(ops.verifyInvite, async ({ token }) => {
      const got = await invite(tokenId(token), { type: 'get' })
      const merchant = await access.merchant(got.businessId, { type: 'get' })
      return {
        valid: true as const,
        email: got.email,
        role: got.role,
        business_name: merchant.name,
        expires_at: new Date(got.expiresAtMs).toISOString(),
      }
    }),
    implement(ops.joinTeam, async (b, caller) => {
      const id = tokenId(b.token)
      const pending = await invite(id, { type: 'get' })
      // An invitation hands out what its inviter held: one whose inviter has left, or no longer holds what it grants,
      // registers nobody (invitations sent before inviters' departures revoked theirs are caught here too).
      if (!(await inviterStillGrants(access, pending)))
        throw new RejectionError(reject('INVITE_INVALID', 'this invitation is invalid, used or expired'))
      const userId = randomUUID()
      await access.claim(pending.email, { type: 'claim', userId, businessId: pending.businessId })
      const passwordHash = await hashPassword(b.password)
      // The new member acts: the invitation's token is its credential until the account exists.
      await invite(id, { type: 'accept', userId, by: { ...actingParty(caller), kind: 'user', id: userId } })
      const user = await access.user(userId, {
        type: 'create',
        businessId: pending.businessId,
        email: pending.email,
        passwordHash,
        role: pending.role,
        permissions: pending.permissions,
        firstName: b.first_name,
        lastName: b.last_name,
      })
      await access.claim(pending.email, { type: 'complete', userId })
      const tokens = await issueTokens(access, user)
      return {
        user_id: userId,
        business_id: user.businessId,
        role: user.role,
        access_token: tokens.access_token,
        refresh_token: tokens.refresh_token,
        expires_in: tokens.expires_in,
      }
    }),
    implement(ops.listInvites, async ({ status, page, limit }, caller) => {
      const businessId = requireBusiness(caller)
      const nowMs = access.payments.clock.nowMs()
      // A business has few invitations: read them all, compute each one's status (expiry is not stored), then page.
      const rows = await sql<{ state: string }[]>`
        SELECT a.state::text FROM invites v JOIN actor_state a ON a.kind = 'invite' AND a.id = v.id WHERE v.business_id = ${businessId}`
      const all = rows
        .map((r) => invitationView(writtenState(inviteKind, r.state), nowMs))
        .filter((i) => status === undefined || i.status === status)
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id))
      return { invitations: all.slice((page - 1) * limit, page * limit), total: all.length, page, limit }
    }),
    implement(ops.revokeInvite, async ({ id }, caller) => {
      const businessId = requireBusiness(caller)
      const granter = await granterOf(access, caller)
      const [row] = await sql<{ state: string }[]>`SELECT state::text FROM actor_state WHERE kind = 'invite' AND id = ${id}`
      const stored = row ? writtenState(inviteKind, row.state) : null
      if (!stored || stored.businessId !== businessId) throw new RejectionError(reject('INVITE_NOT_FOUND', 'invitation not found'))
      // Revoking follows the grant rule, as for keys: its inviter, or someone holding everything it grants.
      if (stored.invitedBy !== granter.userId) assertHoldsAll(granter, stored.permissions.filter(isPermission))
      return invitationView(await invite(id, { type: 'revoke', businessId, by: actingParty(caller) }), access.payments.clock.nowMs())
    }),
    implement(ops.setMemberPermissions, async ({ id, permissions }, caller) => {
      const member = await memberOf(requireBusiness(caller), id)
      if (member.role === 'owner') throw new RejectionError(reject('OWNER_IMMUTABLE', "the owner's permissions cannot be changed"))
      if (member.id === caller.userId) throw new RejectionError(reject('CANNOT_CHANGE_SELF', 'you cannot change your own permissions'))
      const wanted = parsePermissions(permissions)
      const granter = await granterOf(access, caller)
      const current = heldBy(member)
      assertHoldsAll(granter, current)
      // What the member keeps is not granted anew; only additions pass the grant rule.
      assertMayGrant(
        granter,
        wanted.filter((p) => !current.includes(p)),
      )
      // What the member handed out and no longer holds goes first (grantor_cleanup.ts).
      await revokeHandedOut(access, member.businessId, id, new Set(wanted), actingParty(caller))
      const changed = await access.user(id, { type: 'set_permissions', permissions: wanted, by: actingParty(caller) })
      await invalidateUser(id)
      return memberView(changed)
    }),
    implement(ops.removeMember, async ({ id }, caller) => {
      const member = await memberOf(requireBusiness(caller), id)
      if (member.role === 'owner') throw new RejectionError(reject('OWNER_IMMUTABLE', 'the owner cannot be removed'))
      if (member.id === caller.userId) throw new RejectionError(reject('CANNOT_REMOVE_SELF', 'you cannot remove yourself'))
      assertHoldsAll(await granterOf(access, caller), heldBy(member))
      const handedOut = await revokeHandedOut(access, member.businessId, id, null, actingParty(caller))
      await access.user(id, { type: 'remove', by: actingParty(caller) })
      await invalidateUser(id)
      return { id, removed: true as const, keys_revoked: handedOut.keysRevoked, invitations_revoked: handedOut.invitationsRevoked }
    }),
  )
}
