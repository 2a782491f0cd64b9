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
import type { EventSubscriber } from '../runtime/outbox_relay'
import { VAS_ORDER_CREATED } from './order/decide'
import { OPEN_STEPS } from './order/state'
import type { VasContext } from './context'
import { advanceOrder } from './steps'

const SCAN_LIMIT = 500

async function openOrders(sql: Sql, shards: readonly number[]): Promise<string[]> {
  if (shards.length === 0) return []
  const rows = await sql<{ id: string }[]>`
    SELECT id FROM actor_state
    WHERE kind = 'vas_order' AND shard = ANY(${shards as number[]}::int[]) AND state->>'step' = ANY(${OPEN_STEPS as string[]}::text[])
    LIMIT ${SCAN_LIMIT}`
  return rows.map((r) => r.id)
}

export class VasExecutor {
  private readonly inFlight = new Map<string, Promise<void>>()

  constructor(private readonly c: VasContext) {}

  /** Order events committed anywhere kick their order here (an order created by another gateway's request, a recovery). */
  subscriber(): EventSubscriber {
    return async (events) => {
      for (const e of events) if (e.kind === 'vas_order' && e.type === VAS_ORDER_CREATED) void this.kick(e.actorId)
    }
  }

  /** Advances one order in the background; answers when this pass is over (failures are logged and left to the scan). */
  kick(id: string): Promise<void> {
    const running = this.inFlight.get(id)
    if (running) return running
    const pass = advanceOrder(this.c, id)
      .catch((error: unknown) => this.c.payments.logger.warn({ err: error, order: id }, 'VAS order step failed; the scan retries it'))
      .finally(() => this.inFlight.delete(id))
    this.inFlight.set(id, pass)
    return pass
  }

  /** Kicks the order and waits for this pass at most `ms` (the request's bounded wait). */
  async advanceWithin(id: string, ms: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined
    await Promise.race([this.kick(id), new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))])
    clearTimeout(timer)
  }

  start(intervalMs: number): () => void {
    const timer = setInterval(() => {
      openOrders(this.c.payments.sql, this.c.payments.host.leases.ownedShards())
        .then((ids) => ids.forEach((id) => void this.kick(id)))
        .catch((error: unknown) => this.c.payments.logger.warn({ err: error }, 'VAS order scan failed'))
    }, intervalMs)
    timer.unref()
    return () => clearInterval(timer)
  }

  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight.values()])
  }
}
