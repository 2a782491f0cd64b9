import t from 'tap'
import type { WalletCommand } from './commands'
import { again, create, deposit, derive, FEE, intent, run, ADDRESS } from './decide_fixtures'

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
