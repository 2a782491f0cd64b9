/**
 * Nothing outlives its grantor (issue #27). A member's API keys and pending
 * invitations hand out what the member held when it made them; when the member
 * is removed, or loses a permission, what it handed out goes with it:
 *  - removed: every active key it created is revoked and every pending
 *    invitation it sent is revoked;
 *  - its permissions changed: the keys it created and the invitations it sent
 *    that carry a permission it no longer holds are revoked, the rest stay.
 * Revoked, not suspended: a key cannot be given back by restoring the member,
 * since whoever restores it may not hold what the key holds. Each key revoked
 * is published to every gateway like a revoke by hand. This runs before the
 * membership change commits, so a crash in between leaves the member as it
 * was with less handed out, and repeating the change finishes the job.
 */
import { inviteKind, inviteRef } from './invite/decide'
import { apiKeyKind } from './apikey/decide'
import type { ActingParty } from '../../platform/audit'
import type { InviteCommand } from './invite/commands'
import { AUTH_INVALIDATE_CHANNEL, type AccessContext } from './context'
import { unwrap } from '../runtime/unwrap'
import { keyHolds } from '../../platform/permissions'
import { writtenState } from '../runtime/stored_state'

export interface HandedOut {
  readonly keysRevoked: number
  readonly invitationsRevoked: number
}

/** Revokes what `userId` of `businessId` created that carries a permission outside `keeps` (everything when `keeps` is null). */
export async function revokeHandedOut(
  access: AccessContext,
  businessId: string,
  userId: string,
  keeps: ReadonlySet<string> | null,
  by: ActingParty,
): Promise<HandedOut> {
  const reason = keeps === null ? 'creator_removed' : 'creator_narrowed'
  const { sql, host, broadcast } = access.payments
  const outlives = (permissions: readonly string[]) => keeps !== null && permissions.every((p) => keeps.has(p))
  const keys = await sql<{ state: string }[]>`
    SELECT a.state::text FROM api_keys k JOIN actor_state a ON a.kind = 'apikey' AND a.id = k.id
    WHERE k.business_id = ${businessId} AND k.created_by = ${userId} AND k.status = 'active'`
  let keysRevoked = 0
  for (const row of keys) {
    const key = writtenState(apiKeyKind, row.state)
    if (outlives(keyHolds(key))) continue
    await access.apiKey(key.id, { type: 'revoke', businessId, by, reason })
    await broadcast.publish(AUTH_INVALIDATE_CHANNEL, JSON.stringify({ keyId: key.id }))
    keysRevoked++
  }
  const invites = await sql<{ state: string }[]>`
    SELECT a.state::text FROM invites v JOIN actor_state a ON a.kind = 'invite' AND a.id = v.id
    WHERE v.business_id = ${businessId} AND v.invited_by = ${userId} AND v.status = 'pending'`
  let invitationsRevoked = 0
  for (const row of invites) {
    const invite = writtenState(inviteKind, row.state)
    if (outlives(invite.permissions)) continue
    const command: InviteCommand = { type: 'revoke', businessId, by, reason }
    unwrap(await host.ask(inviteRef(invite.id), command))
    invitationsRevoked++
  }
  return { keysRevoked, invitationsRevoked }
}
