import t from 'tap'
import { replay, type Step } from '../../runtime/replay'
import type { BusinessWalletCommand, BusinessWalletReply } from './commands'
import { businessWalletKind, decideBusinessWallet, DEFAULT_SESSION_TTL_MINUTES } from './decide'
import type { WalletAddress } from './state'

const T0 = Date.UTC(2026, 10, 24)
const ADDRESSES: WalletAddress[] = [
  { network: 'ETH', address: '0xM', derivationPath: "m/44'/60'/0'/0/0", testnetAddress: '0xT', testnetDerivationPath: "m/44'/1'/0'/0/0" },
]
const init: BusinessWalletCommand = { type: 'init', envelope: 'sealed-mnemonic', addresses: ADDRESSES }
const allocate = (opId: string): BusinessWalletCommand => ({ type: 'allocate', opId })
const at = (...commands: BusinessWalletCommand[]): Step<BusinessWalletCommand>[] => commands.map((c) => [c, T0] as const)
const run = (...commands: BusinessWalletCommand[]) => replay(decideBusinessWallet, businessWalletKind.initial('b1'), at(...commands))
const allocated = (replies: unknown[]) => replies.map((r) => (r as BusinessWalletReply).allocated)

const table: Array<[string, BusinessWalletCommand[], string[]]> = [
  ['get: unchanged before the wallet exists', [{ type: 'get' }], ['unchanged']],
  ['allocate: before init -> BUSINESS_WALLET_REQUIRED', [allocate('op-1')], ['BUSINESS_WALLET_REQUIRED']],
  ['init: generates the wallet once; a second init -> WALLET_EXISTS', [init, init], ['accepted', 'WALLET_EXISTS']],
  [
    'set_ttl: accepted before and after init',
    [{ type: 'set_ttl', minutes: 10 }, init, { type: 'set_ttl', minutes: 45 }],
    ['accepted', 'accepted', 'accepted'],
  ],
  [
    'allocate: a new operation -> accepted; its retry -> unchanged',
    [init, allocate('op-1'), allocate('op-1')],
    ['accepted', 'accepted', 'unchanged'],
  ],
]
for (const [name, commands, outcomes] of table) t.test(name, async (t) => t.same(run(...commands).outcomes, outcomes))

t.test('allocate: indexes start at 1 (index 0 is the merchant’s own address) and rise by one per operation', async (t) => {
  const { replies } = run(init, allocate('a'), allocate('b'), allocate('c'))
  t.same(allocated(replies.slice(1)), [1, 2, 3])
})

t.test('allocate: a retried operation gets its first index back, even after later ones', async (t) => {
  const { replies, state } = run(init, allocate('a'), allocate('b'), allocate('a'))
  t.same(allocated(replies.slice(1)), [1, 2, 1])
  t.match(state, { nextIndex: 3 }, 'the retry took no index')
})

t.test('allocate: the last 500 operations are remembered; an older one gets a new index', async (t) => {
  const ops = Array.from({ length: 501 }, (_, i) => allocate(`op-${i}`))
  const { replies } = run(init, ...ops, allocate('op-1'), allocate('op-0'))
  t.same(allocated(replies.slice(-2)), [2, 502], 'op-1 is still known; op-0 fell out of memory and takes the next index')
})

t.test('init: the wallet starts at index 1 and keeps the TTL chosen before it existed', async (t) => {
  t.match(run(init).state, { status: 'active', nextIndex: 1, sessionTtlMinutes: DEFAULT_SESSION_TTL_MINUTES, createdAtMs: T0 })
  t.match(run({ type: 'set_ttl', minutes: 12 }, init).state, { status: 'active', sessionTtlMinutes: 12 })
})

t.test('init: emits business_wallet.generated once', async (t) => {
  const d = decideBusinessWallet(businessWalletKind.initial('b1'), init, T0)
  t.match(d, { kind: 'accepted', events: [{ type: 'business_wallet.generated', payload: { businessId: 'b1' } }] })
})

t.test('init: the whole wallet as generated: sealed words, addresses, no allocations yet; the reply is the wallet', async (t) => {
  const d = decideBusinessWallet(businessWalletKind.initial('b1'), init, T0 + 3)
  if (d.kind !== 'accepted') return t.fail('refused')
  t.same(d.state, {
    status: 'active',
    id: 'b1',
    envelope: 'sealed-mnemonic',
    addresses: ADDRESSES,
    createdAtMs: T0 + 3,
    nextIndex: 1,
    allocations: [],
    sessionTtlMinutes: DEFAULT_SESSION_TTL_MINUTES,
  })
  t.same(d.reply, d.state)
})

t.test('set_ttl and get: the TTL is stored and answered; get answers the state unchanged', async (t) => {
  const d = decideBusinessWallet(businessWalletKind.initial('b1'), { type: 'set_ttl', minutes: 10 }, T0)
  t.same(d, {
    kind: 'accepted',
    state: { status: 'none', id: 'b1', sessionTtlMinutes: 10 },
    reply: { status: 'none', id: 'b1', sessionTtlMinutes: 10 },
    events: [],
  })
  const wallet = run(init, allocate('a')).state
  t.same(decideBusinessWallet(wallet, { type: 'get' }, T0), { kind: 'unchanged', reply: wallet })
  t.match(run(init, { type: 'set_ttl', minutes: 45 }).state, { status: 'active', sessionTtlMinutes: 45, nextIndex: 1 })
})

t.test('allocate: the reply is the wallet with the index; the allocation is remembered by operation', async (t) => {
  const wallet = run(init).state
  const d = decideBusinessWallet(wallet, allocate('a'), T0)
  t.same(d, {
    kind: 'accepted',
    state: { ...wallet, nextIndex: 2, allocations: [['a', 1]] },
    reply: { ...wallet, nextIndex: 2, allocations: [['a', 1]], allocated: 1 },
    events: [],
  })
  if (d.kind !== 'accepted') return
  t.same(decideBusinessWallet(d.state, allocate('a'), T0), { kind: 'unchanged', reply: { ...d.state, allocated: 1 } })
})

t.test('error: the messages say what is wrong', async (t) => {
  t.match(run(allocate('a')).replies[0], { message: 'the merchant has no business wallet yet' })
  t.match(run(init, init).replies[1], { message: 'the business wallet has already been generated' })
})

t.test('the kind: no wallet yet, with the default TTL', async (t) => {
  t.same(businessWalletKind.initial('x'), { status: 'none', id: 'x', sessionTtlMinutes: 30 })
  t.equal(businessWalletKind.kind, 'business_wallet')
})
