import t from 'tap'
import { replay, type Step } from '../../runtime/replay'
import type { UserCommand } from './commands'
import { decideUser, OTP_FAILURES_MAX, OTP_LOCK_MS, userKind } from './decide'
import type { ActiveUser } from './state'

const party = { kind: 'user', id: 'u-owner', requestId: 'r1', clientAddress: '203.0.113.1' } as const
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
    now(create, { type: 'remove', by: party }, login, { type: 'get' }),
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
  t.same(run(...now(create, login, { type: 'remove', by: party })).state, { ...run(...now(create)).state, status: 'removed', families: {} })
})

// Whole decisions: what each accepted command leaves in the state and says in its events, and what each
// rejection tells the caller.
const accepted = (state: ReturnType<typeof run>['state'], command: UserCommand, nowMs = T0) => {
  const d = decideUser(state, command, nowMs)
  if (d.kind !== 'accepted') throw new Error(`expected accepted, got ${JSON.stringify(d)}`)
  return d
}

t.test('create: the user as given, names default to empty, created now; user.created names business and role', async (t) => {
  const permissions = ['checkout.read']
  const d = accepted(userKind.initial('u1'), { ...create, role: 'member', permissions, firstName: 'Ada' }, T0 + 5)
  t.same(d.state, {
    status: 'active',
    id: 'u1',
    businessId: 'b1',
    email: 'a@example.com',
    firstName: 'Ada',
    lastName: '',
    passwordHash: 'ph',
    role: 'member',
    permissions: ['checkout.read'],
    families: {},
    totp: { sealedSecret: null, enabled: false },
    createdAtMs: T0 + 5,
  })
  t.not((d.state as { permissions: unknown }).permissions, permissions, 'the permissions are a copy')
  t.same(d.reply, d.state, 'the reply is the new user')
  t.same(d.events, [{ type: 'user.created', payload: { userId: 'u1', businessId: 'b1', role: 'member' } }])
  t.match(accepted(userKind.initial('u1'), { ...create, lastName: 'Lovelace' }).state, { firstName: '', lastName: 'Lovelace' })
})

t.test('error: the messages say what is wrong', async (t) => {
  t.match(decideUser(userKind.initial('u1'), { type: 'get' }, T0), { kind: 'rejected', rejection: { message: 'user not found' } })
  const removed = run(...now(create, { type: 'remove', by: party })).state
  t.match(decideUser(removed, login, T0), { rejection: { message: /removed from the team/ } })
  const user = run(...now(create, login)).state
  t.match(decideUser(user, rotate('x', 'y'), T0), { rejection: { message: 'refresh token is invalid or expired' } })
  t.match(decideUser(user, { type: 'rotate_refresh', familyId: 'other', presentedHash: 'r1', newHash: 'y', expiresAtMs: T0 + HOUR }, T0), {
    rejection: { code: 'INVALID_REFRESH_TOKEN', message: 'refresh token is invalid or expired' },
  })
  t.match(decideUser(user, { type: 'enable_totp' }, T0), { rejection: { message: /2fa\/setup first/ } })
  const enabled = run(...now(create, { type: 'set_totp_secret', sealedSecret: 's' }, { type: 'enable_totp' })).state
  t.match(decideUser(enabled, { type: 'set_totp_secret', sealedSecret: 's' }, T0), { rejection: { message: /already enabled/ } })
  const used = run(...now(create, otp(7))).state
  t.match(decideUser(used, otp(7), T0), { rejection: { message: /already used/ } })
  const locked = run(...now(create, ...Array.from({ length: OTP_FAILURES_MAX }, () => otp(null)))).state
  t.match(decideUser(locked, otp(8), T0), { rejection: { code: 'TOO_MANY_ATTEMPTS', message: /too many wrong/ } })
})

t.test('login_succeeded: a new family; revoked and expired families are dropped, live ones kept', async (t) => {
  const f = (hash: string, expiresAtMs: number, revoked = false) => ({ currentHash: hash, usedHashes: [], revoked, expiresAtMs })
  const base = run(...now(create)).state as ActiveUser
  const state = { ...base, families: { live: f('a', T0 + 1), gone: f('b', T0), cut: f('c', T0 + HOUR, true) } }
  const d = accepted(state, login)
  t.same((d.state as ActiveUser).families, { live: f('a', T0 + 1), f1: f('r1', T0 + HOUR) })
  t.same(d.events, [])
})

t.test('rotate_refresh: the new hash is current, the old one used; twenty used hashes are kept', async (t) => {
  let state = run(...now(create, login)).state
  let current = 'r1'
  for (let i = 2; i <= 25; i++) {
    const command: UserCommand = {
      type: 'rotate_refresh',
      familyId: 'f1',
      presentedHash: current,
      newHash: `r${i}`,
      expiresAtMs: T0 + HOUR + i,
    }
    state = accepted(state, command).state
    current = `r${i}`
  }
  const family = (state as ActiveUser).families.f1!
  t.same(family, {
    currentHash: 'r25',
    usedHashes: Array.from({ length: 20 }, (_, i) => `r${i + 5}`),
    revoked: false,
    expiresAtMs: T0 + HOUR + 25,
  })
  t.match(decideUser(state, rotate('r5', 'x'), T0), { kind: 'accepted', events: [{ payload: { userId: 'u1', familyId: 'f1' } }] })
  t.match(decideUser(state, rotate('r4', 'x'), T0), { kind: 'rejected' }, 'a hash older than the twenty kept is unknown')
  t.match(decideUser(state, rotate('r25', 'x'), T0 + HOUR + 24), { kind: 'accepted' }, 'valid until its expiry')
})

t.test('2FA: set, enable (user.2fa_enabled), a wrong code counts, a right one resets, disable (user.2fa_disabled)', async (t) => {
  let state = accepted(run(...now(create)).state, { type: 'set_totp_secret', sealedSecret: 's' }).state
  t.same((state as { totp: unknown }).totp, { sealedSecret: 's', enabled: false })
  const enabled = accepted(state, { type: 'enable_totp' })
  t.same(enabled.events, [{ type: 'user.2fa_enabled', payload: { userId: 'u1' } }])
  t.same((enabled.state as { totp: unknown }).totp, { sealedSecret: 's', enabled: true })
  state = enabled.state
  for (let i = 1; i < OTP_FAILURES_MAX; i++) {
    state = accepted(state, otp(null), T0 + i).state
    t.match((state as { totp: unknown }).totp, { failures: i, lockedUntilMs: 0 }, `${i} wrong`)
  }
  const locked = accepted(state, otp(null), T0 + 9).state
  t.match((locked as { totp: unknown }).totp, { failures: 0, lockedUntilMs: T0 + 9 + OTP_LOCK_MS }, 'locked; the count starts over')
  const right = accepted(state, otp(42)).state
  t.same((right as { totp: unknown }).totp, { sealedSecret: 's', enabled: true, failures: 0, lockedUntilMs: 0, lastStep: 42 })
  t.match(decideUser(right, otp(43), T0), { kind: 'accepted' }, 'the next step works')
  const disabled = accepted(right, { type: 'disable_totp' })
  t.same(disabled.events, [{ type: 'user.2fa_disabled', payload: { userId: 'u1' } }])
  t.same((disabled.state as { totp: unknown }).totp, { sealedSecret: null, enabled: false })
})

t.test('set_permissions and remove: the new permissions (a copy); user.removed names user and business', async (t) => {
  const permissions = ['a', 'b']
  const set = accepted(run(...now(create)).state, { type: 'set_permissions', permissions, by: party })
  t.same((set.state as { permissions: unknown }).permissions, ['a', 'b'])
  t.not((set.state as { permissions: unknown }).permissions, permissions)
  t.match(set.events, [
    {
      type: 'audit.recorded',
      payload: { businessId: 'b1', action: 'member.permissions_changed', by: party, target: { type: 'member', id: 'u1' } },
    },
  ])
  t.same((set.events[0]!.payload as { changes: unknown }).changes, {
    email: 'a@example.com',
    permissions: { from: [], to: ['a', 'b'] },
  })
  const removed = accepted(set.state, { type: 'remove', by: party })
  t.match(removed.events, [
    { type: 'user.removed', payload: { userId: 'u1', businessId: 'b1' } },
    { type: 'audit.recorded', payload: { action: 'member.removed', target: { type: 'member', id: 'u1' } } },
  ])
  t.equal(removed.events.length, 2)
  t.match(removed.state, { status: 'removed', permissions: ['a', 'b'] })
})

t.test('the kind: a new user is empty', async (t) => {
  t.same(userKind.initial('x'), { status: 'new', id: 'x' })
  t.equal(userKind.kind, 'user')
})

t.test('otp_checked: the very first code may be step 0; the lock lasts fifteen minutes', async (t) => {
  t.match(decideUser(run(...now(create)).state, otp(0), T0), { kind: 'accepted' })
  t.equal(OTP_LOCK_MS, 15 * 60 * 1000)
})
