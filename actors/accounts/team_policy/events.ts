/**
 * What the team policy tells: that the owner changed whether every member needs a second factor, and who did (the
 * audit entry beside it carries the rest). Nobody subscribes to it today; it is for operators and the event stream.
 */
import { kindEvents } from '../../runtime/events'

type TeamPolicyEvents = {
  readonly 'team.policy_changed': { readonly businessId: string; readonly require2fa: boolean; readonly by: string }
}

export const teamPolicyEvents = kindEvents<TeamPolicyEvents>('team_policy')
