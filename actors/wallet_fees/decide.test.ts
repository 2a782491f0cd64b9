import t from 'tap'
import { decideFees, feeOn, walletFeesKind } from './decide'
import type { FeeState } from './state'
import type { FeeCommand } from './commands'

const ETH = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94'
const SOL = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

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
  ['configure: 0.5 is the maximum', [{ type: 'configure', feePercent: '0.5', isEnabled: true }], ['accepted']],
  ['error: INVALID_FEE_PERCENT above 0.5', [{ type: 'configure', feePercent: '0.5000001', isEnabled: true }], ['INVALID_FEE_PERCENT']],
  ['error: INVALID_FEE_PERCENT not a decimal', [{ type: 'configure', feePercent: '1e-2', isEnabled: true }], ['INVALID_FEE_PERCENT']],
  [
    'error: invalid_address for the network',
    [{ type: 'configure', feePercent: '0.01', isEnabled: true, feeAddresses: { ETH: SOL } }],
    ['INVALID_ADDRESS'],
  ],
  ['error: invalid_network', [{ type: 'set_addresses', addresses: { DOGE: ETH } }], ['INVALID_NETWORK']],
  [
    'set_addresses: merge, then remove with ""',
    [
      { type: 'set_addresses', addresses: { eth: ETH, SOL } },
      { type: 'set_addresses', addresses: { SOL: '' } },
    ],
    ['accepted', 'accepted'],
  ],
]

for (const [name, commands, outcomes] of table) t.test(name, async (t) => t.same(run(commands).outcomes, outcomes))

t.test('set_addresses and configure: merge vs replace', async (t) => {
  const merged = run([
    { type: 'set_addresses', addresses: { eth: ETH, SOL } },
    { type: 'set_addresses', addresses: { SOL: '' } },
  ]).state
  t.match(merged, { feeAddresses: { ETH } })
  t.notOk('SOL' in (merged as { feeAddresses: object }).feeAddresses)
  const replaced = run([
    { type: 'set_addresses', addresses: { ETH } },
    { type: 'configure', feePercent: '0.01', isEnabled: true, feeAddresses: { SOL } },
  ]).state
  t.same((replaced as { feeAddresses: object }).feeAddresses, { SOL })
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
    [{ type: 'configure', feePercent: '0.', isEnabled: true }],
    { rejection: { message: 'fee_percent must be a decimal string such as "0.01" (1%)', field: 'fee_percent' } },
  ],
  [
    'error: INVALID_FEE_PERCENT above the maximum names it',
    [{ type: 'configure', feePercent: '10.5', isEnabled: true }],
    { rejection: { message: 'fee_percent must be at most 0.5 (50%)', field: 'fee_percent' } },
  ],
  [
    'error: INVALID_FEE_PERCENT for four integer digits',
    [{ type: 'configure', feePercent: '1000', isEnabled: true }],
    { rejection: { code: 'INVALID_FEE_PERCENT' } },
  ],
  [
    'configure: 0 (no decimals) is a percent',
    [{ type: 'configure', feePercent: '0', isEnabled: true }],
    { kind: 'accepted', reply: { feePercent: '0', isEnabled: true } },
  ],
  [
    'error: invalid_network lists the networks',
    [{ type: 'set_addresses', addresses: { doge: ETH } }],
    { rejection: { message: 'doge is not one of BTC, BCH, LTC, BSC, ETH, POL, TRX, SOL, XRP', field: 'fee_addresses' } },
  ],
  [
    'error: invalid_address names the address and network',
    [{ type: 'set_addresses', addresses: { ETH: SOL } }],
    { rejection: { message: `${SOL} is not a ETH address`, field: 'fee_addresses' } },
  ],
  [
    'get after configure -> the configuration, not the defaults',
    [{ type: 'configure', feePercent: '0.02', isEnabled: true }, { type: 'get' }],
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
