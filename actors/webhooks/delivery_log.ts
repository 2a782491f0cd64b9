/**
 * The delivery log merchants read (GET /api/v1/settings/webhook/deliveries, /v1/dashboard/webhooks/logs): each
 * delivery with its attempts, newest first. Read-only; the dispatch path writing these rows is delivery_store.ts.
 */
import type { Sql } from 'postgres'
import type { DeliveryLogEntry, DeliveryLogQuery, SkipReason } from '../runtime/service/webhooks'

/** A page of a business's deliveries for one product (optionally one endpoint), with the total. */
export async function readDeliveryLog(sql: Sql, input: DeliveryLogQuery): Promise<{ total: number; entries: DeliveryLogEntry[] }> {
  const endpointFilter = input.endpointId ? sql`AND endpoint_id = ${input.endpointId}` : sql``
  const [count] = await sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM webhook_deliveries WHERE business_id = ${input.businessId} AND product = ${input.product} ${endpointFilter}`
  const rows = await sql<
    Array<{
      id: string
      event_id: string
      endpoint_id: string
      event_type: string
      url: string | null
      attempts: number
      status: DeliveryLogEntry['status']
      skip_reason: SkipReason | null
      next_attempt_at_ms: bigint
      last_status_code: number | null
      last_error: string | null
      last_duration_ms: number | null
      created_at_ms: bigint
      delivered_at_ms: bigint | null
      history: DeliveryLogEntry['history'] | null
    }>
  >`
      SELECT d.id::text, d.event_id::text, d.endpoint_id, d.event_type, d.url, d.status, d.skip_reason, d.attempts, d.next_attempt_at_ms, d.last_status_code, d.last_duration_ms,
             d.last_error, d.created_at_ms, d.delivered_at_ms,
             (SELECT json_agg(json_build_object('attempt', a.attempt, 'atMs', a.at_ms, 'statusCode', a.status_code,
                      'durationMs', a.duration_ms, 'error', a.error) ORDER BY a.attempt)
              FROM webhook_attempts a WHERE a.delivery_id = d.id) AS history
      FROM webhook_deliveries d
      WHERE d.business_id = ${input.businessId} AND d.product = ${input.product} ${endpointFilter}
      ORDER BY d.created_at_ms DESC, d.id
      LIMIT ${input.limit} OFFSET ${input.offset}`
  return {
    total: count?.n ?? 0,
    entries: rows.map((r) => ({
      id: r.id,
      eventId: r.event_id,
      endpointId: r.endpoint_id,
      eventType: r.event_type,
      url: r.url,
      status: r.status,
      skipReason: r.skip_reason,
      attempts: r.attempts,
      nextAttemptAtMs: r.status === 'pending' ? Number(r.next_attempt_at_ms) : null,
      lastStatusCode: r.last_status_code,
      lastError: r.last_error,
      createdAtMs: Number(r.created_at_ms),
      deliveredAtMs: r.delivered_at_ms === null ? null : Number(r.delivered_at_ms),
      history: withFinalSuccess(r.history ?? [], r),
    })),
  }
}

/**
 * An attempt history ending in the success, also for a delivery whose last attempt left no attempt row (the row
 * keeps its status code and duration on the delivery itself).
 */
function withFinalSuccess(
  history: DeliveryLogEntry['history'],
  row: {
    status: string
    attempts: number
    delivered_at_ms: bigint | null
    last_status_code: number | null
    last_duration_ms: number | null
  },
): DeliveryLogEntry['history'] {
  const attempts = history.map((h) => ({ ...h, atMs: Number(h.atMs) }))
  if (row.status === 'delivered' && row.delivered_at_ms !== null && !attempts.some((h) => h.attempt === row.attempts)) {
    attempts.push({
      attempt: row.attempts,
      atMs: Number(row.delivered_at_ms),
      statusCode: row.last_status_code,
      durationMs: row.last_duration_ms ?? 0,
      error: null,
    })
  }
  return attempts
}
