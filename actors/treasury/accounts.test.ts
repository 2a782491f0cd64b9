import t from 'tap'
import { custodyAccount, fundsAccount, gasAccount, parseCustody, toChainUnits, toLedgerUnits } from './accounts'
import { treasuryPolicy } from './policy'

t.test('custodyAccount: one ledger per currency and environment, the chain decimals for coins, 6 for USDT/USDC', async (t) => {
  t.match(custodyAccount('session', 'ETH', 'USDT', false), {
    id: 'custody:session:ETH:USDT:live',
    ledger: 'USDT',
    scale: 6,
    code: 'clearing',
  })
  t.match(custodyAccount('treasury', 'ETH', 'ETH', true), { id: 'custody:treasury:ETH:ETH:test', ledger: 'ETH.test', scale: 18 })
  t.match(
    custodyAccount('treasury', 'BSC', 'USDT', false),
    { ledger: 'USDT', scale: 6 },
    'BSC USDT has 18 decimals on chain, 6 in the ledger',
  )
  t.match(custodyAccount('topup', 'POL', 'USDC', false), { id: 'clearing:POL:USDC:live' }, "top-up tokens: the balance's clearing account")
  t.match(custodyAccount('topup', 'POL', 'POL', false), { id: 'custody:topup:POL:POL:live' }, 'the gas coin at a top-up address is ours')
  t.match(fundsAccount('b1', 'ETH', 'USDT', false), { id: 'funds:b1:USDT:live', owner: 'b1', code: 'merchant_balance' })
  t.match(gasAccount('b1', 'ETH', 'ETH', true), { id: 'gas:b1:ETH:ETH:test', code: 'gas' })
})

t.test('parseCustody: custody and clearing ids back to class, network, currency, environment; others null', async (t) => {
  t.same(parseCustody('custody:session:ETH:USDT:live'), { cls: 'session', network: 'ETH', currency: 'USDT', isTest: false })
  t.same(parseCustody('clearing:POL:USDT:test'), { cls: 'topup', network: 'POL', currency: 'USDT', isTest: true })
  t.equal(parseCustody('funds:b1:USDT:live'), null)
  t.equal(parseCustody('balance:b1:USDT:live'), null)
})

t.test('toLedgerUnits: BSC tokens lose what lies below a millionth, everything else is kept as is', async (t) => {
  t.equal(toLedgerUnits('BSC', 'USDT', 1_234_567_890_123_456_789n), 1_234_567n)
  t.equal(toChainUnits('BSC', 'USDT', 1_234_567n), 1_234_567_000_000_000_000n)
  t.equal(toLedgerUnits('ETH', 'USDT', 42_000_000n), 42_000_000n)
  t.equal(toLedgerUnits('ETH', 'ETH', 10n ** 18n), 10n ** 18n)
})

t.test('treasuryPolicy: thresholds per network in base units; none, MATIC, and a malformed value', async (t) => {
  const p = treasuryPolicy({ ETH_SWEEP_MIN: 'USDT=1.5, ETH=0.01', POL_SWEEP_MIN: 'MATIC=2', TREASURY_SWEEP_MS: '0' })
  t.equal(p.sweepMin.ETH.get('USDT'), 1_500_000n)
  t.equal(p.sweepMin.ETH.get('ETH'), 10n ** 16n)
  t.equal(p.sweepMin.ETH.get('USDC'), undefined, 'a currency not listed is never swept')
  t.equal(p.sweepMin.POL.get('POL'), 2n * 10n ** 18n, "POL's former ticker names the same coin")
  t.equal(p.sweepMin.XRP.size, 0, 'XRP is not swept by default')
  t.equal(p.sweepEveryMs, 0)
  t.equal(p.gasMarginPercent, 50n)
  t.throws(() => treasuryPolicy({ ETH_SWEEP_MIN: 'DOGE=1' }), /ETH_SWEEP_MIN/)
  t.throws(() => treasuryPolicy({ BTC_SWEEP_MIN: 'BTC=lots' }), /BTC_SWEEP_MIN/)
})
