import t from 'tap'
import { balanceKind, BOOKING_REQUESTED, BOOKINGS_KEPT, decideBalance } from './decide'
import { rememberedKey, type BookingEvent } from './bookings'
import type { BalanceCommand } from './commands'
import type { TopUpAddress } from './state'
import { deposit, fresh, id, K1, K2, NOW, P1, Q1, requestOf, run } from './decide_fixtures'

const R = 'balance.booking_requested'
const table: Array<[string, BalanceCommand[], string[], string[], string[]]> = [
  [
    'deposit_observed: detected -> pending credit; confirmed -> posted; repeats change nothing',
    [deposit('detected'), deposit('detected'), deposit('confirmed'), deposit('confirmed'), deposit('detected')],
    ['accepted', 'unchanged', 'accepted', 'unchanged', 'unchanged'],
    [R, 'balance.credit_pending', R, 'balance.credited'],
    [P1, `${P1}, ${Q1}`],
  ],
  [
    'deposit_observed: confirmed first (sandbox, or detection missed) -> pending and post together',
    [deposit('confirmed'), deposit('detected'), deposit('confirmed')],
    ['accepted', 'unchanged', 'unchanged'],
    [R, 'balance.credited'],
    [`${P1}, ${Q1}`],
  ],
  [
    'deposit_observed: reversed while pending (reorg) -> void; then mined again -> a new sighting credits once',
    [
      deposit('detected'),
      deposit('reversed'),
      deposit('reversed'),
      deposit('detected', { sighting: 2 }),
      deposit('confirmed', { sighting: 2 }),
    ],
    ['accepted', 'accepted', 'unchanged', 'accepted', 'accepted'],
    [R, 'balance.credit_pending', R, 'balance.credit_voided', R, 'balance.credit_pending', R, 'balance.credited'],
    [P1, `${P1}, ${id(K1, 'void')}`, id(K2, 'pending'), `${id(K2, 'pending')}, ${id(K2, 'post')}`],
  ],
  [
    'deposit_observed: failed while pending -> void; a late confirmation of the voided sighting is ignored',
    [deposit('detected'), deposit('failed'), deposit('confirmed')],
    ['accepted', 'accepted', 'unchanged'],
    [R, 'balance.credit_pending', R, 'balance.credit_voided'],
    [P1, `${P1}, ${id(K1, 'void')}`],
  ],
  [
    'deposit_observed: reversed after posting -> compensating debit, once',
    [deposit('confirmed'), deposit('reversed'), deposit('reversed'), deposit('failed')],
    ['accepted', 'accepted', 'unchanged', 'unchanged'],
    [R, 'balance.credited', R, 'balance.debited'],
    [`${P1}, ${Q1}`, `${P1}, ${Q1}, ${id(K1, 'reverse')}`],
  ],
  [
    'deposit_observed: failed or reversed with nothing booked -> nothing',
    [deposit('failed'), deposit('reversed')],
    ['unchanged', 'unchanged'],
    [],
    [],
  ],
  [
    'deposit_observed: not a balance currency, not a top-up network, or the other environment -> ignored',
    [deposit('confirmed', { currency: 'POL' }), deposit('confirmed', { network: 'ETH' }), deposit('confirmed', { sandbox: true })],
    ['unchanged', 'unchanged', 'unchanged'],
    [],
    [],
  ],
]

for (const [name, commands, outcomes, events, moves] of table) {
  t.test(name, async (t) => {
    const result = run(commands)
    t.same(result.outcomes, outcomes)
    t.same(result.events, events)
    t.same(result.moves, moves)
  })
}

t.test('deposit_observed: amounts in 6 decimals (POL tokens have 6; BSC tokens 18, rounded down)', async (t) => {
  t.match(requestOf(fresh(), deposit('confirmed')), { currency: 'USDT', units: 25_500_000n }, '25.5 USDT')
  const bsc = (amount: bigint) => deposit('confirmed', { network: 'BSC', id: 'BSC:0xdef:0xTOPUP:USDC:0', currency: 'USDC', amount })
  t.match(requestOf(fresh(), bsc(1_234_567_999_999_999_999n)), { currency: 'USDC', units: 1_234_567n }, 'below a millionth: rounded down')
  t.same(run([bsc(999_999_999_999n)]).outcomes, ['unchanged'], 'less than one balance unit credits nothing')
})

t.test('deposit_observed: the pending credit goes from chain clearing to the merchant, in its environment and currency', async (t) => {
  const d = decideBalance(fresh('biz-1:test'), deposit('detected', { sandbox: true, owner: { kind: 'balance', id: 'biz-1:test' } }), NOW)
  t.equal(d.kind, 'accepted')
  if (d.kind !== 'accepted') return
  t.equal(d.events[0]!.type, BOOKING_REQUESTED)
  t.match((d.events[0]!.payload as BookingEvent).moves[0], {
    op: 'pending',
    debit: { ledger: 'USDT.test', id: 'clearing:POL:USDT:test' },
    credit: { ledger: 'USDT.test', id: 'balance:biz-1:USDT:test' },
    units: 25_500_000n,
  })
})

t.test(`deposit_observed: only the last ${BOOKINGS_KEPT} bookings are kept`, async (t) => {
  // Deposit ids as the chains make them: a 32-byte transaction hash and the address.
  const idOf = (i: number) => `POL:0x${i.toString(16).padStart(64, '0')}:0x${'ab'.repeat(20)}:USDT:0`
  let state = fresh()
  for (let i = 0; i <= BOOKINGS_KEPT; i++) state = run([deposit('confirmed', { id: idOf(i) })], state).state
  t.equal(state.bookings.length, BOOKINGS_KEPT)
  t.equal(state.bookings[0]!.key, rememberedKey(`${idOf(1)}#1`), 'the oldest went first')
  // The state is rewritten on every booking: a full window of whole keys was about 50 KB of JSON.
  const size = JSON.stringify(state).length
  t.ok(size < 20 * 1024, `a full window is ${size} bytes of JSON`)
  t.same(run([deposit('confirmed', { id: idOf(0) })], state).outcomes, ['accepted'], 'out of the window: asked again')
  t.same(run([deposit('confirmed', { id: idOf(1) })], state).outcomes, ['unchanged'], 'in it: a repeat')
})

t.test('deposit_observed and booking_applied: a state written with whole keys still knows its bookings', async (t) => {
  const legacy = { ...fresh(), bookings: [{ key: K1, step: 'pending' as const, applied: false }] }
  t.same(run([deposit('detected')], legacy).outcomes, ['unchanged'], 'a repeat of the pending sighting')
  const applied = run([{ type: 'booking_applied', booking: requestOf(fresh(), deposit('detected')) }], legacy)
  t.same(applied.events, ['balance.credit_pending'], 'announced once, from the whole key')
  const posted = run([deposit('confirmed')], applied.state)
  t.same(posted.outcomes, ['accepted'])
  t.same(
    posted.state.bookings.map((b) => [b.key, b.step]),
    [[rememberedKey(K1), 'posted']],
    'the next step replaces it, digested',
  )
})

t.test('add_top_ups: first set wins per network; get is unchanged', async (t) => {
  const a = (network: 'POL' | 'BSC', address: string): TopUpAddress => ({
    network,
    address,
    derivationPath: "m/44'/60'/0'/0/3",
    index: 3,
    createdAtMs: NOW,
  })
  const result = run([
    { type: 'add_top_ups', addresses: [a('POL', '0x1'), a('BSC', '0x1')] },
    { type: 'add_top_ups', addresses: [a('POL', '0x2'), a('BSC', '0x2')] },
    { type: 'get' },
  ])
  t.same(result.outcomes, ['accepted', 'unchanged', 'unchanged'])
  t.same(
    result.state.topUps.map((x) => x.address),
    ['0x1', '0x1'],
  )
})

t.test('initial: the id names the business and the environment', async (t) => {
  t.match(fresh('b:with:colons:test'), { businessId: 'b:with:colons', isTest: true, topUps: [], bookings: [] })
  t.match(fresh('b-2:live'), { businessId: 'b-2', isTest: false })
})

t.test('deposit_observed: the booking says which way the money goes and when', async (t) => {
  const detected = requestOf(fresh(), deposit('detected', { settledAtMs: null }))
  t.match(detected, { direction: 'credit', step: 'pending', atMs: NOW, network: 'POL', txHash: '0xabc', sighting: 1 })
  const confirmedAt = NOW - 5_000
  t.match(requestOf(fresh(), deposit('confirmed', { settledAtMs: confirmedAt })), { direction: 'credit', atMs: confirmedAt })
  const posted = run([deposit('confirmed')]).state
  t.match(requestOf(posted, deposit('reversed')), { direction: 'debit', step: 'reversed' })
})

t.test('add_top_ups: a network added later joins the ones recorded', async (t) => {
  const a = (network: 'POL' | 'BSC'): TopUpAddress => ({
    network,
    address: '0x1',
    derivationPath: "m/44'/60'/0'/0/3",
    index: 3,
    createdAtMs: NOW,
  })
  const result = run([
    { type: 'add_top_ups', addresses: [a('POL')] },
    { type: 'add_top_ups', addresses: [a('POL'), a('BSC')] },
  ])
  t.same(result.outcomes, ['accepted', 'accepted'])
  t.same(
    result.state.topUps.map((x) => x.network),
    ['POL', 'BSC'],
  )
  t.equal(balanceKind.kind, 'balance', 'the kind the deposit router addresses')
})
