/**
 * Runs orders detached from the request that made them (spec VAS rule 3):
 * the request kicks its order and waits a bounded time for it; the order
 * goes on whether the client is still there or not. A periodic scan of this
 * host's open orders is the durable part: it resumes orders after a crash
 * and reconciles submitted orders whose outcome the provider has not told
 * yet, until each is final. An order already advancing on this host is not
 * started twice; on two hosts the ledger ids, the actor's step order and the
 * provider's unique customIdentifier keep it bought and charged once.
 */
import type { Sql } from 'postgres'
import { Workflow } from '../runtime/workflow'
import { VAS_ORDER_CREATED } from './order/decide'
import type { VasContext } from './context'
import { advanceOrder } from './steps'

/** Open orders (a step of OPEN_STEPS, order/read_model.ts) on the given shards, in id order, after `afterId`. */
async function openOrders(sql: Sql, shards: readonly number[], afterId: string, limit: number): Promise<string[]> {
  if (shards.length === 0) return []
  const rows = await sql<{ id: string }[]>`
    SELECT id FROM vas_orders
    WHERE open AND shard = ANY(${[...shards]}::int[]) AND id > ${afterId}
    ORDER BY id LIMIT ${limit}`
  return rows.map((r) => r.id)
}

/** The VAS order workflow: created orders kick their order here (from any gateway's request, or a recovery). */
export type VasExecutor = Workflow

export function vasExecutor(c: VasContext): VasExecutor {
  return new Workflow(
    {
      name: 'vas.order',
      kickedBy: (e) => (e.kind === 'vas_order' && e.type === VAS_ORDER_CREATED ? e.actorId : null),
      open: (shards, afterId, limit) => openOrders(c.payments.sql, shards, afterId, limit),
      step: (id) => advanceOrder(c, id),
    },
    { clock: c.payments.clock, logger: c.payments.logger, shards: () => c.payments.host.leases.ownedShards() },
  )
}
