/**
 * Swap history per customer (API key) and the three analytics endpoints
 * (dashboard JWT, live swaps of the caller's business), all from the read
 * models the swap's own commit writes (read_model.ts): a swap is listed and
 * counted exactly as its last committed decision left it. Analytics windows
 * are the last `days` UTC days including today.
 */
import type { PendingQuery, Row, Sql } from 'postgres'
import { requireBusiness } from '../../../platform/caller'
import type { MethodHandler } from '../../../platform/module'
import { implement, methodTable } from '../../../platform/operation'
import type { SwapContext } from '../context'
import { businessOf } from '../customer_wallet'
import * as ops from './operations'
import type { SwapView } from '../views'

const DAY_MS = 86_400_000

/** The first UTC day of a window of `days` days ending today, as YYYY-MM-DD. */
function windowStart(days: number, nowMs: number): string {
  return new Date(Math.floor(nowMs / DAY_MS) * DAY_MS - (days - 1) * DAY_MS).toISOString().slice(0, 10)
}

async function page(sql: Sql, where: PendingQuery<Row[]>, pageNo: number, limit: number) {
  const rows = await sql<{ record: SwapView; total: string }[]>`
    SELECT record, count(*) OVER ()::text AS total FROM swaps WHERE ${where}
    ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${(pageNo - 1) * limit}`
  const total = rows[0]
    ? Number(rows[0].total)
    : pageNo === 1
      ? 0
      : Number((await sql<{ n: string }[]>`SELECT count(*)::text AS n FROM swaps WHERE ${where}`)[0]!.n)
  return { swaps: rows.map((r) => r.record), total, page: pageNo, limit }
}

export function recordMethods(c: SwapContext): Record<string, MethodHandler> {
  const sql = c.payments.sql
  return methodTable(
    implement(ops.history, async (q, caller) => {
      const business = businessOf(caller)
      const where = sql`business_id = ${business} AND is_test = ${caller.isTestMode} AND customer_id = ${q.customerID}`
      return page(sql, where, q.page, q.limit)
    }),
    implement(ops.transactions, async (q, caller) => {
      const business = requireBusiness(caller)
      const where = sql`business_id = ${business} AND NOT is_test
        ${q.status ? sql`AND status = ${q.status}` : sql``} ${q.type ? sql`AND type = ${q.type}` : sql``}`
      return page(sql, where, q.page, q.limit)
    }),
    implement(ops.overview, async (q, caller) => {
      const business = requireBusiness(caller)
      const from = windowStart(q.days, Date.now())
      const [totals] = await sql<Record<string, string>[]>`
        SELECT count(*)::text AS total, count(*) FILTER (WHERE type = 'dex')::text AS dex, count(*) FILTER (WHERE type = 'bridge')::text AS bridge,
               count(*) FILTER (WHERE status = 'pending')::text AS pending, count(*) FILTER (WHERE status = 'confirmed')::text AS confirmed,
               count(*) FILTER (WHERE status = 'failed')::text AS failed, count(DISTINCT customer_id)::text AS customers
        FROM swaps WHERE business_id = ${business} AND NOT is_test AND created_at >= ${from}::date`
      const chains = await sql<{ chain: string; count: string }[]>`
        SELECT from_chain AS chain, count(*)::text AS count FROM swaps
        WHERE business_id = ${business} AND NOT is_test AND created_at >= ${from}::date
        GROUP BY from_chain ORDER BY count(*) DESC, from_chain LIMIT 5`
      const n = (k: string) => Number(totals![k])
      return {
        period: `${q.days}d`,
        total_swaps: n('total'),
        dex_swaps: n('dex'),
        bridge_swaps: n('bridge'),
        pending_swaps: n('pending'),
        confirmed_swaps: n('confirmed'),
        failed_swaps: n('failed'),
        unique_customers: n('customers'),
        top_from_chains: chains.map((r) => ({ chain: r.chain, count: Number(r.count) })),
      }
    }),
    implement(ops.volume, async (q, caller) => {
      const business = requireBusiness(caller)
      const from = windowStart(q.days, Date.now())
      const rows = await sql<{ date: string; total: string; dex: string; bridge: string }[]>`
        SELECT to_char(day, 'YYYY-MM-DD') AS date, sum(swaps)::text AS total,
               coalesce(sum(swaps) FILTER (WHERE type = 'dex'), 0)::text AS dex, coalesce(sum(swaps) FILTER (WHERE type = 'bridge'), 0)::text AS bridge
        FROM swap_daily WHERE business_id = ${business} AND NOT is_test AND day >= ${from}::date
        GROUP BY day ORDER BY day`
      return {
        period_days: q.days,
        chart: rows.map((r) => ({ date: r.date, total_swaps: Number(r.total), dex_swaps: Number(r.dex), bridge_swaps: Number(r.bridge) })),
      }
    }),
  )
}
