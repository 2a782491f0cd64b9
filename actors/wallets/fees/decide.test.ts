import t from 'tap'
import { decideFees, feeOn, walletFeesKind } from './decide'
import type { FeeState } from './state'
import type { FeeCommand } from './commands'

const ETH = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94'
const SOL = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
const party = { kind: 'api_key', id: 'key_1', requestId: 'r1', clientAddress: '203.0.113.1' } as const
const change = { businessId: 'b1', by: party }

function run(commands: FeeCommand[]) {
  let s: FeeState = { status: 'new', id: 'b1:test' }
  const outcomes: string[] = []
  for (const c of commands) {
    const d = decideFees(s, c, 1)
    outcomes.push(d.kind === 'rejected' ? d.rejection.code : d.kind)
    if (d.kind === 'accepted') s = d.state
  }
  return { state: s, outcomes }
}

const table: Array<[string, FeeCommand[], string[]]> = [
  ['get: defaults before any configuration', [{ type: 'get' }], ['unchanged']],
  ['configure: 0.5 is the maximum', [{ ...change, type: 'configure', feePercent: '0.5', isEnabled: true }], ['accepted']],
  [
    'error: INVALID_FEE_PERCENT above 0.5',
    [{ ...change, type: 'configure', feePercent: '0.5000001', isEnabled: true }],
    ['INVALID_FEE_PERCENT'],
  ],
  [
    'error: INVALID_FEE_PERCENT not a decimal',
    [{ ...change, type: 'configure', feePercent: '1e-2', isEnabled: true }],
    ['INVALID_FEE_PERCENT'],
  ],
  [
    'error: invalid_address for the network',
    [{ ...change, type: 'configure', feePercent: '0.01', isEnabled: true, feeAddresses: { ETH: SOL } }],
    ['INVALID_ADDRESS'],
  ],
  ['error: invalid_network', [{ ...change, type: 'set_addresses', addresses: { DOGE: ETH } }], ['INVALID_NETWORK']],
  [
    'set_addresses: merge, then remove with ""',
    [
      { ...change, type: 'set_addresses', addresses: { eth: ETH, SOL } },
      { ...change, type: 'set_addresses', addresses: { SOL: '' } },
    ],
    ['accepted', 'accepted'],
  ],
]

for (const [name, commands, outcomes] of table) t.test(name, async (t) => t.same(run(commands).outcomes, outcomes))

t.test('set_addresses and configure: merge vs replace', async (t) => {
  const merged = run([
    { ...change, type: 'set_addresses', addresses: { eth: ETH, SOL } },
    { ...change, type: 'set_addresses', addresses: { SOL: '' } },
  ]).state
  t.match(merged, { feeAddresses: { ETH } })
  t.notOk('SOL' in (merged as { feeAddresses: object }).feeAddresses)
  const replaced = run([
    { ...change, type: 'set_addresses', addresses: { ETH } },
    { ...change, type: 'configure', feePercent: '0.01', isEnabled: true, feeAddresses: { SOL } },
  ]).state
  t.same((replaced as { feeAddresses: object }).feeAddresses, { SOL })
})

t.test('every change is on record: who, and each setting before and after', async (t) => {
  const d = decideFees({ status: 'new', id: 'b1:live' }, { ...change, type: 'set_addresses', addresses: { ETH } }, 1)
  t.same(d.kind === 'accepted' ? d.events : null, [
    {
      type: 'audit.recorded',
      payload: {
        businessId: 'b1',
        action: 'wallet_fees.changed',
        by: party,
        target: { type: 'wallet_fees', id: 'b1:live' },
        changes: {
          fee_percent: { from: '0', to: '0' },
          is_enabled: { from: false, to: false },
          fee_addresses: { from: {}, to: { ETH } },
        },
      },
    },
  ])
})

t.test('feeOn: exact, rounded down', async (t) => {
  t.equal(feeOn(10n ** 18n, '0.01'), 10n ** 16n)
  t.equal(feeOn(99n, '0.01'), 0n, 'below one base unit: no fee')
  t.equal(feeOn(1_000_001n, '0.333'), 333_000n)
})

/** What the caller sees from the last command: the rejection with its message and field, or the configuration. */
const seen: Array<[string, FeeCommand[], object]> = [
  [
    'error: INVALID_FEE_PERCENT not a decimal, with an example',
    [{ ...change, type: 'configure', feePercent: '0.', isEnabled: true }],
    { rejection: { message: 'fee_percent must be a decimal string such as "0.01" (1%)', field: 'fee_percent' } },
  ],
  [
    'error: INVALID_FEE_PERCENT above the maximum names it',
    [{ ...change, type: 'configure', feePercent: '10.5', isEnabled: true }],
    { rejection: { message: 'fee_percent must be at most 0.5 (50%)', field: 'fee_percent' } },
  ],
  [
    'error: INVALID_FEE_PERCENT for four integer digits',
    [{ ...change, type: 'configure', feePercent: '1000', isEnabled: true }],
    { rejection: { code: 'INVALID_FEE_PERCENT' } },
  ],
  [
    'configure: 0 (no decimals) is a percent',
    [{ ...change, type: 'configure', feePercent: '0', isEnabled: true }],
    { kind: 'accepted', reply: { feePercent: '0', isEnabled: true } },
  ],
  [
    'error: invalid_network lists the networks',
    [{ ...change, type: 'set_addresses', addresses: { doge: ETH } }],
    { rejection: { message: 'doge is not one of BTC, BCH, LTC, BSC, ETH, POL, TRX, SOL, XRP', field: 'fee_addresses' } },
  ],
  [
    'error: invalid_address names the address and network',
    [{ ...change, type: 'set_addresses', addresses: { ETH: SOL } }],
    { rejection: { message: `${SOL} is not a ETH address`, field: 'fee_addresses' } },
  ],
  [
    'get after configure -> the configuration, not the defaults',
    [{ ...change, type: 'configure', feePercent: '0.02', isEnabled: true }, { type: 'get' }],
    { kind: 'unchanged', reply: { status: 'active', feePercent: '0.02', isEnabled: true, updatedAtMs: 1 } },
  ],
]

for (const [name, commands, decision] of seen) {
  t.test(name, async (t) => {
    let s: FeeState = { status: 'new', id: 'b1:test' }
    let last: ReturnType<typeof decideFees> | undefined
    for (const c of commands) {
      last = decideFees(s, c, 1)
      if (last.kind === 'accepted') s = last.state
    }
    t.match(last, decision)
  })
}

t.test('the kind: a new business has no configuration', async (t) => {
  t.same(walletFeesKind.initial('x'), { status: 'new', id: 'x' })
  t.equal(walletFeesKind.kind, 'wallet_fees')
})
