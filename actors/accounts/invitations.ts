/**
 * Invitations as the team sees them: the view (status computed, since an
 * expired invitation is still stored as pending), and the check that its
 * inviter can still hand out what it grants.
 */
import type { Invite } from './invite/state'
import { INVITE_TTL_MS } from './invite/decide'
import type { AccessContext } from './context'
import { heldBy } from './roles'
import { OWNER_ONLY, isPermission } from '../../platform/permissions'

export type InvitationStatus = 'pending' | 'accepted' | 'revoked' | 'expired'

function invitationStatus(i: Invite, nowMs: number): InvitationStatus {
  if (i.status === 'pending' && i.expiresAtMs <= nowMs) return 'expired'
  return i.status
}

export function invitationView(i: Invite, nowMs: number) {
  return {
    id: i.id,
    email: i.email,
    role: i.role,
    permissions: i.permissions,
    invited_by: i.invitedBy,
    status: invitationStatus(i, nowMs),
    created_at: new Date(i.createdAtMs ?? i.expiresAtMs - INVITE_TTL_MS).toISOString(),
    expires_at: new Date(i.expiresAtMs).toISOString(),
  }
}

/** True while the inviter is an active member of the invitation's business holding every permission it grants (owner-only ones: the owner). */
export async function inviterStillGrants(access: AccessContext, i: Invite): Promise<boolean> {
  const inviter = await access.user(i.invitedBy, { type: 'get' }).catch(() => null)
  if (!inviter || inviter.status !== 'active' || inviter.businessId !== i.businessId) return false
  const holds = new Set<string>(heldBy(inviter))
  return i.permissions.every((p) => holds.has(p) && (inviter.role === 'owner' || !(isPermission(p) && OWNER_ONLY.includes(p))))
}
