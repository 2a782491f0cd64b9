/**
 * The merchant's orders, newest first, from the actors' committed state
 * (one row per order in actor_state, kind vas_order): filters by status,
 * category and customer. Reads only the caller's business and environment.
 */
import type { Static } from '@sinclair/typebox'
import type { Sql } from 'postgres'
import { decodeJson } from '../../platform/json'
import type { VasOrder } from './order/state'
import type * as ops from './api/operations'
import { orderView } from './views'

const STEPS: Readonly<Record<string, readonly string[]>> = {
  processing: ['created', 'held', 'submitted'],
  successful: ['successful'],
  failed: ['failed'],
}

export async function listOrders(sql: Sql, businessId: string, isTest: boolean, q: Static<typeof ops.OrderListQuery>) {
  const prefix = `${businessId}:${isTest ? 'test' : 'live'}:`
  const steps = q.status ? STEPS[q.status]! : ['created', 'held', 'submitted', 'successful', 'failed']
  const where = sql`kind = 'vas_order' AND id LIKE ${prefix.replace(/[\\%_]/g, '\\$&') + '%'}
    AND state->>'step' = ANY(${steps as string[]}::text[])
    ${q.category ? sql`AND state->>'category' = ${q.category}` : sql``}
    ${q.customer_id ? sql`AND state->>'customerId' = ${q.customer_id}` : sql``}`
  const [rows, count] = await Promise.all([
    sql<{ state: unknown }[]>`SELECT state::text AS state FROM actor_state WHERE ${where}
      ORDER BY (state->>'createdAtMs')::bigint DESC, id LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`,
    sql<{ n: string }[]>`SELECT count(*) AS n FROM actor_state WHERE ${where}`,
  ])
  return {
    orders: rows.map((r) => orderView(decodeJson<VasOrder>(r.state as string))),
    page: q.page,
    limit: q.limit,
    total: Number(count[0]!.n),
  }
}
