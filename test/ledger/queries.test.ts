/** Reads: an account's transfers page by page, filtered by side and code, both directions; lookups keep the order asked. */
import t from 'tap'
import { ledgerFixture, usdt } from './support'

t.test('getAccountTransfers pages, filters and reverses', async (t) => {
  const { ledger, clock } = await ledgerFixture(t, 'queries')
  await ledger.createAccounts([usdt('a'), usdt('b'), usdt('c')])
  const ids: string[] = []
  for (let i = 0; i < 7; i++) {
    const [from, to] = i % 2 === 0 ? ['a', 'b'] : ['b', 'a']
    ids.push(`t${i}`)
    const code = i < 5 ? 'move' : 'fee'
    t.same(
      await ledger.createTransfers([
        { id: `t${i}`, debitAccountId: from, creditAccountId: to, amount: BigInt(i + 1), ledger: 'USDT', code },
      ]),
      ['OK'],
    )
    clock.advance(1000)
  }
  await ledger.createTransfers([{ id: 'elsewhere', debitAccountId: 'b', creditAccountId: 'c', amount: 1n, ledger: 'USDT', code: 'move' }])

  const all: string[] = []
  let after: bigint | undefined
  for (let page = 0; page < 10; page++) {
    const p = await ledger.getAccountTransfers('a', { limit: 3, ...(after === undefined ? {} : { after }) })
    all.push(...p.transfers.map((x) => x.id))
    if (p.next === undefined) break
    t.equal(p.transfers.length, 3)
    after = p.next
  }
  t.same(all, ids, 'every transfer of a, in order, once')
  t.same(
    (await ledger.getAccountTransfers('a', { credits: false })).transfers.map((x) => x.id),
    ['t0', 't2', 't4', 't6'],
    'debits only',
  )
  t.same(
    (await ledger.getAccountTransfers('a', { debits: false })).transfers.map((x) => x.id),
    ['t1', 't3', 't5'],
    'credits only',
  )
  t.same((await ledger.getAccountTransfers('a', { debits: false, credits: false })).transfers, [])
  t.same(
    (await ledger.getAccountTransfers('a', { code: 'fee' })).transfers.map((x) => x.id),
    ['t5', 't6'],
  )
  const newest = await ledger.getAccountTransfers('a', { reversed: true, limit: 2 })
  t.same(
    newest.transfers.map((x) => x.id),
    ['t6', 't5'],
  )
  const older = await ledger.getAccountTransfers('a', { reversed: true, limit: 10, after: newest.next! })
  t.same(
    older.transfers.map((x) => x.id),
    ['t4', 't3', 't2', 't1', 't0'],
  )
  t.equal(older.next, undefined)
  t.same((await ledger.getAccountTransfers('nobody')).transfers, [])

  const [t3] = await ledger.lookupTransfers(['t3'])
  t.match(t3, {
    id: 't3',
    debitAccountId: 'b',
    creditAccountId: 'a',
    amount: 4n,
    ledger: 'USDT',
    code: 'move',
    state: null,
    pendingId: null,
  })
  t.equal(t3!.timestampMs, Date.UTC(2026, 0, 1) + 3000, 'the injected clock stamps transfers')
  t.same(
    (await ledger.lookupAccounts(['c', 'nobody', 'a'])).map((x) => x.id),
    ['c', 'a'],
  )
})
