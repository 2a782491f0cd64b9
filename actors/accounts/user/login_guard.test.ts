import t from 'tap'
import { clientKey, decideLoginGuard, loginGuardKind } from './login_guard'
import type { GuardReply } from './commands'
import type { LoginGuardState } from './state'

const replyOf = (state: LoginGuardState, command: Parameters<typeof decideLoginGuard>[1], nowMs: number) => {
  const d = decideLoginGuard(state, command, nowMs)
  if (d.kind === 'rejected') throw new Error('unexpected rejection')
  return { reply: d.reply as GuardReply, state: d.kind === 'accepted' ? d.state : state }
}

t.test('failed: the 5th failure in a row locks the pair for 30 s, doubling after', async (t) => {
  let state = loginGuardKind.initial('10.0.0.1')
  const locks: number[] = []
  for (let i = 0; i < 7; i++) {
    const next = replyOf(state, { type: 'failed', account: 'a' }, 1_000)
    state = next.state
    locks.push(next.reply.lockedUntilMs === 0 ? 0 : next.reply.lockedUntilMs - 1_000)
  }
  t.same(locks, [0, 0, 0, 0, 30_000, 60_000, 120_000])
  t.equal(
    replyOf(state, { type: 'check', account: 'b' }, 1_000).reply.lockedUntilMs,
    0,
    'another account from the same client is not locked',
  )
  t.equal(replyOf(state, { type: 'check', account: 'a' }, 1_000 + 120_001).reply.lockedUntilMs, 0, 'the lock ends')
})

t.test('succeeded: clears the streak', async (t) => {
  let state = loginGuardKind.initial('10.0.0.1')
  for (let i = 0; i < 4; i++) state = replyOf(state, { type: 'failed', account: 'a' }, 0).state
  state = replyOf(state, { type: 'succeeded', account: 'a' }, 0).state
  t.equal(replyOf(state, { type: 'failed', account: 'a' }, 0).reply.lockedUntilMs, 0, 'counting starts again')
})

t.test('failed: the table per client stays bounded', async (t) => {
  let state = loginGuardKind.initial('10.0.0.1')
  for (let i = 0; i < 300; i++) state = replyOf(state, { type: 'failed', account: `acct-${i}` }, i).state
  t.equal(Object.keys(state.accounts).length, 200)
  t.ok(state.accounts['acct-299'] && !state.accounts['acct-0'], 'the oldest streaks go first')
})

t.test('clientKey: IPv4 (also mapped) as is, IPv6 by its /64', async (t) => {
  t.equal(clientKey('127.0.0.2'), '127.0.0.2')
  t.equal(clientKey('::ffff:127.0.0.2'), '127.0.0.2')
  t.equal(clientKey('0000:0000:0000:0000:0000:ffff:7f00:0002'), '127.0.0.2')
  t.equal(clientKey('2001:db8:1:2:aaaa::1'), clientKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff'), 'one /64, one client')
  t.not(clientKey('2001:db8:1:2::1'), clientKey('2001:db8:1:3::1'))
  t.equal(clientKey(''), 'unknown')
})
