/**
 * The merchant's orders, newest first, found in their read model
 * (vas_orders, order/read_model.ts) and read from the actors' committed
 * state: filters by status, category and customer. Reads only the caller's
 * business and environment.
 */
import type { Static } from '@sinclair/typebox'
import type { Sql } from 'postgres'
import { decodeJson } from '../../platform/json'
import { firstOf } from '../../platform/present'
import type { VasOrder } from './order/state'
import type * as ops from './api/operations'
import { orderView } from './views'

const STEPS: Readonly<Record<NonNullable<Static<typeof ops.OrderListQuery>['status']>, readonly string[]>> = {
  processing: ['created', 'held', 'submitted'],
  successful: ['successful'],
  failed: ['failed'],
}

export async function listOrders(sql: Sql, businessId: string, isTest: boolean, q: Static<typeof ops.OrderListQuery>) {
  const steps = q.status ? STEPS[q.status] : ['created', 'held', 'submitted', 'successful', 'failed']
  const where = sql`o.business_id = ${businessId} AND o.is_test = ${isTest}
    AND o.step = ANY(${[...steps]}::text[])
    ${q.category ? sql`AND o.category = ${q.category}` : sql``}
    ${q.customer_id ? sql`AND o.customer_id = ${q.customer_id}` : sql``}`
  const [rows, count] = await Promise.all([
    sql<{ state: string }[]>`SELECT a.state::text AS state FROM vas_orders o JOIN actor_state a ON a.kind = 'vas_order' AND a.id = o.id
      WHERE ${where}
      ORDER BY o.created_at_ms DESC, o.id LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`,
    sql<{ n: string }[]>`SELECT count(*) AS n FROM vas_orders o WHERE ${where}`,
  ])
  return {
    orders: rows.map((r) => orderView(decodeJson<VasOrder>(r.state))),
    page: q.page,
    limit: q.limit,
    total: Number(firstOf(count, 'the order count').n),
  }
}
