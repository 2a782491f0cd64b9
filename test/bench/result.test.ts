import t from 'tap'
import { median, ratio } from '../../bench/result'

t.test('median is the middle value of an unsorted list, or the mean of the middle two', async (t) => {
  t.equal(median([9, 1, 5]), 5)
  t.equal(median([4, 1, 3, 2]), 2.5)
  t.equal(median([7]), 7)
})

t.test('median leaves its input in the order it came', async (t) => {
  const rounds = [3, 1, 2]
  median(rounds)
  t.same(rounds, [3, 1, 2])
})

t.test('ratio compares with the baseline, inverted for latencies', async (t) => {
  t.equal(ratio({ scenario: 's', metric: 'm', value: 50, unit: 'req/s', baseline: { name: 'b', value: 100 } }), 0.5)
  t.equal(ratio({ scenario: 's', metric: 'm', value: 10, unit: 'ms', baseline: { name: 'b', value: 20 }, lowerIsBetter: true }), 2)
  t.equal(ratio({ scenario: 's', metric: 'm', value: 10, unit: 'ms' }), undefined)
})
