import t from 'tap'
import type { Unspent } from './adapter'
import { selectInputs, selectInputsFeeFromAmount } from './select_inputs'

const coin = (amount: bigint, vout = 0): Unspent => ({ height: 1, txid: 'aa'.repeat(32), vout, amount, rawTx: '' })
const DUST = 546n

t.test('selectInputs: the fee on top; change below dust goes to the miner', async (t) => {
  t.match(selectInputs([coin(100_000n)], 50_000n, 2n, DUST), { ok: true, fee: 2n * (10n + 148n + 68n), change: 100_000n - 50_000n - 452n })
  t.match(selectInputs([coin(50_100n)], 50_000n, 2n, DUST), { ok: false, have: 50_100n })
})

t.test('selectInputsFeeFromAmount: everything held goes out less the fee, with no change', async (t) => {
  const all = selectInputsFeeFromAmount([coin(60_000n), coin(40_000n, 1)], 100_000n, 2n, DUST)
  t.match(all, { ok: true, change: 0n, fee: 2n * (10n + 2n * 148n + 34n), sent: 100_000n - 2n * (10n + 2n * 148n + 34n) })
  t.match(selectInputsFeeFromAmount([coin(60_000n), coin(40_000n, 1)], 100_001n, 2n, DUST), { ok: false }, 'never more than held')
  t.match(selectInputsFeeFromAmount([coin(800n)], 800n, 2n, DUST), { ok: false }, 'what is left after the fee must not be dust')
})
