import t from 'tap'
import { replay, type Step } from '../../runtime/replay'
import type { InviteCommand } from './commands'
import { decideInvite, INVITE_TTL_MS, inviteKind } from './decide'

const T0 = Date.UTC(2026, 10, 24)
const party = { kind: 'user', id: 'u1', requestId: 'r1', clientAddress: '203.0.113.1' } as const
const create: InviteCommand = {
  type: 'create',
  businessId: 'b1',
  email: 'new@example.com',
  role: 'member',
  permissions: ['checkout:read'],
  invitedBy: 'u-owner',
  by: party,
}
const accept = (userId: string): InviteCommand => ({ type: 'accept', userId, by: party })
const get: InviteCommand = { type: 'get' }
const revoke = (businessId: string): InviteCommand => ({ type: 'revoke', businessId, by: party })
const run = (...steps: Step<InviteCommand>[]) => replay(decideInvite, inviteKind.initial('i1'), steps)
const LATE = T0 + INVITE_TTL_MS

const table: Array<[string, Step<InviteCommand>[], string[]]> = [
  [
    'revoke: a pending invite -> accepted; again -> unchanged; then get or accept -> INVITE_INVALID',
    [
      [create, T0],
      [revoke('b1'), T0 + 1],
      [revoke('b1'), T0 + 2],
      [get, T0 + 3],
      [accept('u1'), T0 + 3],
    ],
    ['accepted', 'accepted', 'unchanged', 'INVITE_INVALID', 'INVITE_INVALID'],
  ],
  [
    "revoke: another business's or an unknown invite -> INVITE_NOT_FOUND; an accepted one -> INVITE_INVALID",
    [
      [revoke('b1'), T0],
      [create, T0],
      [revoke('b2'), T0],
      [accept('u1'), T0],
      [revoke('b1'), T0],
    ],
    ['INVITE_NOT_FOUND', 'accepted', 'INVITE_NOT_FOUND', 'accepted', 'INVITE_INVALID'],
  ],
  [
    'create: a new invite -> accepted; again -> INVITE_EXISTS',
    [
      [create, T0],
      [create, T0],
    ],
    ['accepted', 'INVITE_EXISTS'],
  ],
  [
    'get: a pending invite -> unchanged',
    [
      [create, T0],
      [get, T0 + 1],
    ],
    ['accepted', 'unchanged'],
  ],
  [
    'get or accept: unknown invite -> INVITE_INVALID',
    [
      [get, T0],
      [accept('u1'), T0],
    ],
    ['INVITE_INVALID', 'INVITE_INVALID'],
  ],
  [
    'accept: within the TTL -> accepted; the same user again -> unchanged',
    [
      [create, T0],
      [accept('u1'), T0 + 1],
      [accept('u1'), T0 + 2],
    ],
    ['accepted', 'accepted', 'unchanged'],
  ],
  [
    'accept: another user after it was used -> INVITE_INVALID',
    [
      [create, T0],
      [accept('u1'), T0],
      [accept('u2'), T0],
    ],
    ['accepted', 'accepted', 'INVITE_INVALID'],
  ],
  [
    'get: a used invite -> INVITE_INVALID',
    [
      [create, T0],
      [accept('u1'), T0],
      [get, T0],
    ],
    ['accepted', 'accepted', 'INVITE_INVALID'],
  ],
  [
    'accept: at the expiry -> INVITE_INVALID',
    [
      [create, T0],
      [accept('u1'), LATE],
    ],
    ['accepted', 'INVITE_INVALID'],
  ],
  [
    'accept: one ms before expiry -> accepted',
    [
      [create, T0],
      [accept('u1'), LATE - 1],
    ],
    ['accepted', 'accepted'],
  ],
]
for (const [name, steps, outcomes] of table) t.test(name, async (t) => t.same(run(...steps).outcomes, outcomes))

t.test('accept: records the user and emits team.joined', async (t) => {
  const { state } = run([create, T0], [accept('u1'), T0])
  t.match(state, { status: 'accepted', acceptedUserId: 'u1', expiresAtMs: LATE })
  t.match(decideInvite(run([create, T0]).state, accept('u1'), T0), {
    events: [{ type: 'team.joined', payload: { businessId: 'b1', userId: 'u1' } }],
  })
})

t.test('revoke: the invite revoked now, the rest kept; team.invite_revoked names business and invite', async (t) => {
  const pending = run([create, T0]).state
  const d = decideInvite(pending, revoke('b1'), T0 + 5)
  if (d.kind !== 'accepted') return t.fail('refused')
  t.same(d.state, { ...pending, status: 'revoked', revokedAtMs: T0 + 5 })
  t.same(d.events, [
    { type: 'team.invite_revoked', payload: { businessId: 'b1', inviteId: 'i1' } },
    {
      type: 'audit.recorded',
      payload: {
        businessId: 'b1',
        action: 'invitation.revoked',
        by: party,
        target: { type: 'invitation', id: 'i1' },
        changes: { email: 'new@example.com' },
      },
    },
  ])
  t.match(decideInvite(d.state, get, T0 + 6), { rejection: { code: 'INVITE_INVALID' } })
})

t.test('create: the whole invite (permissions copied), pending for the TTL; team.invited names business and role', async (t) => {
  const d = decideInvite(inviteKind.initial('i1'), create, T0)
  if (d.kind !== 'accepted') return t.fail('refused')
  t.same(d.state, {
    status: 'pending',
    id: 'i1',
    businessId: 'b1',
    email: 'new@example.com',
    role: 'member',
    permissions: ['checkout:read'],
    invitedBy: 'u-owner',
    expiresAtMs: LATE,
    acceptedUserId: null,
    createdAtMs: T0,
  })
  t.not((d.state as { permissions: unknown }).permissions, (create as { permissions: unknown }).permissions, 'a copy')
  t.same(d.reply, d.state)
  t.same(d.events, [
    { type: 'team.invited', payload: { businessId: 'b1', role: 'member' } },
    {
      type: 'audit.recorded',
      payload: {
        businessId: 'b1',
        action: 'member.invited',
        by: party,
        target: { type: 'invitation', id: 'i1' },
        changes: { email: 'new@example.com', role: 'member', permissions: ['checkout:read'] },
      },
    },
  ])
})

t.test('get and a repeated accept answer the invite unchanged; the messages say what is wrong', async (t) => {
  const pending = run([create, T0]).state
  t.same(decideInvite(pending, get, T0), { kind: 'unchanged', reply: pending })
  const used = run([create, T0], [accept('u1'), T0]).state
  t.same(decideInvite(used, accept('u1'), T0), { kind: 'unchanged', reply: used })
  t.match(decideInvite(pending, create, T0), { rejection: { message: 'invitation already exists' } })
  t.match(decideInvite(used, accept('u2'), T0), { rejection: { message: 'this invitation is invalid, used or expired' } })
  t.same(decideInvite(used, accept('u1'), LATE + 1), { kind: 'unchanged', reply: used }, 'a used invite does not expire for its user')
})

t.test('the kind: a new invite is empty', async (t) => {
  t.same(inviteKind.initial('x'), { status: 'new', id: 'x' })
  t.equal(inviteKind.kind, 'invite')
})

t.test('INVITE_TTL_MS: seven days', async (t) => {
  t.equal(INVITE_TTL_MS, 604_800_000)
})
