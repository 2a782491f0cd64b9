/**
 * The team policy: whether the owner requires a second factor of every
 * member for what redirects money (issue #28). Setting it to what it already
 * is changes nothing and emits nothing.
 */
import { auditEvent } from '../../../platform/audit'
import { accepted, unchanged, type ActorKind, type Decision, refTo } from '../../runtime/types'
import type { TeamPolicyCommand } from './commands'
import { teamPolicyEvents } from './events'
import type { TeamPolicyRejection } from './rejections'
import type { TeamPolicy, TeamPolicyState } from './state'

function policyOf(state: TeamPolicyState): TeamPolicy {
  return state.status === 'new'
    ? { require2fa: false, changedBy: null, changedAtMs: null }
    : { require2fa: state.require2fa, changedBy: state.changedBy, changedAtMs: state.changedAtMs }
}

export function decideTeamPolicy(
  state: TeamPolicyState,
  command: TeamPolicyCommand,
  nowMs: number,
): Decision<TeamPolicyState, TeamPolicy, TeamPolicyRejection> {
  if (command.type === 'get' || policyOf(state).require2fa === command.require2fa) return unchanged(policyOf(state))
  const next: TeamPolicyState = {
    status: 'set',
    id: state.id,
    require2fa: command.require2fa,
    changedBy: command.by.id,
    changedAtMs: nowMs,
  }
  return accepted(next, policyOf(next), [
    teamPolicyEvents.event('team.policy_changed', { businessId: state.id, require2fa: command.require2fa, by: command.by.id }),
    auditEvent({
      businessId: state.id,
      action: 'team_security.changed',
      by: command.by,
      target: { type: 'team_policy', id: state.id },
      changes: { require_2fa: { from: !command.require2fa, to: command.require2fa } },
    }),
  ])
}

export const teamPolicyKind: ActorKind<TeamPolicyState, TeamPolicyCommand, TeamPolicy> = {
  kind: 'team_policy',
  initial: (id) => ({ status: 'new', id }),
  decide: decideTeamPolicy,
}

/** An actor of this kind, for `host.ask` (actors/runtime/types.ts KindRef). */
export const teamPolicyRef = (id: string) => refTo(teamPolicyKind, id)
