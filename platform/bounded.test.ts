import t from 'tap'
import { BoundedMap, BoundedSet } from './bounded'

t.test('BoundedMap: at most max entries, the oldest forgotten first; setting a kept key again forgets nothing', async (t) => {
  const m = new BoundedMap<string, number>(2)
  m.set('a', 1).set('b', 2).set('b', 3)
  t.same(
    [...m],
    [
      ['a', 1],
      ['b', 3],
    ],
  )
  m.set('c', 4)
  t.same(
    [...m],
    [
      ['b', 3],
      ['c', 4],
    ],
  )
})

t.test('BoundedSet: at most max values, the oldest forgotten first', async (t) => {
  const s = new BoundedSet<string>(2)
  s.add('a').add('b').add('a').add('c')
  t.same([...s], ['b', 'c'])
})
