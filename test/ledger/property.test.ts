/**
 * Random concurrent ledger operations against the model (model.ts). After
 * every round: the balances are the model's, per currency the accounts sum
 * to zero, flagged accounts are not overdrawn, a pending transfer resolved
 * at most once and its state is the model's. A batch that runs alone must
 * answer exactly the model's codes; a replayed id answers EXISTS.
 */
import t from 'tap'
import assert from 'node:assert/strict'
import fc from 'fast-check'
import { createLedger, type Ledger, type TransferInput } from '../../platform/ledger'
import { balances, ledgerFixture } from './support'
import { LedgerModel } from './model'

// Two currencies. w and x: the world (unflagged); a, b, y: balances that never go
// negative; c: credits must not exceed debits.
const ACCOUNTS = [
  { name: 'w', ledger: 'USDT', flags: {} },
  { name: 'a', ledger: 'USDT', flags: { debitsMustNotExceedCredits: true } },
  { name: 'b', ledger: 'USDT', flags: { debitsMustNotExceedCredits: true } },
  { name: 'c', ledger: 'USDT', flags: { creditsMustNotExceedDebits: true } },
  { name: 'x', ledger: 'EUR', flags: {} },
  { name: 'y', ledger: 'EUR', flags: { debitsMustNotExceedCredits: true } },
] as const

type Op =
  | { kind: 'move'; from: number; to: number; cross: boolean; amount: bigint; pending: boolean; timeoutS: number; linked: boolean }
  | { kind: 'post'; pick: number; part: bigint | null; linked: boolean }
  | { kind: 'void'; pick: number; linked: boolean }
  | { kind: 'replay'; pick: number }
type Round = { kind: 'calls'; calls: Op[][] } | { kind: 'expire'; advanceMs: number; poll: boolean }

const account = fc.nat({ max: ACCOUNTS.length - 1 })
/** One in `n`: most chains short, most moves within one currency. */
const oneIn = (n: number) => fc.nat({ max: n - 1 }).map((x) => x === 0)
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('move' as const),
      from: account,
      to: fc.nat(),
      cross: oneIn(10),
      amount: fc.bigInt(1n, 60n),
      pending: fc.boolean(),
      timeoutS: fc.constantFrom(0, 0, 1, 3),
      linked: oneIn(5),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('post' as const), pick: fc.nat(), part: fc.option(fc.bigInt(0n, 70n)), linked: oneIn(5) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('void' as const), pick: fc.nat(), linked: oneIn(5) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('replay' as const), pick: fc.nat() }) },
)
const round: fc.Arbitrary<Round> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('calls' as const),
      calls: fc.array(fc.array(op, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 5 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('expire' as const), advanceMs: fc.constantFrom(500, 1000, 2000, 4000), poll: fc.boolean() }),
  },
)

t.test('random concurrent operations keep the invariants and match the model', async (t) => {
  const { db, clock, ledger } = await ledgerFixture(t, 'prop')
  // Separate pools: calls on them are separate transactions racing for the same rows.
  const ledgers: Ledger[] = [ledger, createLedger(db.connect(2), { clock }), createLedger(db.connect(2), { clock })]
  let run = 0
  // What the runs answered, to show the generator reaches the interesting codes.
  const seen = new Map<string, number>()
  const count = (codes: readonly string[]) => codes.forEach((c) => seen.set(c, (seen.get(c) ?? 0) + 1))

  const checked = fc.check(
    fc.asyncProperty(fc.array(round, { minLength: 1, maxLength: 12 }), async (rounds) => {
      const prefix = `r${++run}`
      // expirePending is global: let every earlier run's holds (3 s at most) expire first.
      clock.advance(60_000)
      while ((await ledger.expirePending()) > 0);
      const model = new LedgerModel()
      const id = (name: string) => `${prefix}:${name}`
      assert.deepEqual(
        await ledger.createAccounts(
          ACCOUNTS.map((a) => ({ id: id(a.name), ledger: a.ledger, scale: a.ledger === 'USDT' ? 6 : 2, code: 'clearing', flags: a.flags })),
        ),
        ACCOUNTS.map(() => 'OK'),
      )
      for (const a of ACCOUNTS)
        model.addAccount(id(a.name), a.ledger, {
          dmnec: 'debitsMustNotExceedCredits' in a.flags,
          cmned: 'creditsMustNotExceedDebits' in a.flags,
        })
      const sent: TransferInput[] = []
      let n = 0
      const transfer = (o: Op): TransferInput => {
        const pendings = model.pendingIds()
        switch (o.kind) {
          case 'move': {
            const from = ACCOUNTS[o.from]!
            const same = ACCOUNTS.filter((a) => a.ledger === from.ledger && a !== from)
            const to = o.cross ? ACCOUNTS[o.to % ACCOUNTS.length]! : same[o.to % same.length]!
            return {
              id: `${prefix}:t${n++}`,
              debitAccountId: id(from.name),
              creditAccountId: id(to.name),
              amount: o.amount,
              ledger: ACCOUNTS[o.from]!.ledger,
              code: 'move',
              flags: { pending: o.pending, linked: o.linked },
              ...(o.pending ? { timeoutS: o.timeoutS } : {}),
            }
          }
          case 'post':
          case 'void': {
            const pendingId = pendings.length > 0 ? pendings[o.pick % pendings.length]! : `${prefix}:none`
            return o.kind === 'post'
              ? {
                  id: `${prefix}:t${n++}`,
                  pendingId,
                  flags: { postPendingTransfer: true, linked: o.linked },
                  ...(o.part === null ? {} : { amount: o.part }),
                }
              : { id: `${prefix}:t${n++}`, pendingId, flags: { voidPendingTransfer: true, linked: o.linked } }
          }
          case 'replay': {
            // Exactly as sent before: a lone transfer (a chain's members are replayed by replaying the chain).
            const lone = sent.filter((x) => !x.flags?.linked)
            return lone.length > 0
              ? lone[o.pick % lone.length]!
              : { id: `${prefix}:t${n++}`, debitAccountId: id('w'), creditAccountId: id('a'), amount: 1n, ledger: 'USDT', code: 'move' }
          }
        }
      }

      for (const r of rounds) {
        if (r.kind === 'expire') {
          // Without a poll, a late post or void finds the expired hold itself.
          clock.advance(r.advanceMs)
          if (r.poll) assert.equal(await ledger.expirePending(), model.expire(clock.nowMs()), 'expirePending expires what the model says')
          continue
        }
        const batches = r.calls.map((ops) => ops.map(transfer))
        if (batches.length === 1) {
          const results = await ledger.createTransfers(batches[0]!)
          count(results)
          assert.deepEqual(results, model.run(batches[0]!, clock.nowMs()), 'a batch run alone answers the model')
        } else {
          const results = await Promise.all(batches.map((b, i) => ledgers[i % ledgers.length]!.createTransfers(b)))
          results.forEach(count)
          model.applyVerdicts(
            batches.map((batch, i) => ({ batch, results: results[i]! })),
            clock.nowMs(),
          )
          for (const [i, b] of batches.entries())
            for (const [j, x] of b.entries()) {
              const previous = sent.find((s) => s.id === x.id)
              if (previous && !x.flags?.linked && b[j - 1]?.flags?.linked !== true)
                assert.equal(results[i]![j], 'EXISTS', 'a replayed id answers EXISTS')
            }
        }
        for (const b of batches) sent.push(...b.filter((x) => model.transfer(x.id)))
        await checkInvariants(
          ledger,
          model,
          ACCOUNTS.map((a) => id(a.name)),
        )
      }
    }),
    { numRuns: Number(process.env.LEDGER_PROPERTY_RUNS ?? 25) },
  )
  const report = await checked
  t.notOk(report.failed, `${fc.defaultReportMessage(report) ?? 'held'}\n${String(report.errorInstance)}`)
  t.comment(JSON.stringify(Object.fromEntries(seen)))
  for (const code of ['OK', 'EXISTS', 'EXCEEDS_CREDITS', 'LINKED_EVENT_FAILED']) t.ok((seen.get(code) ?? 0) > 0, `the runs reach ${code}`)

  async function checkInvariants(l: Ledger, model: LedgerModel, ids: string[]) {
    const sums = new Map<string, bigint>()
    for (const aid of ids) {
      const got = await balances(l, aid)
      const want = model.state.accounts.get(aid)!
      assert.deepEqual(got, want.bal, `balances of ${aid} are the model's`)
      sums.set(want.ledger, (sums.get(want.ledger) ?? 0n) + got.cp + got.cpo - got.dp - got.dpo)
      assert.ok(!want.dmnec || got.dp + got.dpo <= got.cpo, `${aid} overdrawn`)
      assert.ok(!want.cmned || got.cp + got.cpo <= got.dpo, `${aid} over-credited`)
    }
    for (const [ledgerName, sum] of sums) assert.equal(sum, 0n, `${ledgerName} sums to zero`)
    for (const [pid, count] of model.resolutions) assert.ok(count <= 1, `${pid} resolved ${count} times`)
    const pendings = model.pendingIds()
    const stored = await l.lookupTransfers(pendings)
    const wantStates = pendings.map((p) => model.transfer(p)!.state)
    assert.deepEqual(
      stored.map((s) => s.state),
      wantStates,
      "pending states are the model's",
    )
  }
})
