import t from 'tap'
import { decideCaasUser } from './decide'
import type { CaasUserState, CaasWallet } from './state'
import type { CaasUserCommand } from './commands'

const CAAS_KEY = { kind: 'api_key', id: 'key_caas', requestId: 'r1', clientAddress: '203.0.113.5' } as const

const NOW = Date.UTC(2026, 10, 22, 12)
const MINUTE = 60_000
const identity = { mode: 'test' as const, blindIndex: 'b'.repeat(64), sealedPhone: 'v1.sealed' }
const wallet: CaasWallet = {
  address: `0x${'1'.repeat(40)}`,
  owner: `0x${'a'.repeat(40)}`,
  ownerPath: "m/44'/60'/0'/0/1/2",
  salt: 'b'.repeat(64),
  generation: 0,
}

const provision = (businessId: string): CaasUserCommand => ({ type: 'provision', by: CAAS_KEY, businessId, identity, wallet })
const request = (to = 'test:new', codeHash = 'c1', businessId = 'm1'): CaasUserCommand => ({
  type: 'request_phone_change',
  businessId,
  to,
  codeHash,
  expiresAtMs: NOW + 10 * MINUTE,
})
const confirm = (codeHash = 'c1', to = 'test:new', businessId = 'm1'): CaasUserCommand => ({
  type: 'confirm_phone_change',
  businessId,
  to,
  codeHash,
})
const moveOut = (to = 'test:new', businessId = 'm1'): CaasUserCommand => ({ type: 'move_out', by: CAAS_KEY, businessId, to })
const linked: CaasUserCommand[] = [
  { type: 'request_link', businessId: 'm2', codeHash: 'l1', expiresAtMs: NOW + 10 * MINUTE },
  { type: 'confirm_link', by: CAAS_KEY, businessId: 'm2', codeHash: 'l1' },
]
const at = (command: CaasUserCommand, ms: number): [CaasUserCommand, number] => [command, NOW + ms]

/** Outcomes: the reply kind (or provision status) or the rejection code; events `type>businessId`. */
function run(commands: (CaasUserCommand | [CaasUserCommand, number])[], start: CaasUserState = { status: 'new', id: 'test:b' }) {
  let state = start
  const outcomes: string[] = []
  const events: string[] = []
  for (const entry of commands) {
    const [c, atMs] = Array.isArray(entry) ? entry : [entry, NOW]
    const d = decideCaasUser(state, c, atMs)
    if (d.kind === 'rejected') outcomes.push(d.rejection.code)
    else {
      outcomes.push(d.reply.kind === 'user' ? (d.reply.status ?? 'user') : d.reply.kind)
      if (d.kind === 'accepted') {
        state = d.state
        events.push(...d.events.map((e) => `${e.type}>${(e.payload as { businessId: string }).businessId}`))
      }
    }
  }
  return { state, outcomes, events }
}

const rows: { name: string; commands: (CaasUserCommand | [CaasUserCommand, number])[]; outcomes: string[]; events?: string[] }[] = [
  {
    name: 'request, confirm, move_out: the sole merchant moves the wallet with the new number’s code; user.phone_changed',
    commands: [provision('m1'), request(), confirm(), moveOut()],
    outcomes: ['PROVISIONED', 'user', 'user', 'moved'],
    events: ['caas.user.phone_changed>m1', 'audit.recorded>m1'],
  },
  {
    name: 'confirm, move_out: repeats after a crash carry the move on; after it, confirm answers where the wallet went',
    commands: [provision('m1'), request(), confirm(), confirm(), moveOut(), moveOut(), confirm()],
    outcomes: ['PROVISIONED', 'user', 'user', 'user', 'moved', 'moved', 'moved'],
  },
  {
    name: 'error: wallet_shared: a wallet linked to two merchants is not moved by either',
    commands: [provision('m1'), ...linked, request(), request('test:new', 'c1', 'm2')],
    outcomes: ['PROVISIONED', 'user', 'user', 'WALLET_SHARED', 'WALLET_SHARED'],
  },
  {
    name: 'error: wallet_shared: a merchant linked between request and confirmation stops the move',
    commands: [provision('m1'), request(), ...linked, confirm()],
    outcomes: ['PROVISIONED', 'user', 'user', 'user', 'WALLET_SHARED'],
  },
  {
    name: 'error: phone_change_in_progress: no merchant is linked, and no other change asked, while a confirmed one is carried out',
    commands: [provision('m1'), request(), confirm(), ...linked, at(request('test:other', 'c2'), 2 * MINUTE)],
    outcomes: ['PROVISIONED', 'user', 'user', 'user', 'PHONE_CHANGE_IN_PROGRESS', 'PHONE_CHANGE_IN_PROGRESS'],
  },
  {
    name: 'error: phone_change_not_requested: no request, another number, or move_out before the confirmation',
    commands: [provision('m1'), confirm(), request(), confirm('c1', 'test:other'), moveOut(), moveOut('test:other')],
    outcomes: [
      'PROVISIONED',
      'PHONE_CHANGE_NOT_REQUESTED',
      'user',
      'PHONE_CHANGE_NOT_REQUESTED',
      'PHONE_CHANGE_NOT_REQUESTED',
      'PHONE_CHANGE_NOT_REQUESTED',
    ],
  },
  {
    name: 'error: user_not_found: a merchant that is not the user’s asks, confirms or moves',
    commands: [provision('m1'), request('test:new', 'c1', 'm9'), confirm('c1', 'test:new', 'm9'), moveOut('test:new', 'm9')],
    outcomes: ['PROVISIONED', 'USER_NOT_FOUND', 'USER_NOT_FOUND', 'USER_NOT_FOUND'],
  },
  {
    name: 'error: phone_change_expired: the code is good for 10 minutes',
    commands: [provision('m1'), request(), at(confirm(), 10 * MINUTE)],
    outcomes: ['PROVISIONED', 'user', 'PHONE_CHANGE_EXPIRED'],
  },
  {
    name: 'error: phone_change_too_soon: one code a minute, whatever the number',
    commands: [provision('m1'), request(), at(request('test:other', 'c2'), MINUTE - 1), at(request('test:other', 'c2'), MINUTE)],
    outcomes: ['PROVISIONED', 'user', 'PHONE_CHANGE_TOO_SOON', 'user'],
  },
  {
    name: 'confirm: a new code replaces the old one (and its number)',
    commands: [
      provision('m1'),
      request(),
      at(request('test:other', 'c2'), MINUTE),
      at(confirm('c1'), MINUTE + 1),
      at(confirm('c2', 'test:other'), MINUTE + 2),
    ],
    outcomes: ['PROVISIONED', 'user', 'user', 'PHONE_CHANGE_NOT_REQUESTED', 'user'],
  },
  {
    name: 'error: too_many_attempts: five wrong codes an hour, across codes and numbers; then not even the right code',
    commands: [
      provision('m1'),
      request(),
      confirm('x'),
      confirm('x'),
      confirm('x'),
      at(request('test:other', 'c2'), MINUTE),
      at(confirm('x', 'test:other'), MINUTE + 1),
      at(confirm('x', 'test:other'), MINUTE + 2),
      at(confirm('c2', 'test:other'), MINUTE + 3),
      at(request('test:third', 'c3'), 2 * MINUTE),
    ],
    outcomes: [
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
    ],
  },
]

for (const row of rows) {
  t.test(row.name, async (t) => {
    const { outcomes, events } = run(row.commands)
    t.same(outcomes, row.outcomes)
    if (row.events) t.same(events, row.events)
  })
}

t.test('confirm_phone_change: code_mismatch counts down attemptsLeft', async (t) => {
  const { state } = run([provision('m1'), request(), confirm('x')])
  t.match(decideCaasUser(state, confirm('y'), NOW), { kind: 'accepted', reply: { kind: 'code_mismatch', attemptsLeft: 3 } })
})
