import t from 'tap'
import { boundByGenerator, median, ratio, withoutRatio, type BenchResult } from '../../bench/result'

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

t.test('a rate at 90% or more of the wrk ceiling, ours or an HTTP baseline, cannot be compared', async (t) => {
  const verify = (value: number, bare: number): BenchResult => ({
    scenario: 'checkout.verify',
    metric: 'vs bare',
    value,
    unit: 'req/s',
    baseline: { name: 'bare uWS route', value: bare, overHttp: true },
    goal: 0.25,
  })
  t.equal(boundByGenerator(verify(36_000, 99_000), 124_000), undefined, 'a baseline at 80% of the ceiling is the server')
  t.equal(boundByGenerator(verify(36_000, 118_000), 124_000), 'bare uWS route at 95% of the wrk ceiling')
  t.equal(boundByGenerator(verify(13_500, 14_000), 14_700), 'bare uWS route at 95% of the wrk ceiling')
  t.equal(boundByGenerator(verify(120_000, 60_000), 124_000), 'ours at 97% of the wrk ceiling')
  const raw: BenchResult = {
    scenario: 'checkout.create',
    metric: 'vs raw',
    value: 6_000,
    unit: 'req/s',
    baseline: { name: 'raw INSERT', value: 13_000 },
  }
  t.equal(boundByGenerator(raw, 14_000), undefined, 'a baseline not measured over HTTP is not the generator')
  t.equal(boundByGenerator({ ...verify(36_000, 118_000), unit: 'ms' }, 124_000), undefined, 'latencies are not rates')
  t.match(withoutRatio(verify(36_000, 118_000), 'bare uWS route at 95% of the wrk ceiling'), {
    metric: 'vs bare (bare uWS route: 118000.00, no ratio: bare uWS route at 95% of the wrk ceiling)',
    baseline: undefined,
    goal: undefined,
  })
})
