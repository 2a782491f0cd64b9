import t from 'tap'
import { decideCaasUser } from './decide'
import type { CaasUserCommand, CaasUserState, CaasWallet } from './state'

const NOW = Date.UTC(2026, 10, 22, 12)
const identity = { mode: 'test' as const, blindIndex: 'b'.repeat(64), sealedPhone: 'v1.sealed' }
const wallet = (generation: number, address = `0x${String(generation + 1).repeat(40)}`): CaasWallet =>
  ({ address: address as `0x${string}`, owner: `0x${'a'.repeat(40)}`, ownerPath: "m/44'/60'/0'/0/1/2", salt: 'b'.repeat(64), generation })

/** Applies commands in order; each outcome is the reply kind/status, or the rejection code. */
function run(commands: CaasUserCommand[], start: CaasUserState = { status: 'new', id: 'test:b' }, nowMs = NOW) {
  let state = start
  const outcomes: string[] = []
  const events: string[] = []
  for (const c of commands) {
    const d = decideCaasUser(state, c, nowMs)
    if (d.kind === 'rejected') outcomes.push(d.rejection.code)
    else {
      const r = d.reply
      outcomes.push(r.kind === 'user' ? r.status ?? 'user' : r.kind)
      if (d.kind === 'accepted') {
        state = d.state
        events.push(...d.events.map((e) => `${e.type}>${(e.payload as { businessId: string }).businessId}`))
      }
    }
  }
  return { state, outcomes, events }
}

const provision = (businessId: string, generation = 0): CaasUserCommand => ({ type: 'provision', businessId, identity, wallet: wallet(generation) })
const link = (businessId: string, codeHash = 'h1', expiresAtMs = NOW + 60_000): CaasUserCommand => ({ type: 'request_link', businessId, codeHash, expiresAtMs })

t.test('provision: PROVISIONED, then ALREADY_EXISTS for the same merchant, LINK_REQUIRED for another', async (t) => {
  t.same(run([provision('m1'), provision('m1'), provision('m2')]).outcomes, ['PROVISIONED', 'ALREADY_EXISTS', 'LINK_REQUIRED'])
})

t.test('provision: without a wallet, a new number asks for one (recompute); an existing one needs none', async (t) => {
  const bare: CaasUserCommand = { type: 'provision', businessId: 'm1', identity, wallet: null }
  t.same(run([bare, provision('m1'), bare]).outcomes, ['recompute', 'PROVISIONED', 'ALREADY_EXISTS'])
})

t.test('provision: an unaffiliated wallet (a transfer recipient) is ADOPTED by the first merchant', async (t) => {
  const { outcomes, state } = run([{ type: 'ensure', identity, wallet: wallet(0) }, { type: 'ensure', identity, wallet: wallet(0) }, provision('m1'), provision('m2')])
  t.same(outcomes, ['PROVISIONED', 'user', 'ADOPTED', 'LINK_REQUIRED'])
  t.same(state.status === 'active' && state.members, ['m1'])
})

t.test('link: request, wrong code, right code -> linked; user.linked to every member', async (t) => {
  const { outcomes, state, events } = run([provision('m1'), link('m2'), { type: 'confirm_link', businessId: 'm2', codeHash: 'wrong' }, { type: 'confirm_link', businessId: 'm2', codeHash: 'h1' }, provision('m2')])
  t.same(outcomes, ['PROVISIONED', 'user', 'code_mismatch', 'user', 'ALREADY_EXISTS'])
  t.same(state.status === 'active' && state.members, ['m1', 'm2'])
  t.same(events, ['caas.user.linked>m1', 'caas.user.linked>m2'])
})

t.test('error: link rules (already_linked, link_not_required, link_not_requested, link_expired, too_many_attempts, user_not_found)', async (t) => {
  t.same(run([link('m1')]).outcomes, ['user_not_found'])
  t.same(run([provision('m1'), link('m1')]).outcomes, ['PROVISIONED', 'already_linked'])
  t.same(run([{ type: 'ensure', identity, wallet: wallet(0) }, link('m2')]).outcomes, ['PROVISIONED', 'link_not_required'])
  t.same(run([provision('m1'), { type: 'confirm_link', businessId: 'm2', codeHash: 'h1' }]).outcomes, ['PROVISIONED', 'link_not_requested'])
  const { state } = run([provision('m1'), link('m2', 'h1', NOW + 1)])
  t.same(run([{ type: 'confirm_link', businessId: 'm2', codeHash: 'h1' }], state, NOW + 1).outcomes, ['link_expired'])
  const wrong = Array.from({ length: 6 }, (): CaasUserCommand => ({ type: 'confirm_link', businessId: 'm2', codeHash: 'x' }))
  t.same(run([provision('m1'), link('m2'), ...wrong]).outcomes.slice(-2), ['code_mismatch', 'too_many_attempts'])
})

t.test('move_out/move_in: the wallet follows the new number; the old number gets a fresh wallet of the next generation', async (t) => {
  const old = run([provision('m1'), link('m2'), { type: 'confirm_link', businessId: 'm2', codeHash: 'h1' }, { type: 'move_out', businessId: 'm1', to: 'test:new' }])
  t.same(old.outcomes.at(-1), 'moved')
  t.same(old.events.slice(-2), ['caas.user.phone_changed>m1', 'caas.user.phone_changed>m2'])
  t.same(run([{ type: 'get' }], old.state).outcomes, ['moved'])
  t.same(run([provision('m3', 0)], old.state).outcomes, ['recompute'], 'generation 0 would be the moved wallet again')
  const again = run([provision('m3', 1)], old.state)
  t.same(again.outcomes, ['PROVISIONED'])
  t.equal(again.state.status === 'active' && again.state.nextGeneration, 2)
  const moved = run([{ type: 'move_in', identity, wallet: wallet(0), members: ['m1', 'm2'] }, { type: 'move_in', identity, wallet: wallet(0), members: ['m1', 'm2'] }])
  t.same(moved.outcomes, ['user', 'user'], 'a retried move_in is unchanged')
  t.same(run([provision('m9'), { type: 'move_in', identity, wallet: wallet(0, `0x${'9'.repeat(40)}`), members: ['m1'] }]).outcomes, ['PROVISIONED', 'phone_number_in_use'])
  t.same(run([provision('m1'), { type: 'move_out', businessId: 'mX', to: 'test:new' }]).outcomes, ['PROVISIONED', 'user_not_found'], 'only a member may change the number')
})
