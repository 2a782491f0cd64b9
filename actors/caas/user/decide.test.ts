import t from 'tap'
import { decideCaasUser } from './decide'
import type { CaasUserState, CaasWallet } from './state'
import type { CaasUserCommand } from './commands'

const CAAS_KEY = { kind: 'api_key', id: 'key_caas', requestId: 'r1', clientAddress: '203.0.113.5' } as const

const NOW = Date.UTC(2026, 10, 22, 12)
const identity = { mode: 'test' as const, blindIndex: 'b'.repeat(64), sealedPhone: 'v1.sealed' }
const wallet = (generation: number, address = `0x${String(generation + 1).repeat(40)}`): CaasWallet => ({
  address: address as `0x${string}`,
  owner: `0x${'a'.repeat(40)}`,
  ownerPath: "m/44'/60'/0'/0/1/2",
  salt: 'b'.repeat(64),
  generation,
})

/** Applies commands in order, each at `nowMs` unless given as [command, atMs]; each outcome is the reply kind/status, or the rejection code. */
function run(
  commands: (CaasUserCommand | [CaasUserCommand, number])[],
  start: CaasUserState = { status: 'new', id: 'test:b' },
  nowMs = NOW,
) {
  let state = start
  const outcomes: string[] = []
  const events: string[] = []
  for (const entry of commands) {
    const [c, at] = Array.isArray(entry) ? entry : [entry, nowMs]
    const d = decideCaasUser(state, c, at)
    if (d.kind === 'rejected') outcomes.push(d.rejection.code)
    else {
      const r = d.reply
      outcomes.push(r.kind === 'user' ? (r.status ?? 'user') : r.kind)
      if (d.kind === 'accepted') {
        state = d.state
        events.push(...d.events.map((e) => `${e.type}>${(e.payload as { businessId: string }).businessId}`))
      }
    }
  }
  return { state, outcomes, events }
}

const provision = (businessId: string, generation = 0): CaasUserCommand => ({
  type: 'provision',
  by: CAAS_KEY,
  businessId,
  identity,
  wallet: wallet(generation),
})
const link = (businessId: string, codeHash = 'h1', expiresAtMs = NOW + 10 * 60_000): CaasUserCommand => ({
  type: 'request_link',
  businessId,
  codeHash,
  expiresAtMs,
})
const confirm = (businessId: string, codeHash: string): CaasUserCommand => ({ type: 'confirm_link', by: CAAS_KEY, businessId, codeHash })
const MINUTE = 60_000
const at = (command: CaasUserCommand, ms: number): [CaasUserCommand, number] => [command, NOW + ms]

t.test('provision: PROVISIONED, then ALREADY_EXISTS for the same merchant, LINK_REQUIRED for another', async (t) => {
  t.same(run([provision('m1'), provision('m1'), provision('m2')]).outcomes, ['PROVISIONED', 'ALREADY_EXISTS', 'LINK_REQUIRED'])
})

t.test('provision: without a wallet, a new number asks for one (recompute); an existing one needs none', async (t) => {
  const bare: CaasUserCommand = { type: 'provision', by: CAAS_KEY, businessId: 'm1', identity, wallet: null }
  t.same(run([bare, provision('m1'), bare]).outcomes, ['recompute', 'PROVISIONED', 'ALREADY_EXISTS'])
})

t.test('provision: an unaffiliated wallet whose payout failed and that holds nothing is ADOPTED by the first merchant', async (t) => {
  const { outcomes, state } = run([
    { type: 'ensure', identity, wallet: wallet(0), transferId: 'ctr_1' },
    { type: 'ensure', identity, wallet: wallet(0), transferId: 'ctr_1' },
    provision('m1'),
    { type: 'provision', by: CAAS_KEY, businessId: 'm1', identity, wallet: null, checked: { undelivered: ['ctr_1'], holdsFunds: false } },
    provision('m2'),
  ])
  t.same(outcomes, ['PROVISIONED', 'user', 'verify', 'ADOPTED', 'LINK_REQUIRED'])
  t.same(state.status === 'active' && state.members, ['m1'])
  t.notOk(state.status === 'active' && state.ordered, 'the tracked payouts go once a merchant has the wallet')
})

t.test('error: phone_number_moved: a payout (ensure) to a number whose wallet moved; a provision starts over', async (t) => {
  const moved: CaasUserState = {
    status: 'moved',
    id: 'test:b',
    mode: 'test',
    blindIndex: 'b'.repeat(64),
    movedTo: 'test:x',
    movedAtMs: NOW,
    nextGeneration: 1,
  }
  t.same(run([{ type: 'ensure', identity, wallet: null, transferId: 'ctr_1' }], moved).outcomes, ['PHONE_NUMBER_MOVED'])
  t.same(run([provision('m1', 1)], moved).outcomes, ['PROVISIONED'])
})

t.test('link: request, wrong code, right code -> linked; user.linked to every member', async (t) => {
  const { outcomes, state, events } = run([
    provision('m1'),
    link('m2'),
    { type: 'confirm_link', by: CAAS_KEY, businessId: 'm2', codeHash: 'wrong' },
    { type: 'confirm_link', by: CAAS_KEY, businessId: 'm2', codeHash: 'h1' },
    provision('m2'),
  ])
  t.same(outcomes, ['PROVISIONED', 'user', 'code_mismatch', 'user', 'ALREADY_EXISTS'])
  t.same(state.status === 'active' && state.members, ['m1', 'm2'])
  t.same(events, ['caas.user.linked>m1', 'caas.user.linked>m2', 'audit.recorded>m2'], 'and the link is on m2’s audit log')
})

t.test('link: an unaffiliated wallet is linked with the holder’s code too (the way in once it holds funds)', async (t) => {
  const { outcomes, state, events } = run([
    { type: 'ensure', identity, wallet: wallet(0), transferId: 'ctr_1' },
    link('m2'),
    confirm('m2', 'h1'),
  ])
  t.same(outcomes, ['PROVISIONED', 'user', 'user'])
  t.same(state.status === 'active' && state.members, ['m2'])
  t.notOk(state.status === 'active' && state.ordered)
  t.same(events, ['caas.user.linked>m2', 'audit.recorded>m2'])
})

t.test('error: link rules (already_linked, link_not_requested, link_expired, too_many_attempts, user_not_found)', async (t) => {
  t.same(run([link('m1')]).outcomes, ['USER_NOT_FOUND'])
  t.same(run([provision('m1'), link('m1')]).outcomes, ['PROVISIONED', 'ALREADY_LINKED'])
  t.same(run([provision('m1'), { type: 'confirm_link', by: CAAS_KEY, businessId: 'm2', codeHash: 'h1' }]).outcomes, [
    'PROVISIONED',
    'LINK_NOT_REQUESTED',
  ])
  const { state } = run([provision('m1'), link('m2', 'h1', NOW + 1)])
  t.same(run([{ type: 'confirm_link', by: CAAS_KEY, businessId: 'm2', codeHash: 'h1' }], state, NOW + 1).outcomes, ['LINK_EXPIRED'])
  const wrong = Array.from({ length: 6 }, (): CaasUserCommand => ({ type: 'confirm_link', by: CAAS_KEY, businessId: 'm2', codeHash: 'x' }))
  t.same(run([provision('m1'), link('m2'), ...wrong]).outcomes.slice(-2), ['code_mismatch', 'TOO_MANY_ATTEMPTS'])
})

t.test('request_link: one code per merchant per minute (injected clock); other merchants are not held back', async (t) => {
  const { outcomes } = run([
    provision('m1'),
    link('m2'),
    at(link('m2', 'h2', NOW + 11 * MINUTE), MINUTE - 1),
    at(link('m3'), 1_000),
    at(link('m2', 'h3', NOW + 11 * MINUTE), MINUTE),
  ])
  t.same(outcomes, ['PROVISIONED', 'user', 'LINK_REQUEST_TOO_SOON', 'user', 'user'])
})

t.test('error: too_many_attempts: five wrong codes per hour across codes; a new code does not reset them', async (t) => {
  const later = (ms: number, code = 'h2') => at(link('m2', code, NOW + ms + 10 * MINUTE), ms)
  const { outcomes, state } = run([
    provision('m1'),
    link('m2'),
    at(confirm('m2', 'x'), 1_000),
    at(confirm('m2', 'x'), 2_000),
    at(confirm('m2', 'x'), 3_000),
    later(2 * MINUTE),
    at(confirm('m2', 'x'), 2 * MINUTE + 1_000),
    at(confirm('m2', 'x'), 2 * MINUTE + 2_000),
    at(confirm('m2', 'h2'), 2 * MINUTE + 3_000),
    later(4 * MINUTE, 'h3'),
    at(confirm('m2', 'h3'), 4 * MINUTE + 1),
  ])
  t.same(
    outcomes,
    [
      'PROVISIONED',
      'user',
      'code_mismatch',
      'code_mismatch',
      'code_mismatch',
      'user',
      'code_mismatch',
      'code_mismatch',
      'TOO_MANY_ATTEMPTS',
      'TOO_MANY_ATTEMPTS',
      'TOO_MANY_ATTEMPTS',
    ],
    'capped: not even the right code links, and no new code (no SMS) is sent',
  )
  // An hour after the first wrong codes, three of the five have left the window.
  const freed = run(
    [
      at(link('m2', 'h4', NOW + 70 * MINUTE), 60 * MINUTE + 1_000),
      at(confirm('m2', 'y'), 60 * MINUTE + 2_000),
      at(confirm('m2', 'h4'), 60 * MINUTE + 3_000),
    ],
    state,
  )
  t.same(freed.outcomes, ['user', 'code_mismatch', 'user'])
  t.same(freed.state.status === 'active' && freed.state.members, ['m1', 'm2'])
})

t.test('confirm_link: code_mismatch counts down attemptsLeft across codes', async (t) => {
  const { state } = run([provision('m1'), link('m2'), confirm('m2', 'x'), confirm('m2', 'x')])
  const d = decideCaasUser(state, confirm('m2', 'x'), NOW)
  t.match(d, { kind: 'accepted', reply: { kind: 'code_mismatch', attemptsLeft: 2 } })
})

t.test("request_link: the guards of other merchants survive another merchant's request (their links are kept while binding)", async (t) => {
  const { state } = run([provision('m1'), link('m2'), at(confirm('m2', 'x'), 1_000), at(link('m3'), 20 * MINUTE)])
  t.match(
    state.status === 'active' && state.links.find((l) => l.businessId === 'm2'),
    { failedAtMs: [NOW + 1_000] },
    'expired code, but its wrong code still counts',
  )
  const { state: after } = run([at(link('m3', 'h9', NOW + 200 * MINUTE), 120 * MINUTE)], state)
  t.notOk(after.status === 'active' && after.links.some((l) => l.businessId === 'm2'), 'dropped once nothing binds')
})

t.test('move_out/move_in: the wallet follows the new number; the old number gets a fresh wallet of the next generation', async (t) => {
  const old = run([
    provision('m1'),
    { type: 'request_phone_change', businessId: 'm1', to: 'test:new', codeHash: 'c1', expiresAtMs: NOW + 10 * MINUTE },
    { type: 'confirm_phone_change', businessId: 'm1', to: 'test:new', codeHash: 'c1' },
    { type: 'move_out', by: CAAS_KEY, businessId: 'm1', to: 'test:new' },
  ])
  t.same(old.outcomes, ['PROVISIONED', 'user', 'user', 'moved'])
  t.same(old.events, ['caas.user.phone_changed>m1', 'audit.recorded>m1'])
  t.same(run([{ type: 'get' }], old.state).outcomes, ['moved'])
  t.same(run([provision('m3', 0)], old.state).outcomes, ['recompute'], 'generation 0 would be the moved wallet again')
  const again = run([provision('m3', 1)], old.state)
  t.same(again.outcomes, ['PROVISIONED'])
  t.equal(again.state.status === 'active' && again.state.nextGeneration, 2)
  const moved = run([
    { type: 'move_in', identity, wallet: wallet(0), members: ['m1', 'm2'] },
    { type: 'move_in', identity, wallet: wallet(0), members: ['m1', 'm2'] },
  ])
  t.same(moved.outcomes, ['user', 'user'], 'a retried move_in is unchanged')
  t.same(run([provision('m9'), { type: 'move_in', identity, wallet: wallet(0, `0x${'9'.repeat(40)}`), members: ['m1'] }]).outcomes, [
    'PROVISIONED',
    'PHONE_NUMBER_IN_USE',
  ])
  t.same(
    run([provision('m1'), { type: 'move_out', by: CAAS_KEY, businessId: 'mX', to: 'test:new' }]).outcomes,
    ['PROVISIONED', 'USER_NOT_FOUND'],
    'only a member may change the number',
  )
})
