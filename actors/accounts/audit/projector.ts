/**
 * Copies the audit events decisions emit (platform/audit.ts) into the
 * audit_log table. The relay delivers at least once; the entry id is the
 * outbox event id, so a second delivery inserts nothing.
 */
import type { EventSubscriber } from '../../runtime/outbox_relay'
import type { Sql } from '../../../platform/db/connect'
import { SYSTEM_PARTY, auditRecordOf, type AuditRecord } from '../../../platform/audit'
import { appendAudit } from './store'

export function auditProjector(sql: Sql): EventSubscriber {
  return async (events) => {
    const entries = events.flatMap((e) => {
      const record = auditRecordOf(e)
      return record ? [{ id: `aud_${e.eventId}`, atMs: e.createdAtMs, record: wellFormed(record) }] : []
    })
    await appendAudit(sql, entries)
  }
}

/**
 * An entry is never dropped and never blocks the relay (every subscriber's
 * batch is retried until all accept it): a record written by an older
 * version without its acting party is kept as the platform's act.
 */
function wellFormed(r: AuditRecord): AuditRecord {
  return r.by ? r : { ...r, by: SYSTEM_PARTY }
}
