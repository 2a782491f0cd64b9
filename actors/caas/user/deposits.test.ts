import t from 'tap'
import type { DepositView } from '../../chains'
import { decideCaasUser } from './decide'
import { EXPECTATION_TTL_MS, MAX_DEPOSIT_RECORDS, MAX_FORWARD_HOPS, depositTransferId } from './deposits'
import type { CaasUserState, CaasWallet } from './state'
import type { CaasUserCommand } from './commands'

const CAAS_KEY = { kind: 'api_key', id: 'key_caas', requestId: 'r1', clientAddress: '203.0.113.5' } as const

const NOW = Date.UTC(2026, 10, 22, 12)
const W0 = `0x${'ab'.repeat(20)}` as const
const W1 = `0x${'2'.repeat(40)}` as const
const SENDER = `0x${'5'.repeat(40)}` as const
const identity = { mode: 'test' as const, blindIndex: 'b'.repeat(64), sealedPhone: 'v1.sealed' }
const wallet = (generation: number, address: `0x${string}` = generation === 0 ? W0 : W1): CaasWallet => ({
  address,
  owner: `0x${'a'.repeat(40)}`,
  ownerPath: "m/44'/60'/0'/0/1/2",
  salt: 'b'.repeat(64),
  generation,
})
const provision = (businessId: string, generation = 0): CaasUserCommand => ({
  type: 'provision',
  by: CAAS_KEY,
  businessId,
  identity,
  wallet: wallet(generation),
})

/** A deposit as the router delivers it: USDC to W0, confirmed, first sighting, unless overridden. */
const deposit = (over: Partial<DepositView> = {}): DepositView => {
  const d = {
    status: 'confirmed',
    network: 'POL',
    txHash: '0xtx1',
    address: W0,
    fromAddress: `0x${'9'.repeat(40)}`,
    currency: 'USDC',
    amount: 10_000_000n,
    index: 0,
    sighting: 1,
    owner: { kind: 'caas_user', id: 'test:b' },
    sandbox: true,
    confirmations: 1,
    detectedAtMs: NOW,
    settledAtMs: NOW + 1_000,
    ...over,
  } as const
  return { ...d, id: over.id ?? `POL:${d.txHash}:${d.address}:${d.currency}:0` } as DepositView
}
const observed = (over: Partial<DepositView> = {}, hops?: number): CaasUserCommand => ({
  type: 'deposit_observed',
  deposit: deposit(over),
  ...(hops === undefined ? {} : { hops }),
})
/** A phone change by m1, as the methods drive it: a code requested for `to`, confirmed, then the wallet let go. */
const moveOut = (to: string): CaasUserCommand[] => [
  { type: 'request_phone_change', businessId: 'm1', to, codeHash: 'c1', expiresAtMs: NOW + 600_000 },
  { type: 'confirm_phone_change', businessId: 'm1', to, codeHash: 'c1' },
  { type: 'move_out', by: CAAS_KEY, businessId: 'm1', to },
]
const expect = (transferId: string, amount = 10_000_000n, to: `0x${string}` = W0): CaasUserCommand => ({
  type: 'expect_transfer',
  transfer: { transferId, from: SENDER, to, amount, token: 'USDC' },
})

/** Applies commands in order (each at `NOW + ms` when given as [command, ms]); outcomes are deposit outcomes, reply kinds or rejection codes; events `type>businessId|to`. */
function run(commands: (CaasUserCommand | [CaasUserCommand, number])[], start: CaasUserState = { status: 'new', id: 'test:b' }) {
  let state = start
  const outcomes: string[] = []
  const events: { type: string; payload: Record<string, unknown> }[] = []
  for (const entry of commands) {
    const [c, ms] = Array.isArray(entry) ? entry : [entry, 0]
    const d = decideCaasUser(state, c, NOW + ms)
    if (d.kind === 'rejected') outcomes.push(d.rejection.code)
    else {
      outcomes.push(d.reply.kind === 'deposit' ? d.reply.outcome : d.reply.kind === 'user' ? (d.reply.status ?? 'user') : d.reply.kind)
      if (d.kind === 'accepted') {
        state = d.state
        events.push(...(d.events as { type: string; payload: Record<string, unknown> }[]))
      }
    }
  }
  const tags = events.map((e) => `${e.type}>${(e.payload.businessId ?? e.payload.to ?? e.payload.userId) as string}`)
  return { state, outcomes, events, tags }
}

t.test('deposit_observed: detected is recorded only; confirmed -> caas.deposit.received to every merchant, once', async (t) => {
  const linked = run([
    provision('m1'),
    { type: 'request_link', businessId: 'm2', codeHash: 'h', expiresAtMs: NOW + 60_000 },
    { type: 'confirm_link', by: CAAS_KEY, businessId: 'm2', codeHash: 'h' },
  ]).state
  const { outcomes, tags, events } = run(
    [observed({ status: 'detected', settledAtMs: null }), observed(), observed(), observed({ status: 'detected', settledAtMs: null })],
    linked,
  )
  t.same(outcomes, ['recorded', 'reported', 'repeat', 'repeat'])
  t.same(tags, ['caas.deposit.received>m1', 'caas.deposit.received>m2'])
  t.match(events[0]!.payload, {
    transferId: depositTransferId(`POL:0xtx1:${W0}:USDC:0`),
    walletAddress: W0,
    network: 'POL',
    currency: 'USDC',
    amount: 10_000_000n,
    txHash: '0xtx1',
    settledAtMs: NOW + 1_000,
    mode: 'test',
  })
  t.match(depositTransferId('x'), /^dep_[0-9a-f]{32}$/)
  t.equal(depositTransferId('x'), depositTransferId('x'), 'stable')
})

t.test('deposit_observed: an unaffiliated user gets an SMS event instead of transfer.received', async (t) => {
  const { outcomes, events } = run([{ type: 'ensure', identity, wallet: wallet(0), transferId: 'ctr_0' }, observed(), observed()])
  t.same(outcomes, ['PROVISIONED', 'reported', 'repeat'])
  t.same(
    events.map((e) => e.type),
    ['caas.deposit.sms'],
  )
  t.match(events[0]!.payload, { userId: 'test:b', amount: 10_000_000n, currency: 'USDC', network: 'POL' })
  t.notOk('sealedPhone' in events[0]!.payload, 'the sealed number stays in the actor')
})

t.test('deposit_observed: not USDC, not its wallet, nobody -> unchanged', async (t) => {
  t.same(run([provision('m1'), observed({ currency: 'POL', amount: 10n ** 18n }), observed({ address: `0x${'7'.repeat(40)}` })]).outcomes, [
    'PROVISIONED',
    'not_token',
    'not_mine',
  ])
  t.same(run([observed()]).outcomes, ['not_mine'], 'a user that does not exist')
  t.same(
    run([provision('m1'), observed({ address: W0.toUpperCase().replace('0X', '0x') as `0x${string}` })]).outcomes,
    ['PROVISIONED', 'reported'],
    'addresses compare without case',
  )
})

t.test('deposit_observed: a reorg (detected, reversed, detected again, confirmed) reports once; a failed deposit never', async (t) => {
  const { outcomes, tags } = run([
    provision('m1'),
    observed({ status: 'detected' }),
    observed({ status: 'reversed' }),
    observed({ status: 'detected', sighting: 2 }),
    observed({ status: 'detected', sighting: 1 }),
    observed({ status: 'confirmed', sighting: 2 }),
    observed({ status: 'confirmed', sighting: 2 }),
  ])
  t.same(
    outcomes,
    ['PROVISIONED', 'recorded', 'recorded', 'recorded', 'repeat', 'reported', 'repeat'],
    'the stale first sighting is a repeat',
  )
  t.same(tags, ['caas.deposit.received>m1'])
  t.same(
    run([provision('m1'), observed({ status: 'detected' }), observed({ status: 'failed' }), observed({ status: 'failed' })]).outcomes,
    ['PROVISIONED', 'recorded', 'recorded', 'repeat'],
  )
})

t.test('expect_transfer: an announced CaaS transfer is internal (no event) once; the same again unannounced is reported', async (t) => {
  const { outcomes, tags, state } = run([
    provision('m1'),
    expect('ctr_1'),
    expect('ctr_1'),
    observed({ status: 'detected', fromAddress: SENDER }),
    observed({ fromAddress: SENDER }),
    observed({ fromAddress: SENDER }),
    observed({ txHash: '0xtx2', fromAddress: SENDER }),
  ])
  t.same(outcomes, ['PROVISIONED', 'expected', 'expected', 'recorded', 'internal', 'repeat', 'reported'])
  t.same(tags, ['caas.deposit.received>m1'])
  t.match(state.status === 'active' && state.deposits, [{ status: 'confirmed', transferId: 'ctr_1' }, { status: 'confirmed' }])
  t.same(state.status === 'active' && state.incoming, [], 'consumed')
  t.same(
    run([provision('m1'), expect('ctr_1', 1n), observed({ fromAddress: SENDER })]).outcomes.at(-1),
    'reported',
    'another amount is not the announced transfer',
  )
  t.same(
    run([provision('m1'), expect('ctr_1'), [observed({ fromAddress: SENDER }), EXPECTATION_TTL_MS]]).outcomes.at(-1),
    'reported',
    'an announcement expires',
  )
})

t.test('error: expect_transfer for nobody -> user_not_found; for a wallet that moved -> where it went', async (t) => {
  t.same(run([expect('ctr_1')]).outcomes, ['USER_NOT_FOUND'])
  t.same(run([provision('m1'), expect('ctr_1', 1n, W1)]).outcomes, ['PROVISIONED', 'USER_NOT_FOUND'], 'not its wallet')
  const moved = run([provision('m1'), ...moveOut('test:new'), expect('ctr_1')])
  t.same(moved.outcomes.at(-1), 'moved')
})

t.test(
  "phone change: the old number forwards its wallet's deposits to the new one, also after it re-provisions; hops are bounded",
  async (t) => {
    const old = run([provision('m1'), observed({ txHash: '0xtx0' }), ...moveOut('test:new'), observed(), observed()])
    t.same(old.outcomes.slice(-2), ['forwarded', 'forwarded'], 'each observation forwards; the new number deduplicates')
    t.match(
      old.events.filter((e) => e.type === 'caas.deposit.forward').map((e) => e.payload),
      [
        { to: 'test:new', hops: 1 },
        { to: 'test:new', hops: 1 },
      ],
    )
    const again = run([provision('m1', 1), observed(), observed({ address: W1, id: 'w1' })], old.state)
    t.same(again.outcomes, ['PROVISIONED', 'forwarded', 'reported'])
    t.same(run([observed({}, MAX_FORWARD_HOPS)], old.state).outcomes, ['not_mine'])
    // A legacy moved user (no departures recorded) forwards to movedTo.
    const legacy: CaasUserState = {
      status: 'moved',
      id: 'test:b',
      mode: 'test',
      blindIndex: 'b'.repeat(64),
      movedTo: 'test:x',
      movedAtMs: NOW,
      nextGeneration: 1,
    }
    t.same(run([observed()], legacy).outcomes, ['forwarded'])
  },
)

t.test('move_in: the deposit records and announcements come along; a repeat at the new number stays a repeat', async (t) => {
  const old = run([provision('m1'), observed(), expect('ctr_9', 5n)]).state
  if (old.status !== 'active') throw new Error('active expected')
  const moved = run(
    [
      { type: 'move_in', identity, wallet: old.wallet, members: old.members, deposits: old.deposits!, incoming: old.incoming! },
      observed(),
      observed({ txHash: '0xtx5', fromAddress: SENDER, amount: 5n }),
    ],
    { status: 'new', id: 'test:new' },
  )
  t.same(moved.outcomes, ['user', 'repeat', 'internal'])
  t.same(moved.tags, [])
})

t.test('deposit records are bounded', async (t) => {
  const many = Array.from({ length: MAX_DEPOSIT_RECORDS + 1 }, (_, i) => observed({ status: 'detected', txHash: `0x${i}` }))
  const { state } = run([provision('m1'), ...many])
  t.equal(state.status === 'active' && state.deposits?.length, MAX_DEPOSIT_RECORDS)
})
