/** Linked chains succeed or fail together; a failed chain leaves no trace and does not touch its neighbours. */
import t from 'tap'
import { balance, balances, ledgerFixture, move, usdt } from './support'

const linked = { flags: { linked: true } }

t.test('linked transfers', async (t) => {
  const { ledger } = await ledgerFixture(t, 'linked')
  await ledger.createAccounts([usdt('world'), balance('m'), balance('n')])

  t.same(await ledger.createTransfers([move('a1', 'world', 'm', 50n, linked), move('a2', 'm', 'n', 80n), move('a3', 'world', 'n', 5n)]), [
    'LINKED_EVENT_FAILED',
    'EXCEEDS_CREDITS',
    'OK',
  ])
  t.same(await balances(ledger, 'm'), { dp: 0n, dpo: 0n, cp: 0n, cpo: 0n }, 'the failed chain moved nothing')
  t.same(await ledger.lookupTransfers(['a1', 'a2']), [])

  t.same(
    await ledger.createTransfers([move('b1', 'world', 'm', 100n, linked), move('b2', 'm', 'n', 80n)]),
    ['OK', 'OK'],
    'a member sees the earlier ones',
  )
  t.same(await balances(ledger, 'm'), { dp: 0n, dpo: 80n, cp: 0n, cpo: 100n })

  t.same(
    await ledger.createTransfers([move('b1', 'world', 'm', 100n, linked), move('b2', 'm', 'n', 80n)]),
    ['EXISTS', 'EXISTS'],
    'a replayed chain',
  )
  t.same(
    await ledger.createTransfers([move('b1', 'world', 'm', 100n, linked), move('b3', 'm', 'n', 1n)]),
    ['EXISTS', 'LINKED_EVENT_FAILED'],
    'a chain mixing an existing id with a new one was not created as one',
  )
  t.same(await ledger.lookupTransfers(['b3']), [])

  t.same(await ledger.createTransfers([move('c1', 'world', 'm', 1n), move('c2', 'world', 'm', 1n, linked)]), [
    'OK',
    'LINKED_EVENT_CHAIN_OPEN',
  ])
  t.same(
    await ledger.createTransfers([
      move('d1', 'world', 'm', 1n, linked),
      move('d2', 'world', 'm', 1n, linked),
      move('d3', 'm', 'n', 10_000n),
    ]),
    ['LINKED_EVENT_FAILED', 'LINKED_EVENT_FAILED', 'EXCEEDS_CREDITS'],
  )
  t.same(
    await ledger.createTransfers([move('e1', 'world', 'm', 1n, linked), move('', 'world', 'm', 1n, linked), move('e3', 'world', 'm', 1n)]),
    ['LINKED_EVENT_FAILED', 'ID_INVALID', 'LINKED_EVENT_FAILED'],
    'a member failing the checks before the database fails its chain too',
  )
})

t.test('a failed chain restores the pending transfer it posted', async (t) => {
  const { ledger } = await ledgerFixture(t, 'linked')
  await ledger.createAccounts([usdt('world'), balance('m')])
  await ledger.createTransfers([move('fund', 'world', 'm', 100n), move('p', 'm', 'world', 60n, { flags: { pending: true } })])
  t.same(
    await ledger.createTransfers([
      { id: 'p:post', pendingId: 'p', flags: { postPendingTransfer: true, linked: true } },
      move('x', 'm', 'world', 41n),
    ]),
    ['LINKED_EVENT_FAILED', 'EXCEEDS_CREDITS'],
  )
  t.match((await ledger.lookupTransfers(['p']))[0], { state: 'pending' })
  t.same(await balances(ledger, 'm'), { dp: 60n, dpo: 0n, cp: 0n, cpo: 100n })
  t.same(await ledger.createTransfers([{ id: 'p:post', pendingId: 'p', flags: { postPendingTransfer: true } }]), ['OK'])
})

t.test('callers merged into one call keep their chains apart', async (t) => {
  const { ledger } = await ledgerFixture(t, 'linked')
  await ledger.createAccounts([usdt('world'), balance('m')])
  // Same tick: the batcher merges them into one function call.
  const [a, b] = await Promise.all([
    ledger.createTransfers([move('a', 'world', 'm', 1n, linked)]),
    ledger.createTransfers([move('b', 'world', 'm', 1n)]),
  ])
  t.same(a, ['LINKED_EVENT_CHAIN_OPEN'])
  t.same(b, ['OK'])
})
