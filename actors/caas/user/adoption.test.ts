import t from 'tap'
import { decideCaasUser } from './decide'
import { MAX_ORDERED_TRANSFERS, type AdoptionFacts } from './adoption'
import type { CaasUserState, CaasWallet } from './state'
import type { CaasUserCommand } from './commands'

const CAAS_KEY = { kind: 'api_key', id: 'key_caas', requestId: 'r1', clientAddress: '203.0.113.5' } as const

const NOW = Date.UTC(2026, 10, 22, 12)
const W0 = `0x${'ab'.repeat(20)}` as const
const identity = { mode: 'test' as const, blindIndex: 'b'.repeat(64), sealedPhone: 'v1.sealed' }
const wallet: CaasWallet = {
  address: W0,
  owner: `0x${'a'.repeat(40)}`,
  ownerPath: "m/44'/60'/0'/0/1/2",
  salt: 'b'.repeat(64),
  generation: 0,
}

const ensure = (transferId: string): CaasUserCommand => ({ type: 'ensure', identity, wallet, transferId })
const provision = (checked?: AdoptionFacts, businessId = 'm2'): CaasUserCommand => ({
  type: 'provision',
  by: CAAS_KEY,
  businessId,
  identity,
  wallet: null,
  ...(checked ? { checked } : {}),
})
const facts = (undelivered: string[], holdsFunds: boolean | null = false): AdoptionFacts => ({ undelivered, holdsFunds })

/** Outcomes: the provision status, another reply kind (with the transfers a `verify` asks about), or the rejection code. */
function run(commands: CaasUserCommand[], start: CaasUserState = { status: 'new', id: 'test:b' }) {
  let state = start
  const outcomes: string[] = []
  for (const c of commands) {
    const d = decideCaasUser(state, c, NOW)
    if (d.kind === 'rejected') outcomes.push(d.rejection.code)
    else {
      const r = d.reply
      outcomes.push(r.kind === 'user' ? (r.status ?? 'user') : r.kind === 'verify' ? `verify:${r.transfers.join(',')}` : r.kind)
      if (d.kind === 'accepted') state = d.state
    }
  }
  return { state, outcomes }
}

const rows: { name: string; commands: CaasUserCommand[]; outcomes: string[] }[] = [
  {
    name: 'provision: a payout ordered to it -> verify asks about that payout first',
    commands: [ensure('ctr_1'), ensure('ctr_2'), ensure('ctr_1'), provision()],
    outcomes: ['PROVISIONED', 'user', 'user', 'verify:ctr_1,ctr_2'],
  },
  {
    name: 'provision: every payout failed, no funds -> ADOPTED',
    commands: [ensure('ctr_1'), ensure('ctr_2'), provision(facts(['ctr_1', 'ctr_2'])), provision(undefined, 'm3')],
    outcomes: ['PROVISIONED', 'user', 'ADOPTED', 'LINK_REQUIRED'],
  },
  {
    name: 'provision: a payout not known to have failed (queued, settled, unreadable) -> LINK_REQUIRED',
    commands: [ensure('ctr_1'), ensure('ctr_2'), provision(facts(['ctr_1']))],
    outcomes: ['PROVISIONED', 'user', 'LINK_REQUIRED'],
  },
  {
    name: 'provision: a payout ordered after the facts were read is not released by them -> LINK_REQUIRED',
    commands: [ensure('ctr_1'), provision(), ensure('ctr_2'), provision(facts(['ctr_1']))],
    outcomes: ['PROVISIONED', 'verify:ctr_1', 'user', 'LINK_REQUIRED'],
  },
  {
    name: 'provision: funds held (a deposit from outside CaaS) -> LINK_REQUIRED, and consent-only from then on',
    commands: [ensure('ctr_1'), provision(facts(['ctr_1'], true)), provision(), provision(facts(['ctr_1'], false))],
    outcomes: ['PROVISIONED', 'LINK_REQUIRED', 'LINK_REQUIRED', 'LINK_REQUIRED'],
  },
  {
    name: 'provision: a balance that could not be read counts as held -> LINK_REQUIRED, asked again next time',
    commands: [ensure('ctr_1'), provision(facts(['ctr_1'], null)), provision()],
    outcomes: ['PROVISIONED', 'LINK_REQUIRED', 'verify:'],
  },
  {
    name: 'provision: an announced transfer (expect_transfer) guards like an ordered one',
    commands: [
      ensure('ctr_1'),
      { type: 'expect_transfer', transfer: { transferId: 'ctr_9', from: `0x${'5'.repeat(40)}`, to: W0, amount: 1n, token: 'USDC' } },
      provision(facts(['ctr_1'])),
    ],
    outcomes: ['PROVISIONED', 'expected', 'LINK_REQUIRED'],
  },
]

for (const row of rows) {
  t.test(row.name, async (t) => {
    t.same(run(row.commands).outcomes, row.outcomes)
  })
}

t.test('provision: a deposit seen (detected or confirmed) -> LINK_REQUIRED without asking for facts', async (t) => {
  for (const status of ['detected', 'confirmed'] as const) {
    const { state } = run([ensure('ctr_1')])
    const seen = state.status === 'active' ? { ...state, deposits: [{ key: 'dep_1', sighting: 1, status }] } : state
    t.same(run([provision()], seen).outcomes, ['LINK_REQUIRED'], status)
  }
  const { state } = run([ensure('ctr_1')])
  const reversed = state.status === 'active' ? { ...state, deposits: [{ key: 'dep_1', sighting: 1, status: 'reversed' as const }] } : state
  t.same(run([provision(facts(['ctr_1']))], reversed).outcomes, ['ADOPTED'], 'a reversed deposit left nothing')
})

t.test('ensure: past MAX_ORDERED_TRANSFERS payouts the wallet is consent-only instead of forgetting one', async (t) => {
  const many = Array.from({ length: MAX_ORDERED_TRANSFERS + 1 }, (_, i) => ensure(`ctr_${i}`))
  const { state, outcomes } = run([...many, provision()])
  t.equal(outcomes.at(-1), 'LINK_REQUIRED')
  t.match(state, { status: 'active', consentOnly: true, ordered: [] })
})

t.test('ensure: a payout to a wallet that has a merchant is not tracked (it is never adopted)', async (t) => {
  const { state, outcomes } = run([{ type: 'provision', by: CAAS_KEY, businessId: 'm1', identity, wallet }, ensure('ctr_1')])
  t.same(outcomes, ['PROVISIONED', 'user'])
  t.notOk(state.status === 'active' && state.ordered)
})
