/**
 * What a team invitation tells: sent, revoked, or accepted (a member joined). Nobody subscribes to them today; they
 * are for operators and the event stream (the audit entries beside them carry who and what).
 */
import { kindEvents } from '../../runtime/events'
import type { Invite } from './state'

type InviteEvents = {
  readonly 'team.invited': { readonly businessId: string; readonly role: Invite['role'] }
  readonly 'team.invite_revoked': { readonly businessId: string; readonly inviteId: string }
  readonly 'team.joined': { readonly businessId: string; readonly userId: string }
}

export const inviteEvents = kindEvents<InviteEvents>('invite')
