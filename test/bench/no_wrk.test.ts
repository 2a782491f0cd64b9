/**
 * A bench run on a machine without wrk says so and prints no HTTP ratio:
 * its load falls back to autocannon, whose ceiling on two cores is below the
 * bare uWS baseline, so a ratio against that baseline would be the
 * generator's. Run on a real HTTP scenario (autocannon against the bare uWS
 * process) with PATH emptied of wrk; with wrk on PATH the same run measures
 * the ceiling and prints the ratio, so the test sees the difference.
 */
import t from 'tap'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Scenario } from '../../bench/result'
import { runLoad } from '../../bench/http/load'
import { serve, stop } from '../../bench/server_process'
import { NO_WRK_NOTE, runBench } from '../../bench/orchestrate'
import { wrkAvailable } from '../../bench/http/wrk'

process.env.BENCH_CEILING_SECONDS = '1'
/** Read before the first test empties PATH (tap starts it as soon as it is declared). */
const installed = wrkAvailable()

/** A small HTTP scenario with a goal: the bare route measured against itself (autocannon's p99 can read 0 ms). */
function scenario(): Scenario {
  return {
    name: 'probe.http',
    http: true,
    run: async () => {
      const bare = await serve(path.join(__dirname, '../../bench/http/bare_server_process.js'))
      try {
        const url = `http://127.0.0.1:${bare.port}/test/counters/c1`
        const first = await runLoad({ url, connections: 8, durationSec: 1 })
        const second = await runLoad({ url, connections: 8, durationSec: 1 })
        if (first.non2xx + first.errors + second.non2xx + second.errors > 0) throw new Error('bare route failed')
        // The rate is the ceiling's own route, so with wrk it may be at the ceiling and get no ratio; a latency always has one.
        return [
          {
            scenario: 'probe.http',
            metric: 'req/s vs bare',
            value: second.rps,
            unit: 'req/s',
            baseline: { name: 'bare', value: first.rps, overHttp: true },
            goal: 0.1,
          },
          {
            scenario: 'probe.http',
            metric: 'p99 vs bare',
            value: Math.max(second.p99, 0.01),
            unit: 'ms',
            baseline: { name: 'bare', value: Math.max(first.p99, 0.01) },
            lowerIsBetter: true,
          },
        ]
      } finally {
        await stop(bare.child)
      }
    },
  }
}

const RATIO = /\|\s*\d+\.\d\dx\s*\|/

t.test('without wrk on PATH the run says so, measures no ceiling and prints no ratio', async (t) => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nowrk-'))
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-path-'))
  const saved = process.env.PATH
  process.env.PATH = empty
  t.teardown(() => {
    process.env.PATH = saved
    fs.rmSync(out, { recursive: true, force: true })
    fs.rmSync(empty, { recursive: true, force: true })
  })
  t.notOk(wrkAvailable(), 'wrk is not found on this PATH')
  const run = await runBench([scenario()], out, 'no wrk')
  t.match(run.text, NO_WRK_NOTE)
  t.notMatch(run.text, RATIO, 'no ratio in the printed table')
  t.notOk(
    run.results.some((r) => r.scenario === 'load.ceiling'),
    'no ceiling row',
  )
  const [rate, p99] = run.results
  t.ok(rate!.value > 0, 'the figure itself is kept')
  t.equal(rate!.baseline, undefined)
  t.equal(rate!.goal, undefined)
  t.match(rate!.metric, /\(bare: [\d.]+, no ratio\)/)
  t.equal(p99!.baseline, undefined, 'nor a latency')
  const written = JSON.parse(fs.readFileSync(run.file, 'utf8')) as { notes: string[]; results: Array<{ baseline?: unknown }> }
  t.same(written.notes, [NO_WRK_NOTE])
  t.notOk(
    written.results.some((r) => r.baseline),
    'the JSON has no baseline either',
  )
  t.ok(fs.existsSync(path.join(out, 'charts', 'latest.svg')), 'the chart is written where the run was told')
})

t.test(
  'with wrk the same run measures the ceiling and prints the ratio',
  { skip: !installed && 'wrk is not installed here' },
  async (t) => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-wrk-'))
    t.teardown(() => fs.rmSync(out, { recursive: true, force: true }))
    const run = await runBench([scenario()], out, 'wrk')
    t.match(run.text, /wrk ceiling \(bare uWS trivial route\): [\d,]+ req\/s/)
    t.match(run.text, /higher of [\d,]+ \(before\) and [\d,]+ \(after\)/, 'measured before and after the scenarios')
    t.match(run.text, RATIO)
    t.ok(run.results.some((r) => r.scenario === 'load.ceiling'))
  },
)
