/**
 * `npm run bench [-- name ...]`: runs the named scenarios (all by default),
 * prints one table with each figure's ratio to the baseline measured in the
 * same run, and writes the results as JSON under bench/results/ with an SVG
 * chart beside it (also as bench/charts/latest.svg, which the README shows).
 * Scenarios measured over HTTP (`http: true`) need wrk: bench/orchestrate.ts
 * measures its ceiling first, or without wrk says so and prints their
 * figures with no ratio.
 */
import path from 'node:path'
import { actorMessages } from './actors/messages'
import { deriveBench } from './derive/pool_vs_raw'
import { actorPersistence } from './actors/persistence'
import { httpFullStack } from './http/fullstack'
import type { Scenario } from './result'
import { runMarketBench } from './market/run'
import { webhookDeliveries } from './webhooks/deliveries'
import { checkoutBench } from './checkout/run'
import { caasProvision } from './caas/provision'
import { waasRest } from './waas/rest'
import { ledgerBench } from './ledger/run'
import { balanceTopUps } from './balance/topups'
import { swapQuotes } from './swap/quotes'
import { vasOrders } from './vas/orders'
import { virtualAccountCredits } from './virtual_accounts/credits'
import { remittanceTransfers } from './remittance/transfers'
import { analyticsOverview } from './analytics/overview'
import { depositWatch } from './deposits/watch'
import { depositLatency } from './deposits/latency'
import { runBench } from './orchestrate'

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test'

export const SCENARIOS: readonly Scenario[] = [
  { name: 'actor.messages', run: actorMessages },
  { name: 'actor.persistence', run: () => actorPersistence(DATABASE_URL) },
  { name: 'http.fullstack', http: true, run: () => httpFullStack(DATABASE_URL) },
  { name: 'webhooks.deliveries', run: () => webhookDeliveries(DATABASE_URL) },
  { name: 'market.ws', run: () => runMarketBench() },
  { name: 'chains.derive', run: deriveBench },
  { name: 'checkout', http: true, run: () => checkoutBench(DATABASE_URL) },
  { name: 'caas.provision', http: true, run: () => caasProvision(DATABASE_URL) },
  { name: 'waas.rest', run: () => waasRest(DATABASE_URL) },
  { name: 'ledger', run: () => ledgerBench(DATABASE_URL) },
  { name: 'balance.topups', run: () => balanceTopUps(DATABASE_URL) },
  { name: 'swap.quotes', run: () => swapQuotes(DATABASE_URL) },
  { name: 'vas.orders', run: () => vasOrders(DATABASE_URL) },
  { name: 'va.credits', run: () => virtualAccountCredits(DATABASE_URL) },
  { name: 'remittance.transfers', run: () => remittanceTransfers(DATABASE_URL) },
  { name: 'analytics.overview', run: () => analyticsOverview(DATABASE_URL) },
  { name: 'deposits.watch', run: () => depositWatch(DATABASE_URL) },
  { name: 'deposits.latency', run: () => depositLatency(DATABASE_URL) },
]

async function main(): Promise<void> {
  const wanted = process.argv.slice(2)
  const chosen = SCENARIOS.filter((s) => wanted.length === 0 || wanted.some((w) => s.name.startsWith(w)))
  if (chosen.length === 0) throw new Error(`no scenario matches ${wanted.join(', ')}; known: ${SCENARIOS.map((s) => s.name).join(', ')}`)
  const run = await runBench(chosen, path.join(process.cwd(), 'bench'), `npm run bench -- ${wanted.join(' ')}`)
  process.stdout.write(run.text)
  process.stdout.write(`\nwritten ${path.relative(process.cwd(), run.file)} and its .svg (also bench/charts/latest.svg)\n`)
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
