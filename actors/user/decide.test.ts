import t from 'tap'
import { replay, type Step } from '../runtime/replay'
import type { UserCommand } from './commands'
import { decideUser, OTP_FAILURES_MAX, OTP_LOCK_MS, userKind } from './decide'

const T0 = Date.UTC(2026, 10, 24)
const HOUR = 3_600_000
const create: UserCommand = {
  type: 'create',
  businessId: 'b1',
  email: 'a@example.com',
  passwordHash: 'ph',
  role: 'owner',
  permissions: [],
}
const login: UserCommand = { type: 'login_succeeded', familyId: 'f1', refreshHash: 'r1', expiresAtMs: T0 + HOUR }
const rotate = (presentedHash: string, newHash: string): UserCommand => ({
  type: 'rotate_refresh',
  familyId: 'f1',
  presentedHash,
  newHash,
  expiresAtMs: T0 + HOUR,
})
const otp = (step: number | null): UserCommand => ({ type: 'otp_checked', step })
const now = (...commands: UserCommand[]): Step<UserCommand>[] => commands.map((c) => [c, T0] as const)
const run = (...steps: Step<UserCommand>[]) => replay(decideUser, userKind.initial('u1'), steps)

const table: Array<[string, Step<UserCommand>[], string[]]> = [
  ['create: a new user -> accepted; a repeat -> unchanged', now(create, create), ['accepted', 'unchanged']],
  ['get, login_succeeded: before create -> USER_NOT_FOUND', now({ type: 'get' }, login), ['USER_NOT_FOUND', 'USER_NOT_FOUND']],
  [
    'any change: a removed user -> USER_REMOVED; get still answers',
    now(create, { type: 'remove' }, login, { type: 'get' }),
    ['accepted', 'accepted', 'USER_REMOVED', 'unchanged'],
  ],
  ['rotate_refresh: the current token -> accepted', now(create, login, rotate('r1', 'r2')), ['accepted', 'accepted', 'accepted']],
  [
    'rotate_refresh: an unknown token or family -> INVALID_REFRESH_TOKEN',
    now(create, login, rotate('nope', 'r2')),
    ['accepted', 'accepted', 'INVALID_REFRESH_TOKEN'],
  ],
  [
    'rotate_refresh: a rotated token again -> accepted (the family is revoked); then the current one -> INVALID_REFRESH_TOKEN',
    now(create, login, rotate('r1', 'r2'), rotate('r1', 'r3'), rotate('r2', 'r3')),
    ['accepted', 'accepted', 'accepted', 'accepted', 'INVALID_REFRESH_TOKEN'],
  ],
  [
    'rotate_refresh: after the family expired -> INVALID_REFRESH_TOKEN',
    [
      [create, T0],
      [login, T0],
      [rotate('r1', 'r2'), T0 + HOUR],
    ],
    ['accepted', 'accepted', 'INVALID_REFRESH_TOKEN'],
  ],
  ['enable_totp: before a secret is set -> 2FA_NOT_SET_UP', now(create, { type: 'enable_totp' }), ['accepted', '2FA_NOT_SET_UP']],
  [
    'set_totp_secret: once 2FA is enabled -> 2FA_ALREADY_ENABLED',
    now(create, { type: 'set_totp_secret', sealedSecret: 's' }, { type: 'enable_totp' }, { type: 'set_totp_secret', sealedSecret: 's2' }),
    ['accepted', 'accepted', 'accepted', '2FA_ALREADY_ENABLED'],
  ],
  [
    'otp_checked: a step at or before the last used one -> OTP_REUSED',
    now(create, otp(100), otp(100), otp(99), otp(101)),
    ['accepted', 'accepted', 'OTP_REUSED', 'OTP_REUSED', 'accepted'],
  ],
  [
    `otp_checked: ${OTP_FAILURES_MAX} wrong codes lock the check -> TOO_MANY_ATTEMPTS until the lock ends`,
    [
      [create, T0],
      ...Array.from({ length: OTP_FAILURES_MAX }, () => [otp(null), T0] as const),
      [otp(200), T0 + OTP_LOCK_MS - 1],
      [otp(200), T0 + OTP_LOCK_MS],
    ],
    ['accepted', ...Array.from({ length: OTP_FAILURES_MAX }, () => 'accepted'), 'TOO_MANY_ATTEMPTS', 'accepted'],
  ],
]
for (const [name, steps, outcomes] of table) t.test(name, async (t) => t.same(run(...steps).outcomes, outcomes))

t.test('rotate_refresh: reuse of a rotated token revokes the family and says so', async (t) => {
  const { state } = run(...now(create, login, rotate('r1', 'r2')))
  const d = decideUser(state, rotate('r1', 'r3'), T0)
  t.match(d, { kind: 'accepted', events: [{ type: 'user.refresh_reuse_detected' }], state: { families: { f1: { revoked: true } } } })
})

t.test('remove: drops every refresh family', async (t) => {
  t.same(run(...now(create, login, { type: 'remove' })).state, { ...run(...now(create)).state, status: 'removed', families: {} })
})
