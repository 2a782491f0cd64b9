/** The group commit of ledger calls: merged callers, their own results, and batches in flight on disjoint keys. */
import t from 'tap'
import { Batcher } from '../../platform/ledger/batcher'

/** A run function the test completes by hand, recording each call's items. */
function manual() {
  const calls: Array<{ items: string[]; done: (r?: Error) => void }> = []
  const run = (items: string[]) =>
    new Promise<string[]>((resolve, reject) => {
      calls.push({ items, done: (e) => (e ? reject(e) : resolve(items.map((i) => `r:${i}`))) })
    })
  return { calls, run }
}
const tick = () => new Promise((r) => setImmediate(r))
const until = async (cond: () => boolean) => {
  for (let i = 0; i < 1000 && !cond(); i++) await tick()
}

t.test('callers of one tick share a call and get their own results', async (t) => {
  const { calls, run } = manual()
  const b = new Batcher(run, { maxItems: 10, maxInFlight: 2 })
  const x = b.submit(['a1', 'a2'], ['A'])
  const y = b.submit(['b1'], ['B'])
  await until(() => calls.length === 1)
  t.same(calls[0]!.items, ['a1', 'a2', 'b1'])
  calls[0]!.done()
  t.same(await x, ['r:a1', 'r:a2'])
  t.same(await y, ['r:b1'])
})

t.test('a caller on a key in flight waits, then goes out with the others that waited for it', async (t) => {
  const { calls, run } = manual()
  const b = new Batcher(run, { maxItems: 10, maxInFlight: 4 })
  const first = b.submit(['h1'], ['HOT'])
  await until(() => calls.length === 1)
  const second = b.submit(['h2'], ['HOT'])
  const third = b.submit(['h3'], ['HOT', 'X'])
  const other = b.submit(['o1'], ['COLD'])
  await until(() => calls.length === 2)
  t.same(calls[1]!.items, ['o1'], 'a caller on other keys goes at once')
  for (let i = 0; i < 5; i++) await tick()
  t.equal(calls.length, 2, 'the callers on HOT wait for the batch holding it')
  calls[0]!.done()
  await until(() => calls.length === 3)
  t.same(calls[2]!.items, ['h2', 'h3'])
  calls[1]!.done()
  calls[2]!.done()
  t.same(await Promise.all([first, second, third, other]), [['r:h1'], ['r:h2'], ['r:h3'], ['r:o1']])
})

t.test('maxItems and maxInFlight bound a call; a fault reaches every caller of its call', async (t) => {
  const { calls, run } = manual()
  const b = new Batcher(run, { maxItems: 2, maxInFlight: 1 })
  const ps = ['a', 'b', 'c'].map((k) => b.submit([k], [k]))
  const big = b.submit(['d1', 'd2', 'd3'], ['d'])
  await until(() => calls.length === 1)
  t.same(calls[0]!.items, ['a', 'b'])
  calls[0]!.done(new Error('postgres down'))
  await t.rejects(ps[0]!, /postgres down/)
  await t.rejects(ps[1]!, /postgres down/)
  await until(() => calls.length === 2)
  t.same(calls[1]!.items, ['c'], 'd does not fit beside c')
  calls[1]!.done()
  await until(() => calls.length === 3)
  t.same(calls[2]!.items, ['d1', 'd2', 'd3'], 'a caller larger than maxItems goes alone')
  calls[2]!.done()
  t.same(await ps[2], ['r:c'])
  t.same(await big, ['r:d1', 'r:d2', 'r:d3'])
})

t.test('a batch that fills free slots goes out as several calls on disjoint keys; a shared key keeps them in one', async (t) => {
  const { calls, run } = manual()
  const b = new Batcher(run, { maxItems: 100, maxInFlight: 2, minSplitItems: 2 })
  const ps = [b.submit(['a1'], ['A']), b.submit(['b1'], ['B']), b.submit(['a2'], ['A']), b.submit(['c1'], ['C'])]
  await until(() => calls.length === 2)
  t.same(
    calls.map((c) => c.items),
    [
      ['a1', 'a2'],
      ['b1', 'c1'],
    ],
  )
  for (const c of calls) c.done()
  t.same(await Promise.all(ps), [['r:a1'], ['r:b1'], ['r:a2'], ['r:c1']])
  const hot = [b.submit(['h1'], ['H', 'X']), b.submit(['h2'], ['H', 'Y']), b.submit(['h3'], ['H'])]
  await until(() => calls.length === 3)
  t.same(calls[2]!.items, ['h1', 'h2', 'h3'], 'one call: they share H')
  calls[2]!.done()
  await Promise.all(hot)
})

t.test('a caller left out for size keeps its keys from the callers behind it', async (t) => {
  const { calls, run } = manual()
  const b = new Batcher(run, { maxItems: 2, maxInFlight: 1 })
  const ps = [b.submit(['x1'], ['X']), b.submit(['big1', 'big2'], ['K']), b.submit(['k1'], ['K'])]
  await until(() => calls.length === 1)
  t.same(calls[0]!.items, ['x1'], 'k1 waits behind the caller on K that did not fit')
  calls[0]!.done()
  await until(() => calls.length === 2)
  t.same(calls[1]!.items, ['big1', 'big2'])
  calls[1]!.done()
  await until(() => calls.length === 3)
  t.same(calls[2]!.items, ['k1'])
  calls[2]!.done()
  await Promise.all(ps)
})
