/**
 * `npm run bench [-- name ...]`: runs the named scenarios (all by default),
 * prints one table with each figure's ratio to the baseline measured in the
 * same run, and writes the results as JSON under bench/results/.
 */
import fs from 'node:fs'
import path from 'node:path'
import { actorMessages } from './actors/messages'
import { deriveBench } from './derive/pool_vs_raw'
import { actorPersistence } from './actors/persistence'
import { httpFullStack } from './http/fullstack'
import { ratio, type BenchResult, type Scenario } from './result'
import { runMarketBench } from './market/run'
import { webhookDeliveries } from './webhooks/deliveries'
import { checkoutBench } from './checkout/run'
import { caasProvision } from './caas/provision'
import { waasRest } from './waas/rest'

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test'

export const SCENARIOS: readonly Scenario[] = [
  { name: 'actor.messages', run: actorMessages },
  { name: 'actor.persistence', run: () => actorPersistence(DATABASE_URL) },
  { name: 'http.fullstack', run: () => httpFullStack(DATABASE_URL) },
  { name: 'webhooks.deliveries', run: () => webhookDeliveries(DATABASE_URL) },
  { name: 'market.ws', run: () => runMarketBench() },
  { name: 'chains.derive', run: deriveBench },
  { name: 'checkout', run: () => checkoutBench(DATABASE_URL) },
  { name: 'caas.provision', run: () => caasProvision(DATABASE_URL) },
  { name: 'waas.rest', run: () => waasRest(DATABASE_URL) },
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
  const results: BenchResult[] = []
  for (const scenario of chosen) {
    process.stderr.write(`running ${scenario.name}...\n`)
    results.push(...(await scenario.run()))
  }
  process.stdout.write(`${table(results)}\n`)
  const dir = path.join(process.cwd(), 'bench', 'results')
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
  fs.writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), node: process.version, results }, null, 2))
  process.stdout.write(`\nwritten ${path.relative(process.cwd(), file)}\n`)
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
