/**
 * analytics.overview: the /overview answer for a merchant with 1,000,000 checkout sessions over 30 days, as the
 * method computes it (the period's rollup rows, then the report), against the same answer computed by a scan of
 * the merchant's facts in the same run (one GROUP BY over every session's facts, then the same report). The two
 * answers are checked equal before anything is timed.
 *
 * The facts are counted the way commits count them (recordFacts: the facts inserted, the rollups upserted from
 * what was inserted), 20,000 per statement, so the rollups are the ones production writes, not a bulk copy.
 * Timing is in-process, around exactly what the method does, so the figure is the database work and the report:
 * the gateway's own cost per request is bench http.fullstack's.
 */
import type { Sql } from 'postgres'
import { recordFacts, NO_CRYPTO, type ActivityFact } from '../../actors/runtime/activity'
import { rollups } from '../../actors/analytics/queries'
import { overviewReport } from '../../actors/analytics/report'
import type { RollupRow } from '../../actors/analytics/definitions'
import { periodOf, type Period } from '../../actors/analytics/period'
import type { BenchResult } from '../result'
import { median } from '../result'
import { withBenchSchema } from '../schema'

const SESSIONS = Number(process.env.BENCH_ANALYTICS_SESSIONS ?? 1_000_000)
const CHUNK = 20_000
const DAYS = 30
const BUSINESS = 'bench-merchant'
const NETWORKS = [
  ['ETH', 'ETH', 18],
  ['BSC', 'USDT', 18],
  ['TRX', 'USDT', 6],
] as const

/** Session i's facts: 60% paid, 10% overpaid, 10% underpaid, 20% expired; every 20th paid one partly refunded. */
function sessionFacts(i: number, nowMs: number): ActivityFact[] {
  const at = nowMs - (i % DAYS) * 86_400_000 - (i % 3600) * 1000
  const [network, asset, decimals] = NETWORKS[i % NETWORKS.length]!
  const currency = i % 5 === 0 ? 'EUR' : 'USD'
  const price = BigInt(1000 + (i % 9000))
  const base = {
    businessId: BUSINESS,
    isTest: false,
    product: 'checkout',
    currency,
    scale: 2,
    method: 'crypto',
    subject: `s${i}`,
    reference: null,
    customer: `c${i % 50_000}@bench.test`,
  } as const
  const crypto = { network, asset, assetDecimals: decimals, assetUnits: price * 10n ** BigInt(decimals - 2) }
  const facts: ActivityFact[] = [
    { ...base, ...NO_CRYPTO, key: `b:${i}:created`, atMs: at, type: 'session_created', amountMinor: price, address: null },
  ]
  const kind = i % 10
  const payer = `0xpayer${i % 100_000}`
  if (kind < 7) {
    facts.push({ ...base, ...crypto, key: `b:${i}:paid`, atMs: at, type: 'session_paid', amountMinor: price, address: payer })
    if (kind === 6)
      facts.push({ ...base, ...crypto, key: `b:${i}:over`, atMs: at, type: 'session_overpaid', amountMinor: price / 10n, address: payer })
    if (i % 20 === 0)
      facts.push({ ...base, ...crypto, key: `b:${i}:refund`, atMs: at, type: 'refund', amountMinor: price / 2n, address: payer })
  } else if (kind === 7) {
    facts.push({ ...base, ...crypto, key: `b:${i}:under`, atMs: at, type: 'session_underpaid', amountMinor: price / 2n, address: payer })
  } else {
    facts.push({ ...base, ...NO_CRYPTO, key: `b:${i}:expired`, atMs: at, type: 'session_expired', amountMinor: price, address: null })
  }
  return facts
}

/** The scan: the same rows as the rollups hold, summed from every fact of the period. */
async function scanRows(sql: Sql, p: Period): Promise<RollupRow[]> {
  const rows = await sql<
    (Omit<RollupRow, 'count' | 'amount_minor' | 'asset_units'> & { count: string; amount_minor: string; asset_units: string })[]
  >`
    SELECT to_char((at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day, product, type, currency, max(scale) AS scale, network, asset,
           max(asset_decimals) AS asset_decimals, method, count(*)::text AS count, sum(amount_minor)::text AS amount_minor,
           sum(asset_units)::text AS asset_units
    FROM activity_facts
    WHERE business_id = ${BUSINESS} AND is_test = false
      AND at >= ${new Date(`${p.from}T00:00:00Z`)} AND at < ${new Date(Date.parse(`${p.to}T00:00:00Z`) + 86_400_000)}
    GROUP BY 1, 2, 3, 4, 6, 7, 9
    ORDER BY 1`
  return rows.map((r) => ({ ...r, count: BigInt(r.count), amount_minor: BigInt(r.amount_minor), asset_units: BigInt(r.asset_units) }))
}

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = process.hrtime.bigint()
  const value = await fn()
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, value }
}

const percentile = (values: readonly number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!

export async function analyticsOverview(databaseUrl: string): Promise<BenchResult[]> {
  return withBenchSchema(databaseUrl, async (sql) => {
    const nowMs = Date.now()
    let facts = 0
    for (let start = 0; start < SESSIONS; start += CHUNK) {
      const batch: ActivityFact[] = []
      for (let i = start; i < Math.min(SESSIONS, start + CHUNK); i++) batch.push(...sessionFacts(i, nowMs))
      facts += await recordFacts(sql, batch)
    }
    await sql`ANALYZE activity_facts`
    await sql`ANALYZE activity_rollups`
    const period = periodOf({ days: DAYS }, nowMs)
    if ('code' in period) throw new Error(period.message)
    const scope = { businessId: BUSINESS, isTest: false, period }
    const fromRollups = async () => overviewReport(await rollups(sql, scope), period, 'live', 'USD')
    const fromScan = async () => overviewReport(await scanRows(sql, period), period, 'live', 'USD')

    const a = JSON.stringify(await fromRollups())
    const b = JSON.stringify(await fromScan())
    if (a !== b) throw new Error(`the rollups and the scan disagree:\n${a}\n${b}`)
    const answer = JSON.parse(a) as { sessions: { created: number } }
    if (answer.sessions.created !== SESSIONS)
      throw new Error(`expected ${SESSIONS} sessions, the overview counts ${answer.sessions.created}`)

    for (let i = 0; i < 20; i++) await fromRollups()
    const rollupMs: number[] = []
    for (let i = 0; i < 300; i++) rollupMs.push((await timed(fromRollups)).ms)
    await fromScan()
    const scanMs: number[] = []
    for (let i = 0; i < 5; i++) scanMs.push((await timed(fromScan)).ms)

    const p50 = median(rollupMs)
    const p99 = percentile(rollupMs, 0.99)
    const scan = median(scanMs)
    return [
      {
        scenario: 'analytics.overview',
        metric: `/overview over ${SESSIONS.toLocaleString('en')} sessions (${facts.toLocaleString('en')} facts), 30 days: median ms (rollups vs a scan of the facts)`,
        value: p50,
        unit: 'ms',
        lowerIsBetter: true,
        baseline: { name: 'scan query, median ms', value: scan },
        goal: 50,
      },
      {
        scenario: 'analytics.overview',
        metric: '/overview from rollups: p99 ms (300 answers)',
        value: p99,
        unit: 'ms',
        lowerIsBetter: true,
        max: 20,
      },
    ]
  })
}
