/**
 * The settlement workflow (`otc.settlements`): credits an order whose payment was received, once (the ledger
 * transfer's id is the order's), then records it settled. Kicked by `otc_order.payment_received`; the scan of
 * open orders (otc_orders.open) finishes one a crash cut short.
 */
import type { Sql } from 'postgres'
import { Workflow } from '../runtime/workflow'
import type { OtcContext } from './context'
import { creditOrder } from './ledger'
import { otcOrderEvents } from './order/events'

async function openOrders(sql: Sql, shards: readonly number[], afterId: string, limit: number): Promise<string[]> {
  if (shards.length === 0) return []
  const rows = await sql<{ id: string }[]>`
    SELECT id FROM otc_orders WHERE open AND shard = ANY(${[...shards]}::int[]) AND id > ${afterId} ORDER BY id LIMIT ${limit}`
  return rows.map((r) => r.id)
}

async function settle(c: OtcContext, id: string): Promise<void> {
  const o = await c.order(id, { type: 'get', businessId: null })
  if (o.status !== 'payment_received') return
  await creditOrder(c.ledger, o)
  await c.order(id, { type: 'settled' })
}

export function settlementWorkflow(c: OtcContext): Workflow {
  return new Workflow(
    {
      name: 'otc.settlements',
      kickedBy: (e) => (otcOrderEvents.read(e, 'otc_order.payment_received') ? e.actorId : null),
      open: (shards, afterId, limit) => openOrders(c.payments.sql, shards, afterId, limit),
      step: (id) => settle(c, id),
    },
    { clock: c.payments.clock, logger: c.payments.logger, shards: () => c.payments.host.leases.ownedShards() },
  )
}
