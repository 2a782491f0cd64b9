/**
 * Runs the CaaS ladder (transfer_steps.ts) for one actor kind: kicked by the
 * records' own events (fast path) and by a periodic scan of the open records
 * on the shards this host leases (after a crash, and to poll settlement), so
 * no record waits on a lost kick. A record already advancing on this host is
 * not started twice; every step is safe to repeat across hosts.
 */
import type { Sql } from 'postgres'
import type { Logger } from '../../platform/log'
import type { EventSubscriber } from '../runtime/outbox_relay'
import type { CaasContext } from './context'
import { advanceTransfer, type LadderRecord, type Steps } from './transfer_steps'

const SCAN_LIMIT = 500

/**
 * Open records of `kind` on the given shards. Limited to the shards this
 * host leases so that hosts do not all advance (and re-send) the same
 * records; a record of a shard that moves is picked up by its new owner.
 */
export async function openRecords(sql: Sql, kind: string, shards: readonly number[]): Promise<string[]> {
  if (shards.length === 0) return []
  const rows = await sql<{ id: string }[]>`
    SELECT id FROM actor_state
    WHERE kind = ${kind} AND shard = ANY(${shards as number[]}::int[]) AND state->>'status' IN ('queued', 'submitting', 'submitted')
    LIMIT ${SCAN_LIMIT}`
  return rows.map((r) => r.id)
}

export class LadderRunner<R extends LadderRecord> {
  private readonly inFlight = new Set<string>()
  private readonly logger: Logger

  constructor(
    private readonly caas: CaasContext,
    private readonly kind: string,
    private readonly kicks: ReadonlySet<string>,
    private readonly steps: Steps<R>,
  ) {
    this.logger = caas.payments.logger
  }

  subscriber(): EventSubscriber {
    return async (events) => {
      for (const e of events) if (this.kicks.has(e.type)) this.kick(e.actorId)
    }
  }

  /** Advances one record in the background. */
  kick(id: string): void {
    if (this.inFlight.has(id)) return
    this.inFlight.add(id)
    void advanceTransfer(this.steps, id)
      .catch((error: unknown) => this.logger.warn({ err: error, kind: this.kind, id }, 'CaaS step failed; the scan retries it'))
      .finally(() => this.inFlight.delete(id))
  }

  /** Scans this host's open records every interval. Returns the stop function. */
  start(intervalMs: number): () => void {
    const timer = setInterval(() => {
      openRecords(this.caas.payments.sql, this.kind, this.caas.payments.host.leases.ownedShards())
        .then((ids) => ids.forEach((id) => this.kick(id)))
        .catch((error: unknown) => this.logger.warn({ err: error, kind: this.kind }, 'CaaS scan failed'))
    }, intervalMs)
    timer.unref()
    return () => clearInterval(timer)
  }

  /** Waits until nothing is in flight (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await new Promise((r) => setTimeout(r, 5))
  }
}
