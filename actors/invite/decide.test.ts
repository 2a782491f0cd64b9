import t from 'tap'
import { replay, type Step } from '../runtime/replay'
import type { InviteCommand } from './commands'
import { decideInvite, INVITE_TTL_MS, inviteKind } from './decide'

const T0 = Date.UTC(2026, 10, 24)
const create: InviteCommand = {
  type: 'create',
  businessId: 'b1',
  email: 'new@example.com',
  role: 'member',
  permissions: ['checkout:read'],
  invitedBy: 'u-owner',
}
const accept = (userId: string): InviteCommand => ({ type: 'accept', userId })
const get: InviteCommand = { type: 'get' }
const run = (...steps: Step<InviteCommand>[]) => replay(decideInvite, inviteKind.initial('i1'), steps)
const LATE = T0 + INVITE_TTL_MS

const table: Array<[string, Step<InviteCommand>[], string[]]> = [
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
