import t from 'tap'
import { replay } from '../../runtime/replay'
import type { TeamPolicyCommand } from './commands'
import { decideTeamPolicy, teamPolicyKind } from './decide'

const T0 = Date.UTC(2026, 10, 27)
const get: TeamPolicyCommand = { type: 'get' }
const party = { kind: 'user', id: 'u-owner', requestId: 'r1', clientAddress: '203.0.113.1' } as const
const set = (require2fa: boolean): TeamPolicyCommand => ({ type: 'set', require2fa, by: party })
const run = (...commands: TeamPolicyCommand[]) =>
  replay(
    decideTeamPolicy,
    teamPolicyKind.initial('b1'),
    commands.map((c) => [c, T0] as const),
  )

const table: Array<[string, TeamPolicyCommand[], string[]]> = [
  ['get: a new policy requires nothing and changes nothing', [get], ['unchanged']],
  ['set: off while off -> unchanged (no event)', [set(false)], ['unchanged']],
  ['set: on, on again, off -> accepted, unchanged, accepted', [set(true), set(true), set(false)], ['accepted', 'unchanged', 'accepted']],
]
for (const [name, commands, outcomes] of table) t.test(name, async (t) => t.same(run(...commands).outcomes, outcomes))

t.test('set: the whole policy, who changed it and when; team.policy_changed', async (t) => {
  const d = decideTeamPolicy(teamPolicyKind.initial('b1'), set(true), T0 + 3)
  t.same(d, {
    kind: 'accepted',
    state: { status: 'set', id: 'b1', require2fa: true, changedBy: 'u-owner', changedAtMs: T0 + 3 },
    reply: { require2fa: true, changedBy: 'u-owner', changedAtMs: T0 + 3 },
    events: [
      { type: 'team.policy_changed', payload: { businessId: 'b1', require2fa: true, by: 'u-owner' } },
      {
        type: 'audit.recorded',
        payload: {
          businessId: 'b1',
          action: 'team_security.changed',
          by: party,
          target: { type: 'team_policy', id: 'b1' },
          changes: { require_2fa: { from: false, to: true } },
        },
      },
    ],
  })
  t.same(decideTeamPolicy(teamPolicyKind.initial('b1'), get, T0), {
    kind: 'unchanged',
    reply: { require2fa: false, changedBy: null, changedAtMs: null },
  })
})
