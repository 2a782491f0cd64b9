/**
 * A balance that covers exactly k debits, and N >= k debits at once from
 * several pools (separate transactions racing for the account row) and from
 * one (merged into shared calls): exactly k succeed, the rest answer
 * EXCEEDS_CREDITS, and the balance ends at zero. The same with pending
 * transfers, whose reservations count against the balance.
 */
import t from 'tap'
import fc from 'fast-check'
import { createLedger, type Ledger } from '../../platform/ledger'
import { balance, balances, ledgerFixture, usdt } from './support'

t.test('k of N concurrent debits succeed', async (t) => {
  const { db, ledger } = await ledgerFixture(t, 'contend')
  const ledgers: Ledger[] = [ledger, ...Array.from({ length: 4 }, () => createLedger(db.connect(2)))]
  await ledger.createAccounts([usdt('world')])
  let run = 0
  const scenario = fc.asyncProperty(
    fc.nat({ max: 12 }),
    fc.nat({ max: 20 }),
    fc.bigInt(1n, 10n ** 20n),
    fc.boolean(),
    async (k, extra, unit, pending) => {
      const m = `m${++run}`
      const n = k + extra
      await ledger.createAccounts([balance(m)])
      if (k > 0)
        await ledger.createTransfers([
          { id: `${m}:fund`, debitAccountId: 'world', creditAccountId: m, amount: unit * BigInt(k), ledger: 'USDT', code: 'fund' },
        ])
      const results = await Promise.all(
        Array.from({ length: n }, (_, i) =>
          ledgers[i % ledgers.length]!.createTransfers([
            {
              id: `${m}:d${i}`,
              debitAccountId: m,
              creditAccountId: 'world',
              amount: unit,
              ledger: 'USDT',
              code: 'spend',
              flags: { pending },
            },
          ]),
        ),
      )
      const flat = results.flat()
      const b = await balances(ledger, m)
      return (
        flat.filter((r) => r === 'OK').length === k &&
        flat.filter((r) => r === 'EXCEEDS_CREDITS').length === n - k &&
        b.dp + b.dpo === b.cpo
      )
    },
  )
  const report = await fc.check(scenario, { numRuns: 30 })
  t.notOk(report.failed, `${fc.defaultReportMessage(report) ?? 'held'}\n${String(report.errorInstance)}`)
})

t.test('two callers creating the same new id at once: one OK, the other EXISTS or EXISTS_WITH_DIFFERENT_FIELDS', async (t) => {
  const { db, ledger } = await ledgerFixture(t, 'contend')
  await ledger.createAccounts([usdt('a'), usdt('b'), usdt('c'), usdt('d')])
  const others = [createLedger(db.connect(2)), createLedger(db.connect(2))]
  for (let i = 0; i < 10; i++) {
    const tr = { id: `same${i}`, debitAccountId: 'a', creditAccountId: 'b', amount: 5n, ledger: 'USDT', code: 'x' }
    const results = (await Promise.all(others.map((l) => l.createTransfers([tr])))).flat().sort()
    t.same(results, ['EXISTS', 'OK'])
    // Disjoint accounts: no row lock orders the two batches, the unique id does.
    const one = { ...tr, id: `other${i}` }
    const clash = { ...one, debitAccountId: 'c', creditAccountId: 'd' }
    const both = (await Promise.all([others[0]!.createTransfers([one]), others[1]!.createTransfers([clash])])).flat().sort()
    t.same(both, ['EXISTS_WITH_DIFFERENT_FIELDS', 'OK'])
  }
  const [a, c] = [await balances(ledger, 'a'), await balances(ledger, 'c')]
  t.equal(a.dpo + c.dpo, 100n, 'each id moved money once')
})
