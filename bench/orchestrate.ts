/**
 * What `npm run bench` does with the scenarios it was given (bench/run.ts
 * lists them): checks for wrk, measures its ceiling before any HTTP
 * scenario, runs each scenario, strips the ratio from every HTTP figure when
 * wrk is missing (a baseline bound by a JavaScript load generator makes
 * every ratio against it meaningless) and from every HTTP rate at 90% or
 * more of wrk's own ceiling (result.ts, boundByGenerator), and writes the table, the JSON and
 * the SVG chart. Apart from the scenario list so a test can run it on a
 * scenario of its own.
 */
import fs from 'node:fs'
import path from 'node:path'
import { boundByGenerator, ratio, withoutRatio, type BenchResult, type Scenario } from './result'
import { chartSvg } from './chart'
import { wrkCeiling } from './http/ceiling'
import { wrkAvailable } from './http/wrk'
import { PINNING } from './pinning'

export const NO_WRK_NOTE = 'HTTP load: wrk is not installed (apt-get install wrk): HTTP figures are printed without a ratio'

function format(n: number): string {
  return n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(2)
}

function table(results: readonly BenchResult[]): string {
  const rows = results.map((r) => {
    const x = ratio(r)
    const ratioVerdict = x === undefined || r.goal === undefined ? '' : x >= r.goal ? `meets ≥${r.goal}` : `below ${r.goal}`
    const maxVerdict = r.max === undefined ? '' : r.value <= r.max ? `meets ≤${r.max} ${r.unit}` : `above ${r.max} ${r.unit}`
    const verdict = [ratioVerdict, maxVerdict].filter((v) => v !== '').join('; ')
    return [
      r.scenario,
      r.metric,
      `${format(r.value)} ${r.unit}`,
      r.baseline ? `${format(r.baseline.value)} (${r.baseline.name})` : '',
      x === undefined ? '' : `${x.toFixed(2)}x`,
      verdict,
    ]
  })
  const header = ['scenario', 'metric', 'value', 'baseline (same run)', 'ratio', 'goal']
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n')
}

/** The higher of the ceiling's measurements, its row naming both. */
function ceilingOf(measured: readonly BenchResult[]): BenchResult | undefined {
  if (measured.length === 0) return undefined
  const best = measured.reduce((a, b) => (b.value > a.value ? b : a))
  return { ...best, metric: `${best.metric}; higher of ${measured.map((m) => format(m.value)).join(' (before) and ')} (after)` }
}

export interface BenchRun {
  readonly notes: readonly string[]
  readonly results: readonly BenchResult[]
  /** The notes and the table, as printed. */
  readonly text: string
  /** The JSON written (its chart beside it, `.svg`). */
  readonly file: string
}

/** Runs `chosen` and writes `<outDir>/results/<time>.json`, its `.svg` and `<outDir>/charts/latest.svg`. */
export async function runBench(chosen: readonly Scenario[], outDir: string, title: string): Promise<BenchRun> {
  const http = chosen.some((s) => s.http)
  const wrk = wrkAvailable()
  const notes = http ? [wrk ? `HTTP load: wrk, one thread; pinning: ${PINNING.describe}` : NO_WRK_NOTE] : []
  const ceilings: BenchResult[] = []
  const measureCeiling = async (when: string) => {
    process.stderr.write(`measuring the load generator ceiling (${when})...\n`)
    ceilings.push(await wrkCeiling())
  }
  if (http && wrk) await measureCeiling('before')
  const runs: Array<{ scenario: Scenario; measured: BenchResult[] }> = []
  for (const scenario of chosen) {
    process.stderr.write(`running ${scenario.name}...\n`)
    runs.push({ scenario, measured: await scenario.run() })
  }
  // Other work on the machine can only lower a ceiling, so it is the higher of a measurement before and one after.
  if (http && wrk) await measureCeiling('after')
  const ceiling = ceilingOf(ceilings)
  if (ceiling) notes.push(`wrk ceiling (bare uWS trivial route): ${format(ceiling.value)} req/s`)
  // Without wrk no HTTP figure has a ratio; with it, none whose rate is at the generator's ceiling.
  const compared = (r: BenchResult): BenchResult => {
    if (!wrk) return withoutRatio(r)
    const bound = boundByGenerator(r, ceiling?.value ?? Infinity)
    return bound === undefined ? r : withoutRatio(r, bound)
  }
  const results = [
    ...(ceiling ? [ceiling] : []),
    ...runs.flatMap(({ scenario, measured }) => (scenario.http ? measured.map(compared) : measured)),
  ]
  const at = new Date().toISOString()
  const text = `${notes.map((n) => `${n}\n`).join('')}${table(results)}\n`
  const dir = path.join(outDir, 'results')
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, `${at.replace(/[:.]/g, '-')}.json`)
  fs.writeFileSync(file, JSON.stringify({ at, node: process.version, notes, results }, null, 2))
  const svg = chartSvg(results, `${title} · ${at}`, notes)
  fs.writeFileSync(file.replace(/\.json$/, '.svg'), svg)
  const charts = path.join(outDir, 'charts')
  fs.mkdirSync(charts, { recursive: true })
  fs.writeFileSync(path.join(charts, 'latest.svg'), svg)
  return { notes, results, text, file }
}
