/**
 * SQL for webhook deliveries. Claims use FOR UPDATE SKIP LOCKED plus a claim
 * deadline, so several payments hosts work one table without sending a
 * delivery twice at the same time; a crashed host's claims lapse (or are
 * released at once when it restarts under the same host id). Only this file
 * writes the table, and a delivery's status only as delivery/decide.ts
 * decided it, and only over the state it was decided on: every decided
 * change moves (status, attempts) (an attempt counts up, anything else
 * changes the status), so each status write is guarded by both, and a writer
 * whose row another moved first writes nothing.
 */
import type { Sql } from 'postgres'
import { assert } from '../../platform/errors'
import { decideDelivery } from './delivery/decide'
import {
  claimedOfRow,
  stateOfRow,
  type AttemptRecord,
  type ClaimedDelivery,
  type DecidedDelivery,
  type DeliveryRow,
  type DeliveryTarget,
  type NewDelivery,
  type StateRow,
} from './delivery/records'
import type { DeliveryLogEntry, DeliveryLogQuery } from '../runtime/service/webhooks'
import { readDeliveryLog } from './delivery_log'

export type { AttemptRecord, ClaimedDelivery, DecidedDelivery, DeliveryTarget, NewDelivery } from './delivery/records'

type PendingOutcome = { input: AttemptRecord; resolve: () => void; reject: (e: unknown) => void }

export class DeliveryStore {
  private readonly outcomes: PendingOutcome[] = []
  private writing = 0

  constructor(private readonly sql: Sql) {}

  /** Inserts deliveries; an (event, endpoint) pair that already has one is skipped, so replays are harmless. */
  async insert(deliveries: readonly NewDelivery[], nowMs: number): Promise<number> {
    if (deliveries.length === 0) return 0
    const rows = await this.sql`
      INSERT INTO webhook_deliveries (id, event_id, endpoint_id, business_id, product, event_type, body, url, next_attempt_at_ms, created_at_ms)
      SELECT d.id, d.event_id, d.endpoint_id, d.business_id, d.product, d.event_type, d.body, d.url, ${nowMs}, ${nowMs}
      FROM jsonb_to_recordset(${JSON.stringify(
        deliveries.map((d) => ({
          id: d.id,
          event_id: d.eventId,
          endpoint_id: d.endpointId,
          business_id: d.businessId,
          product: d.product,
          event_type: d.eventType,
          body: d.body,
          url: d.url,
        })),
      )}::text::jsonb) AS d(id uuid, event_id uuid, endpoint_id text, business_id text, product text, event_type text, body text,
        url text)
      ON CONFLICT (event_id, endpoint_id) DO NOTHING
      RETURNING 1`
    return rows.length
  }

  async claimDue(input: {
    nowMs: number
    limit: number
    claimMs: number
    claimer: string
    excludeEndpoints: readonly string[]
  }): Promise<ClaimedDelivery[]> {
    const rows = await this.sql<DeliveryRow[]>`
      UPDATE webhook_deliveries d SET claimed_until_ms = ${input.nowMs + input.claimMs}, claimed_by = ${input.claimer}
      FROM (
        SELECT id FROM webhook_deliveries
        WHERE status = 'pending' AND next_attempt_at_ms <= ${input.nowMs} AND claimed_until_ms <= ${input.nowMs}
          AND endpoint_id <> ALL(${[...input.excludeEndpoints]}::text[])
        ORDER BY next_attempt_at_ms
        LIMIT ${input.limit}
        FOR UPDATE SKIP LOCKED
      ) due
      WHERE d.id = due.id
      RETURNING d.id::text, d.event_id::text, d.endpoint_id, d.business_id, d.product, d.event_type, d.body, d.url, d.attempts,
        d.next_attempt_at_ms`
    return rows.map(claimedOfRow)
  }

  /**
   * Records one attempt and moves the delivery on as decided. Outcomes that
   * finish while a write is in flight are written together in one statement
   * (group commit); each caller's promise resolves only once its own row is
   * durable.
   */
  recordAttempt(input: AttemptRecord): Promise<void> {
    return new Promise((resolve, reject) => {
      this.outcomes.push({ input, resolve, reject })
      this.flushOutcomes()
    })
  }

  private flushOutcomes(): void {
    if (this.writing >= 2 || this.outcomes.length === 0) return
    const batch = this.outcomes.splice(0, 500)
    this.writing++
    this.writeOutcomes(batch.map((b) => b.input))
      .then(
        () => batch.forEach((b) => b.resolve()),
        (error: unknown) => batch.forEach((b) => b.reject(error)),
      )
      .finally(() => {
        this.writing--
        this.flushOutcomes()
      })
  }

  private async writeOutcomes(records: readonly AttemptRecord[]): Promise<void> {
    const rows = JSON.stringify(
      records.map(({ decision: { from, state: to }, ...r }) => ({
        id: r.id,
        attempt: to.attempts,
        at_ms: r.atMs,
        status_code: r.statusCode,
        duration_ms: r.durationMs,
        error: r.error,
        from_status: from.status,
        from_attempts: from.attempts,
        status: to.status,
        next_ms: to.status === 'pending' ? to.nextAttemptAtMs : r.atMs,
        delivered_ms: to.status === 'delivered' ? to.deliveredAtMs : null,
        url: r.url,
      })),
    )
    // A row no longer in the state decided on (its claim lapsed during the attempt and another host recorded
    // that attempt first) keeps what that host wrote; the attempt's log row is the first writer's (ON CONFLICT).
    await this.sql`
      -- Successful attempts are not copied to webhook_attempts: the delivery
      -- row already holds them (last_*), and the log adds them back.
      WITH input AS (
        SELECT * FROM jsonb_to_recordset(${rows}::text::jsonb) AS x(id uuid, attempt int, at_ms bigint, status_code int,
          duration_ms int, error text, from_status text, from_attempts int, status text, next_ms bigint, delivered_ms bigint, url text)
      ), attempts AS (
        INSERT INTO webhook_attempts (delivery_id, attempt, at_ms, status_code, duration_ms, error)
        SELECT id, attempt, at_ms, status_code, duration_ms, error FROM input WHERE status <> 'delivered'
        ON CONFLICT DO NOTHING
      )
      UPDATE webhook_deliveries d SET
        status = i.status, attempts = i.attempt, last_status_code = i.status_code, last_error = i.error, last_duration_ms = i.duration_ms,
        next_attempt_at_ms = i.next_ms, claimed_until_ms = 0, claimed_by = NULL, delivered_at_ms = i.delivered_ms,
        -- A delivery's URL never changes once set; only an unbound (older) row takes the URL it was sent to.
        url = COALESCE(d.url, i.url)
      FROM input i WHERE d.id = i.id AND d.status = i.from_status AND d.attempts = i.from_attempts`
  }

  /**
   * Marks claimed deliveries skipped instead of sending them, as decided: kept,
   * with the reason, so the log shows them. Only this claimer's rows change.
   */
  async skip(decided: readonly DecidedDelivery[], claimer: string): Promise<void> {
    if (decided.length === 0) return
    const rows = JSON.stringify(
      decided.map(({ id, decision: { from, state: to } }) => {
        assert(to.status === 'skipped', 'skip writes skipped deliveries')
        return { id, from_status: from.status, from_attempts: from.attempts, status: to.status, skip_reason: to.reason }
      }),
    )
    await this.sql`
      UPDATE webhook_deliveries d SET status = i.status, skip_reason = i.skip_reason, claimed_until_ms = 0, claimed_by = NULL
      FROM jsonb_to_recordset(${rows}::text::jsonb) AS i(id uuid, from_status text, from_attempts int, status text, skip_reason text)
      WHERE d.id = i.id AND d.status = i.from_status AND d.attempts = i.from_attempts AND d.claimed_by = ${claimer}`
  }

  /** A merchant's delivery as the redeliver method decides on it, or null when it has none with this id. */
  async target(id: string, businessId: string): Promise<DeliveryTarget | null> {
    const [row] = await this.sql<{ endpoint_id: string; status: DeliveryTarget['status']; url: string | null }[]>`
      SELECT endpoint_id, status, url FROM webhook_deliveries WHERE id = ${id} AND business_id = ${businessId}`
    return row ? { endpointId: row.endpoint_id, status: row.status, url: row.url } : null
  }

  /**
   * Makes a delivered, failed or skipped delivery due again now (redeliver endpoint).
   * It keeps its id and attempt count: one more attempt, numbered after the
   * others; if that fails it is failed again rather than starting a new
   * retry schedule. It still goes only to its own URL: the dispatcher checks
   * that again when it is due, so a change of URL after this call sends
   * nothing either.
   */
  async redeliver(id: string, businessId: string, nowMs: number): Promise<boolean> {
    const [row] = await this.sql<StateRow[]>`
      SELECT status, product, attempts, next_attempt_at_ms, delivered_at_ms, skip_reason FROM webhook_deliveries
      WHERE id = ${id} AND business_id = ${businessId}`
    const decision = row ? decideDelivery(stateOfRow(row), { type: 'redeliver' }, nowMs) : null
    if (decision?.kind !== 'accepted') return false
    const { from, state: to } = decision
    assert(to.status === 'pending', 'a redelivery is pending')
    // Two redeliveries at once both decide on the finished row; the first write moves it, the second finds it moved.
    const rows = await this.sql`
      UPDATE webhook_deliveries SET status = ${to.status}, skip_reason = NULL, next_attempt_at_ms = ${to.nextAttemptAtMs}, claimed_until_ms = 0
      WHERE id = ${id} AND status = ${from.status} AND attempts = ${from.attempts}
      RETURNING 1`
    return rows.length === 1
  }

  /** Frees claims a previous incarnation of this host left behind. */
  async releaseClaims(claimer: string): Promise<void> {
    await this
      .sql`UPDATE webhook_deliveries SET claimed_until_ms = 0, claimed_by = NULL WHERE claimed_by = ${claimer} AND status = 'pending'`
  }

  /** The delivery log (REST): see delivery_log.ts. */
  log(input: DeliveryLogQuery): Promise<{ total: number; entries: DeliveryLogEntry[] }> {
    return readDeliveryLog(this.sql, input)
  }
}
