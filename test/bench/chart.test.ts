import t from 'tap'
import { chartSvg } from '../../bench/chart'
import { withoutRatio, type BenchResult } from '../../bench/result'

const met: BenchResult = {
  scenario: 'checkout.create',
  metric: 'vs peer',
  value: 300,
  unit: 'req/s',
  baseline: { name: 'peer', value: 100 },
  goal: 2,
}
const below: BenchResult = {
  scenario: 'checkout.verify',
  metric: 'vs bare <uWS>',
  value: 10,
  unit: 'req/s',
  baseline: { name: 'bare', value: 100 },
  goal: 0.25,
}
const noGoal: BenchResult = {
  scenario: 'checkout.create',
  metric: 'vs one row',
  value: 100,
  unit: 'req/s',
  baseline: { name: 'one', value: 100 },
}
const bare: BenchResult = { scenario: 'load.ceiling', metric: 'wrk', value: 80000, unit: 'req/s' }

t.test('the chart has a bar per figure with a ratio, its goal line, and colours for met, below and no goal', async (t) => {
  const svg = chartSvg([met, below, noGoal, bare], 'run', ['wrk ceiling: 80,000 req/s'])
  t.match(svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
  t.equal(svg.match(/<rect x=/g)?.length, 3, 'the ceiling row has no ratio, so no bar; no latency figures, no latency bars')
  t.equal(svg.match(/stroke-dasharray/g)?.length, 2, 'a goal line for each figure with a goal')
  const shown = ['fill="#2e9e5b"', 'fill="#d0453a"', 'fill="#9aa5b1"', '3.00x', '0.10x', 'wrk ceiling: 80,000 req/s']
  t.same(
    shown.filter((text) => !svg.includes(text)),
    [],
    'met, below and no-goal colours, the ratios and the notes',
  )
  t.match(svg, /&lt;uWS&gt;/, 'text is escaped')
  t.notMatch(svg, /<uWS>/)
})

t.test('a figure without its baseline keeps its value but loses baseline, ratio and goal', async (t) => {
  t.same(withoutRatio(met), { scenario: 'checkout.create', metric: 'vs peer (peer: 100.00, no ratio)', value: 300, unit: 'req/s' })
  t.same(withoutRatio(bare), bare)
})

t.test('latency figures get a pair of bars each, ours and the baseline', async (t) => {
  const p99: BenchResult = { ...noGoal, metric: 'p99 latency', value: 40, unit: 'ms', baseline: { name: 'peer', value: 80 } }
  const svg = chartSvg([met, p99], 'run', [])
  t.match(svg, /latency, ms/)
  t.match(svg, /40\.0 \/ 80\.0/)
  t.equal(svg.match(/fill="#34495e"/g)?.length, 1)
  t.equal(svg.match(/fill="#aab7c4"/g)?.length, 1)
})
