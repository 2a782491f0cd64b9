import t from 'tap'
import type { DepositView } from '../../chains/watch/deposit_router'
import { decideWallet } from './decide'
import type { ActiveWallet, SendIntent, WalletState } from './state'
import type { WalletCommand } from './commands'

const NOW = Date.UTC(2026, 10, 22, 12)
const ADDRESS = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94'
const TO = '0x6Fac4D18c912343BF86fa7049364Dd4E424Ab9C0'

function run(commands: WalletCommand[], state: WalletState = { status: 'new', id: 'b1:test:c1' }) {
  let s = state
  const outcomes: string[] = []
  const events: string[] = []
  for (const c of commands) {
    const d = decideWallet(s, c, NOW)
    outcomes.push(d.kind === 'rejected' ? d.rejection.code : d.kind)
    if (d.kind === 'accepted') {
      s = d.state
      events.push(...d.events.map((e) => e.type))
    }
  }
  return { state: s as ActiveWallet, outcomes, events }
}

const create: WalletCommand = {
  type: 'create',
  businessId: 'b1',
  customerId: 'c1',
  mode: 'test',
  walletId: 7,
  envelope: 'sealed',
  wordCount: 12,
}
const derive = (monitored: boolean): WalletCommand => ({
  type: 'add_address',
  address: { network: 'ETH', index: 0, isTestnet: false, address: ADDRESS, derivationPath: "m/44'/60'/0'/0/0", monitored },
})
const deposit = (status: DepositView['status'], confirmations = 0): WalletCommand => ({
  type: 'deposit_observed',
  deposit: {
    status,
    id: `ETH:0xabc:${ADDRESS}`,
    network: 'ETH',
    txHash: '0xabc',
    address: ADDRESS,
    currency: 'ETH',
    amount: 10n ** 18n,
    owner: { kind: 'wallet', id: 'b1:test:c1' },
    sandbox: true,
    confirmations,
    detectedAtMs: NOW,
    settledAtMs: status === 'detected' ? null : NOW,
  },
})
const again = (status: DepositView['status'], confirmations = 0): WalletCommand => {
  const d = deposit(status, confirmations) as Extract<WalletCommand, { type: 'deposit_observed' }>
  return { ...d, deposit: { ...d.deposit, sighting: 2 } }
}
const intent = (fee: SendIntent['fee'] = null): WalletCommand => ({
  type: 'begin_send',
  intent: {
    sendId: 's1',
    network: 'ETH',
    currency: 'ETH',
    fromAddress: ADDRESS,
    toAddress: TO,
    amount: 5n,
    index: 0,
    isTestnet: false,
    fee,
  },
})
const FEE = { amount: 1n, percent: '0.2', address: TO }

const table: Array<[string, WalletCommand[], string[], string[]]> = [
  ['create: a new wallet', [create], ['accepted'], ['wallet.created']],
  ['error: WALLET_EXISTS on a second create', [create, create], ['accepted', 'WALLET_EXISTS'], ['wallet.created']],
  ['error: WALLET_NOT_FOUND before creation', [{ type: 'get' }], ['WALLET_NOT_FOUND'], []],
  [
    'add_address: a repeat is unchanged; monitoring can be turned on, not off',
    [create, derive(false), derive(false), derive(true), derive(false)],
    ['accepted', 'accepted', 'unchanged', 'accepted', 'unchanged'],
    ['wallet.created'],
  ],
  [
    'add_address: the testnet twin of an account-chain address is the same entry',
    [
      create,
      derive(false),
      {
        type: 'add_address',
        address: { network: 'ETH', index: 0, isTestnet: true, address: ADDRESS, derivationPath: "m/44'/60'/0'/0/0", monitored: false },
      },
    ],
    ['accepted', 'accepted', 'unchanged'],
    ['wallet.created'],
  ],
  [
    'deposit_observed: detected, repeated, confirmed, repeated',
    [create, derive(true), deposit('detected'), deposit('detected'), deposit('confirmed', 2), deposit('confirmed', 2)],
    ['accepted', 'accepted', 'accepted', 'unchanged', 'accepted', 'unchanged'],
    ['wallet.created', 'wallet.deposit.detected', 'wallet.deposit.confirmed'],
  ],
  [
    'deposit_observed: first seen confirmed -> detected then confirmed',
    [create, derive(true), deposit('confirmed', 1)],
    ['accepted', 'accepted', 'accepted'],
    ['wallet.created', 'wallet.deposit.detected', 'wallet.deposit.confirmed'],
  ],
  [
    'deposit_observed: deeper while detected is stored without an event',
    [create, derive(true), deposit('detected', 1), deposit('detected', 2)],
    ['accepted', 'accepted', 'accepted', 'accepted'],
    ['wallet.created', 'wallet.deposit.detected'],
  ],
  [
    'deposit_observed: reversed after detected -> failed',
    [create, derive(true), deposit('detected'), deposit('reversed'), deposit('confirmed')],
    ['accepted', 'accepted', 'accepted', 'accepted', 'unchanged'],
    ['wallet.created', 'wallet.deposit.detected', 'wallet.deposit.failed'],
  ],
  [
    'deposit_observed: reversed, then mined again (sighting 2) -> detected again, confirmed',
    [create, derive(true), deposit('detected'), deposit('reversed'), again('detected'), again('confirmed', 1), again('confirmed', 1)],
    ['accepted', 'accepted', 'accepted', 'accepted', 'accepted', 'accepted', 'unchanged'],
    ['wallet.created', 'wallet.deposit.detected', 'wallet.deposit.failed', 'wallet.deposit.detected', 'wallet.deposit.confirmed'],
  ],
  [
    'error: unknown_address for a deposit to an address of no wallet address',
    [create, deposit('detected')],
    ['accepted', 'UNKNOWN_ADDRESS'],
    ['wallet.created'],
  ],
  [
    'begin_send: the send id is a claim (a second begin is send_exists, never a second send); broadcast -> submitted event; repeat unchanged',
    [
      create,
      derive(false),
      intent(),
      intent(),
      { type: 'send_broadcast', sendId: 's1', txHash: '0xs', gasFee: 21n },
      { type: 'send_broadcast', sendId: 's1', txHash: '0xs', gasFee: 21n },
    ],
    ['accepted', 'accepted', 'accepted', 'SEND_EXISTS', 'accepted', 'unchanged'],
    ['wallet.created', 'wallet.transfer.submitted'],
  ],
  [
    'send_aborted: the intent disappears',
    [create, derive(false), intent(), { type: 'send_aborted', sendId: 's1' }, { type: 'send_aborted', sendId: 's1' }],
    ['accepted', 'accepted', 'accepted', 'accepted', 'unchanged'],
    ['wallet.created'],
  ],
  [
    'send_observed: pending -> confirmed, fee claimed once, collected',
    [
      create,
      derive(false),
      intent(FEE),
      { type: 'send_broadcast', sendId: 's1', txHash: '0xs', gasFee: 21n },
      { type: 'fee_claim', sendId: 's1' },
      { type: 'send_observed', sendId: 's1', status: 'confirmed', confirmations: 1, blockNumber: 9 },
      { type: 'fee_claim', sendId: 's1' },
      { type: 'fee_claim', sendId: 's1' },
      { type: 'fee_result', sendId: 's1', ok: true, txHash: '0xf', gasFee: 21n, reason: null },
    ],
    ['accepted', 'accepted', 'accepted', 'accepted', 'FEE_NOT_DUE', 'accepted', 'accepted', 'FEE_NOT_DUE', 'accepted'],
    ['wallet.created', 'wallet.transfer.submitted', 'wallet.transfer.confirmed'],
  ],
  [
    'send_observed: failed cancels the fee',
    [
      create,
      derive(false),
      intent(FEE),
      { type: 'send_broadcast', sendId: 's1', txHash: '0xs', gasFee: 21n },
      { type: 'send_observed', sendId: 's1', status: 'failed', confirmations: 0, blockNumber: null },
      { type: 'fee_claim', sendId: 's1' },
    ],
    ['accepted', 'accepted', 'accepted', 'accepted', 'accepted', 'FEE_NOT_DUE'],
    ['wallet.created', 'wallet.transfer.submitted', 'wallet.transfer.failed'],
  ],
  [
    'error: send_not_found',
    [create, { type: 'send_observed', sendId: 'nope', status: 'confirmed', confirmations: 1, blockNumber: 1 }],
    ['accepted', 'SEND_NOT_FOUND'],
    ['wallet.created'],
  ],
]

for (const [name, commands, outcomes, events] of table) {
  t.test(name, async (t) => {
    const result = run(commands)
    t.same(result.outcomes, outcomes)
    t.same(result.events, events)
  })
}

t.test('deposit_observed: deposit_id is stable and the change of our own send is not a deposit', async (t) => {
  const detected = decideWallet(run([create, derive(true)]).state, deposit('detected'), NOW)
  const confirmed = detected.kind === 'accepted' ? decideWallet(detected.state, deposit('confirmed', 1), NOW) : detected
  if (detected.kind !== 'accepted' || confirmed.kind !== 'accepted') throw new Error('not accepted')
  const ids = [...detected.events, ...confirmed.events].map(
    (e) => (e.payload as { data: { deposit_id: number; safe_to_credit: boolean } }).data,
  )
  t.same(
    ids.map((d) => d.deposit_id),
    [7 * 2 ** 20 + 2, 7 * 2 ** 20 + 2],
  )
  t.same(
    ids.map((d) => d.safe_to_credit),
    [false, true],
  )
  const sent = run([
    create,
    derive(true),
    intent(),
    { type: 'send_broadcast', sendId: 's1', txHash: '0xabc', gasFee: 1n },
    deposit('confirmed', 1),
  ])
  t.same(sent.outcomes.at(-1), 'unchanged', 'an output of our own transaction back to the sender is change')
  t.equal(sent.state.tracking, true, 'a pending send is tracked')
})

/** A transfer with a platform fee, confirmed: its fee is due. */
const CONFIRMED_WITH_FEE: WalletCommand[] = [
  create,
  derive(false),
  intent(FEE),
  { type: 'send_broadcast', sendId: 's1', txHash: '0xs', gasFee: 21n },
  { type: 'send_observed', sendId: 's1', status: 'confirmed', confirmations: 1, blockNumber: 9 },
]

t.test('fee_result: a failed collection is due again after a backoff; after five attempts it stays failed', async (t) => {
  const confirmed = run(CONFIRMED_WITH_FEE).state
  let s: WalletState = confirmed
  const step = (c: WalletCommand, atMs: number) => {
    const d = decideWallet(s, c, atMs)
    if (d.kind === 'accepted') s = d.state
    return d.kind === 'rejected' ? d.rejection.code : d.kind
  }
  const fee = () => (s as ActiveWallet).transactions.find((x) => x.key === 's1')!.fee!
  let at = NOW
  for (let attempt = 1; attempt <= 5; attempt++) {
    t.equal(step({ type: 'fee_claim', sendId: 's1' }, at), 'accepted', `attempt ${attempt} claimed`)
    step({ type: 'fee_result', sendId: 's1', ok: false, txHash: null, gasFee: 0n, reason: 'broadcast_failed: node down' }, at)
    if (attempt < 5) {
      t.match(fee(), { status: 'due', attempts: attempt, reason: /node down/ })
      t.equal(step({ type: 'fee_claim', sendId: 's1' }, at + 1), 'FEE_NOT_DUE', 'not before the backoff')
      at = fee().retryAtMs!
    }
  }
  t.match(fee(), { status: 'failed', attempts: 5 })
  t.equal(step({ type: 'fee_claim', sendId: 's1' }, at + 10 ** 9), 'FEE_NOT_DUE')
})

t.test('fee_lost: a collected fee whose transaction can never land is due again; another hash or a repeat changes nothing', async (t) => {
  const collected = run([
    ...CONFIRMED_WITH_FEE,
    { type: 'fee_claim', sendId: 's1' },
    { type: 'fee_result', sendId: 's1', ok: true, txHash: '0xf', gasFee: 21n, reason: null },
  ]).state
  const lost = (txHash: string, s: WalletState = collected) =>
    decideWallet(s, { type: 'fee_lost', sendId: 's1', txHash, reason: 'conflicted: nonce used' }, NOW)
  t.equal(lost('0xother').kind, 'unchanged', 'another transaction is not this fee')
  const d = lost('0xf')
  if (d.kind !== 'accepted') throw new Error('not accepted')
  t.match((d.state as ActiveWallet).transactions[0]!.fee, { status: 'due', txHash: null, attempts: 1, reason: /conflicted/ })
  t.equal((d.state as ActiveWallet).tracking, true, 'a fee due again is tracked')
  t.equal(lost('0xf', d.state).kind, 'unchanged', 'a repeated event changes nothing')
})
