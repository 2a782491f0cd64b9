/**
 * The audit_log table (migration 023): entries are only ever inserted, each
 * once by its id; reads are a business's entries, newest first, by cursor.
 * There is no update or delete here, and the table's trigger refuses both.
 */
import { randomUUID } from 'node:crypto'
import type { Sql } from '../../../platform/db/connect'
import type { AuditAction, AuditRecord } from '../../../platform/audit'

export interface AuditRow {
  readonly seq: string
  readonly id: string
  readonly business_id: string
  readonly at: Date
  readonly action: AuditAction
  readonly actor_kind: AuditRecord['by']['kind']
  readonly actor_id: string
  readonly request_id: string
  readonly client_address: string
  readonly target_type: string
  readonly target_id: string
  readonly changes: Record<string, unknown>
}

export interface AuditInsert {
  readonly id: string
  readonly atMs: number
  readonly record: AuditRecord
}

/** Inserts entries; one whose id is already there (an event published twice) is left as it is. */
export async function appendAudit(sql: Sql, entries: readonly AuditInsert[]): Promise<void> {
  if (entries.length === 0) return
  const rows = entries.map(({ id, atMs, record: r }) => ({
    id,
    business_id: r.businessId,
    at: new Date(atMs),
    action: r.action,
    actor_kind: r.by.kind,
    actor_id: r.by.id,
    request_id: r.by.requestId,
    client_address: r.by.clientAddress,
    target_type: r.target.type,
    target_id: r.target.id,
    changes: sql.json(r.changes as Parameters<Sql['json']>[0]),
  }))
  await sql`INSERT INTO audit_log ${sql(rows)} ON CONFLICT (id) DO NOTHING`
}

/** An act that changes no state (a seed revealed): its entry is written before the act, so no reveal goes unrecorded. */
export async function recordAuditNow(sql: Sql, record: AuditRecord, nowMs: number): Promise<void> {
  await appendAudit(sql, [{ id: `aud_${randomUUID()}`, atMs: nowMs, record }])
}

export interface AuditQuery {
  readonly businessId: string
  readonly limit: number
  readonly before?: bigint
  readonly action?: AuditAction
  readonly actorId?: string
  readonly targetId?: string
  readonly fromMs?: number
  readonly toMs?: number
}

/**
 * One page, newest first, plus one row to tell whether another page follows. Newest by the act's own time (its
 * commit), then by arrival: the outbox may hand over a later act's event before an earlier one's (a batch retried,
 * a relay that caught up), so the order of arrival alone is not the order of the acts. The cursor is the last
 * entry's seq; the next page is what sorts after that entry (ordered by the columns, not their text aliases).
 */
export async function readAudit(sql: Sql, q: AuditQuery): Promise<AuditRow[]> {
  return sql<AuditRow[]>`
    SELECT seq::text AS seq, id, business_id, at, action, actor_kind, actor_id, request_id, client_address, target_type, target_id, changes
    FROM audit_log
    WHERE business_id = ${q.businessId}
      ${
        q.before !== undefined
          ? sql`AND (audit_log.at, audit_log.seq) < (SELECT c.at, c.seq FROM audit_log c WHERE c.seq = ${q.before.toString()})`
          : sql``
      }
      ${q.action ? sql`AND action = ${q.action}` : sql``}
      ${q.actorId ? sql`AND actor_id = ${q.actorId}` : sql``}
      ${q.targetId ? sql`AND target_id = ${q.targetId}` : sql``}
      ${q.fromMs !== undefined ? sql`AND at >= ${new Date(q.fromMs)}` : sql``}
      ${q.toMs !== undefined ? sql`AND at < ${new Date(q.toMs)}` : sql``}
    ORDER BY audit_log.at DESC, audit_log.seq DESC
    LIMIT ${q.limit + 1}`
}
