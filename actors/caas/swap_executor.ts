/**
 * Drives CaaS swaps forward on the transfer ladder (transfer_steps.ts: record
 * before the first send, an unknown outcome checked by the recorded user
 * operation hash and nonce, never re-built or sent blind). Kicked by the
 * swap's own queued and submitted events, and by a scan of this host's open
 * swaps every interval (crash recovery, settlement polling). A swap has no
 * recipient to announce; settling records the hash, and the actor's
 * settled event is the `swap.settled` webhook.
 */
import type { Sql } from 'postgres'
import type { EventSubscriber } from '../runtime/outbox_relay'
import type { SwapRecord } from '../caas_swap/state'
import type { CaasContext } from './context'
import type { TransferSubmitter } from './submitter'
import { advanceTransfer, type LadderCommand, type Steps } from './transfer_steps'

const KICKS = new Set(['caas.swap.queued', 'caas.swap.submitted'])
const SCAN_LIMIT = 500

async function openSwaps(sql: Sql, shards: readonly number[]): Promise<string[]> {
  if (shards.length === 0) return []
  const rows = await sql<{ id: string }[]>`
    SELECT id FROM actor_state
    WHERE kind = 'caas_swap' AND shard = ANY(${shards as number[]}::int[]) AND state->>'status' IN ('queued', 'submitting', 'submitted')
    LIMIT ${SCAN_LIMIT}`
  return rows.map((r) => r.id)
}

export class SwapExecutor {
  private readonly inFlight = new Set<string>()
  private readonly steps: Steps<SwapRecord>

  constructor(
    private readonly caas: CaasContext,
    submitters: { readonly test: TransferSubmitter<SwapRecord>; readonly live: TransferSubmitter<SwapRecord> | null },
  ) {
    this.steps = {
      tell: (id, command) => this.tell(id, command),
      submitter: (mode) => (mode === 'test' ? submitters.test : submitters.live),
      announce: async () => undefined,
      settle: async (s, txHash) => void (await this.tell(s.id, { type: 'settled', txHash })),
      nowMs: () => caas.payments.clock.nowMs(),
      deadlineMs: caas.config.submitDeadlineMs,
      logger: caas.payments.logger,
    }
  }

  subscriber(): EventSubscriber {
    return async (events) => {
      for (const e of events) if (KICKS.has(e.type)) this.kick(e.actorId)
    }
  }

  /** Advances one swap in the background, once at a time per swap on this host. */
  kick(id: string): void {
    if (this.inFlight.has(id)) return
    this.inFlight.add(id)
    void advanceTransfer(this.steps, id)
      .catch((error: unknown) => this.caas.payments.logger.warn({ err: error, swap: id }, 'CaaS swap step failed; the scan retries it'))
      .finally(() => this.inFlight.delete(id))
  }

  /** Scans this host's open swaps every interval. Returns the stop function. */
  start(intervalMs: number): () => void {
    const timer = setInterval(() => {
      openSwaps(this.caas.payments.sql, this.caas.payments.host.leases.ownedShards())
        .then((ids) => ids.forEach((id) => this.kick(id)))
        .catch((error: unknown) => this.caas.payments.logger.warn({ err: error }, 'CaaS swap scan failed'))
    }, intervalMs)
    timer.unref()
    return () => clearInterval(timer)
  }

  private async tell(id: string, command: LadderCommand | { type: 'settled'; txHash: string }): Promise<SwapRecord> {
    const result = await this.caas.payments.host.ask<SwapRecord>({ kind: 'caas_swap', id }, command)
    if (!result.ok) throw new Error(`caas_swap ${id} refused ${command.type}: ${result.rejection.code}`)
    return result.reply
  }
}
