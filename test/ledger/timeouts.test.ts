/** Pending transfers with a timeout expire: by the poller's expirePending, or when a post or void comes too late. */
import t from 'tap'
import type { TransferInput } from '../../platform/ledger'
import { balance, balances, ledgerFixture, usdt } from './support'

const hold = (id: string, timeoutS: number): TransferInput => ({
  id,
  debitAccountId: 'm',
  creditAccountId: 'world',
  amount: 10n,
  ledger: 'USDT',
  code: 'hold',
  flags: { pending: true },
  timeoutS,
})

t.test('timeouts', async (t) => {
  const { ledger, clock } = await ledgerFixture(t, 'timeouts')
  await ledger.createAccounts([usdt('world'), balance('m')])
  await ledger.createTransfers([
    { id: 'fund', debitAccountId: 'world', creditAccountId: 'm', amount: 100n, ledger: 'USDT', code: 'deposit' },
  ])
  const start = clock.nowMs()
  t.same(await ledger.createTransfers([hold('h1', 60), hold('h2', 60), hold('h3', 0), hold('late', 30)]), ['OK', 'OK', 'OK', 'OK'])
  t.match((await ledger.lookupTransfers(['h1']))[0], { expiresAtMs: start + 60_000, timeoutS: 60 })
  t.same(await balances(ledger, 'm'), { dp: 40n, dpo: 0n, cp: 0n, cpo: 100n })

  clock.advance(30_000)
  t.same(
    await ledger.createTransfers([{ id: 'late:post', pendingId: 'late', flags: { postPendingTransfer: true } }]),
    ['PENDING_TRANSFER_EXPIRED'],
    'a post at the expiry instant is too late, and expires the hold itself',
  )
  t.match((await ledger.lookupTransfers(['late']))[0], { state: 'expired' })
  t.same(await balances(ledger, 'm'), { dp: 30n, dpo: 0n, cp: 0n, cpo: 100n })

  t.equal(await ledger.expirePending(start + 59_999), 0, 'not yet')
  t.same(await ledger.createTransfers([{ id: 'h2:void', pendingId: 'h2', flags: { voidPendingTransfer: true } }]), ['OK'])
  t.equal(await ledger.expirePending(start + 60_000), 1, 'h1; h2 was voided, h3 has no timeout')
  t.equal(await ledger.expirePending(start + 600_000), 0, 'expires once')
  t.same(
    (await ledger.lookupTransfers(['h1', 'h2', 'h3'])).map((x) => x.state),
    ['expired', 'voided', 'pending'],
  )
  t.same(await balances(ledger, 'm'), { dp: 10n, dpo: 0n, cp: 0n, cpo: 100n })
  t.same(await balances(ledger, 'world'), { dp: 0n, dpo: 100n, cp: 10n, cpo: 0n })
  t.same(await ledger.createTransfers([{ id: 'h1:post', pendingId: 'h1', flags: { postPendingTransfer: true } }]), [
    'PENDING_TRANSFER_EXPIRED',
  ])
})

t.test('expirePending works through many in pages', async (t) => {
  const { ledger, clock } = await ledgerFixture(t, 'timeouts')
  await ledger.createAccounts([usdt('world'), usdt('m')])
  await ledger.createTransfers(Array.from({ length: 25 }, (_, i) => hold(`h${i}`, 1)))
  clock.advance(1000)
  t.equal(await ledger.expirePending(undefined, 10), 10)
  t.equal(await ledger.expirePending(undefined, 10), 10)
  t.equal(await ledger.expirePending(undefined, 10), 5)
  t.same(await balances(ledger, 'm'), { dp: 0n, dpo: 0n, cp: 0n, cpo: 0n })
})
