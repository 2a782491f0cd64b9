/**
 * A team invitation, keyed by the SHA-256 of its token (the token itself is
 * only in the e-mail). Pending until accepted once, revoked or expired (7
 * days). Revoked invitations never register anyone: revoking is how a team
 * takes back an invitation, and how an inviter's departure voids theirs.
 */
import { auditEvent } from '../../../platform/audit'
import { reject } from '../../../platform/errors'
import { accepted, rejected, unchanged, type ActorKind, type Decision, refTo } from '../../runtime/types'
import type { InviteRejection } from './rejections'
import type { InviteCommand } from './commands'
import { inviteEvents } from './events'
import type { Invite, InviteState } from './state'
import { inviteReadModel } from './read_model'

export const INVITE_TTL_MS = 7 * 24 * 3600 * 1000

const invalid = () => rejected(reject('INVITE_INVALID', 'this invitation is invalid, used or expired'))

export function decideInvite(state: InviteState, command: InviteCommand, nowMs: number): Decision<InviteState, Invite, InviteRejection> {
  if (command.type === 'create') {
    if (state.status !== 'new') return rejected(reject('INVITE_EXISTS', 'invitation already exists'))
    const next: Invite = {
      status: 'pending',
      id: state.id,
      businessId: command.businessId,
      email: command.email,
      role: command.role,
      permissions: [...command.permissions],
      invitedBy: command.invitedBy,
      expiresAtMs: nowMs + INVITE_TTL_MS,
      acceptedUserId: null,
      createdAtMs: nowMs,
    }
    return accepted(next, next, [
      inviteEvents.event('team.invited', { businessId: command.businessId, role: command.role }),
      auditEvent({
        businessId: command.businessId,
        action: 'member.invited',
        by: command.by,
        target: { type: 'invitation', id: state.id },
        changes: { email: command.email, role: command.role, permissions: [...command.permissions] },
      }),
    ])
  }
  if (command.type === 'revoke') {
    if (state.status === 'new' || state.businessId !== command.businessId)
      return rejected(reject('INVITE_NOT_FOUND', 'invitation not found'))
    if (state.status === 'revoked') return unchanged(state)
    if (state.status === 'accepted') return invalid()
    const next: Invite = { ...state, status: 'revoked', revokedAtMs: nowMs }
    return accepted(next, next, [
      inviteEvents.event('team.invite_revoked', { businessId: state.businessId, inviteId: state.id }),
      auditEvent({
        businessId: state.businessId,
        action: 'invitation.revoked',
        by: command.by,
        target: { type: 'invitation', id: state.id },
        changes: { email: state.email, ...(command.reason ? { reason: command.reason } : {}) },
      }),
    ])
  }
  if (state.status === 'new' || state.status === 'revoked' || (state.status === 'pending' && state.expiresAtMs <= nowMs)) return invalid()
  if (command.type === 'get') return state.status === 'pending' ? unchanged(state) : invalid()
  if (state.status === 'accepted') return state.acceptedUserId === command.userId ? unchanged(state) : invalid()
  const next: Invite = { ...state, status: 'accepted', acceptedUserId: command.userId }
  return accepted(next, next, [
    inviteEvents.event('team.joined', { businessId: state.businessId, userId: command.userId }),
    auditEvent({
      businessId: state.businessId,
      action: 'invitation.accepted',
      by: command.by,
      target: { type: 'invitation', id: state.id },
      changes: { user_id: command.userId, email: state.email, role: state.role, permissions: [...state.permissions] },
    }),
  ])
}

export const inviteKind: ActorKind<InviteState, InviteCommand, Invite> = {
  kind: 'invite',
  initial: (id) => ({ status: 'new', id }),
  decide: decideInvite,
  readModel: inviteReadModel,
}

/** An actor of this kind, for `host.ask` (actors/runtime/types.ts KindRef). */
export const inviteRef = (id: string) => refTo(inviteKind, id)
