/** Splitting a batch into calls that run at once: callers sharing a key stay together and in order. */
import t from 'tap'
import { partition } from '../../platform/ledger/partition'

type W = { name: string; keys: string[]; size: number }
const w = (name: string, keys: string[], size = 1): W => ({ name, keys, size })
const split = (batch: W[], parts: number, minItems: number) =>
  partition(
    batch,
    (x) => x.keys,
    (x) => x.size,
    parts,
    minItems,
  ).map((call) => call.map((x) => x.name))

t.test('one hot key: one call, however many slots are free', async (t) => {
  const batch = Array.from({ length: 40 }, (_, i) => w(`h${i}`, ['hot', `other${i}`]))
  t.same(split(batch, 4, 4), [batch.map((x) => x.name)])
})

t.test('disjoint callers: balanced calls, each in queue order', async (t) => {
  const batch = Array.from({ length: 8 }, (_, i) => w(`c${i}`, [`a${i}`, `b${i}`]))
  const calls = split(batch, 2, 2)
  t.equal(calls.length, 2)
  t.same(
    calls.map((c) => c.length),
    [4, 4],
  )
  for (const c of calls) t.same(c, [...c].sort(), 'queue order kept')
  t.same(calls.flat().sort(), batch.map((x) => x.name).sort(), 'every caller once')
})

t.test('callers joined through a chain of keys share a call, in order', async (t) => {
  // x1-x2 share A, x2-x3 share B: one group of three; y1, y2 alone.
  const batch = [w('x1', ['A']), w('y1', ['Y1']), w('x2', ['A', 'B']), w('y2', ['Y2']), w('x3', ['B', 'C'])]
  const calls = split(batch, 2, 2)
  t.same(calls, [
    ['x1', 'x2', 'x3'],
    ['y1', 'y2'],
  ])
})

t.test('too few items for minItems per call, or one slot: the batch as it is', async (t) => {
  const batch = Array.from({ length: 6 }, (_, i) => w(`c${i}`, [`k${i}`]))
  t.same(split(batch, 2, 4), [batch.map((x) => x.name)], '6 items < 2 x 4')
  t.same(split(batch, 1, 1), [batch.map((x) => x.name)], 'one slot')
  t.same(split(batch, 3, 3).length, 2, 'as many calls as minItems allows')
})

t.test('a caller without keys is a group of its own; sizes are items, not callers', async (t) => {
  const calls = split([w('big', ['K'], 10), w('a', []), w('b', ['K']), w('c', [], 3)], 2, 2)
  t.same(calls, [
    ['big', 'b'],
    ['a', 'c'],
  ])
})
