/**
 * `npm run bench [-- name ...]`: runs the named scenarios (all by default),
 * prints one table with each figure's ratio to the baseline measured in the
 * same run, and writes the results as JSON under bench/results/ with an SVG
 * chart beside it (also as bench/charts/latest.svg, which the README shows).
 * Scenarios measured over HTTP need wrk: before them the run measures wrk's
 * ceiling (bench/http/ceiling.ts) and prints it beside the results; without
 * wrk it says so and prints their figures with no ratio, since a baseline
 * bound by a JavaScript load generator makes every ratio against it
 * meaningless.
 */
import fs from 'node:fs'
import path from 'node:path'
import { actorMessages } from './actors/messages'
import { deriveBench } from './derive/pool_vs_raw'
import { actorPersistence } from './actors/persistence'
import { httpFullStack } from './http/fullstack'
import { ratio, withoutRatio, type BenchResult, type Scenario } from './result'
import { runMarketBench } from './market/run'
import { webhookDeliveries } from './webhooks/deliveries'
import { checkoutBench } from './checkout/run'
import { caasProvision } from './caas/provision'
import { waasRest } from './waas/rest'
import { ledgerBench } from './ledger/run'
import { balanceTopUps } from './balance/topups'
import { swapQuotes } from './swap/quotes'
import { vasOrders } from './vas/orders'
import { chartSvg } from './chart'
import { wrkCeiling } from './http/ceiling'
import { wrkAvailable } from './http/wrk'
import { PINNING } from './pinning'

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test'

export const SCENARIOS: readonly Scenario[] = [
  { name: 'actor.messages', run: actorMessages },
  { name: 'actor.persistence', run: () => actorPersistence(DATABASE_URL) },
  { name: 'http.fullstack', http: true, run: () => httpFullStack(DATABASE_URL) },
  { name: 'webhooks.deliveries', run: () => webhookDeliveries(DATABASE_URL) },
  { name: 'market.ws', run: () => runMarketBench() },
  { name: 'chains.derive', run: deriveBench },
  { name: 'checkout', http: true, run: () => checkoutBench(DATABASE_URL) },
  { name: 'caas.provision', run: () => caasProvision(DATABASE_URL) },
  { name: 'waas.rest', run: () => waasRest(DATABASE_URL) },
  { name: 'ledger', run: () => ledgerBench(DATABASE_URL) },
  { name: 'balance.topups', run: () => balanceTopUps(DATABASE_URL) },
  { name: 'swap.quotes', run: () => swapQuotes(DATABASE_URL) },
  { name: 'vas.orders', run: () => vasOrders(DATABASE_URL) },
]

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

async function main(): Promise<void> {
  const wanted = process.argv.slice(2)
  const chosen = SCENARIOS.filter((s) => wanted.length === 0 || wanted.some((w) => s.name.startsWith(w)))
  if (chosen.length === 0) throw new Error(`no scenario matches ${wanted.join(', ')}; known: ${SCENARIOS.map((s) => s.name).join(', ')}`)
  const http = chosen.some((s) => s.http)
  const wrk = wrkAvailable()
  const notes = http
    ? [
        wrk
          ? `HTTP load: wrk, one thread; pinning: ${PINNING.describe}`
          : 'HTTP load: wrk is not installed (apt-get install wrk): HTTP figures are printed without a ratio',
      ]
    : []
  const results: BenchResult[] = []
  if (http && wrk) {
    process.stderr.write('measuring the load generator ceiling...\n')
    const ceiling = await wrkCeiling()
    results.push(ceiling)
    notes.push(`wrk ceiling (bare uWS trivial route): ${format(ceiling.value)} req/s`)
  }
  for (const scenario of chosen) {
    process.stderr.write(`running ${scenario.name}...\n`)
    const measured = await scenario.run()
    results.push(...(scenario.http && !wrk ? measured.map(withoutRatio) : measured))
  }
  const at = new Date().toISOString()
  process.stdout.write(`${notes.map((n) => `${n}\n`).join('')}${table(results)}\n`)
  const dir = path.join(process.cwd(), 'bench', 'results')
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, `${at.replace(/[:.]/g, '-')}.json`)
  fs.writeFileSync(file, JSON.stringify({ at, node: process.version, notes, results }, null, 2))
  const svg = chartSvg(results, `npm run bench -- ${wanted.join(' ')} · ${at}`, notes)
  fs.writeFileSync(file.replace(/\.json$/, '.svg'), svg)
  const charts = path.join(process.cwd(), 'bench', 'charts')
  fs.mkdirSync(charts, { recursive: true })
  fs.writeFileSync(path.join(charts, 'latest.svg'), svg)
  process.stdout.write(`\nwritten ${path.relative(process.cwd(), file)} and its .svg (also bench/charts/latest.svg)\n`)
}

if (require.main === module) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`)
      process.exit(1)
    },
  )
}
