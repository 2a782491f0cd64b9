/** The audit log's read method (operations.ts): the caller's business only. */
import type { MethodHandler } from '../../../platform/module'
import { implement, methodTable } from '../../../platform/operation'
import { omitAbsent } from '../../../platform/omit_absent'
import type { Sql } from '../../../platform/db/connect'
import { requireBusiness } from '../../../platform/caller'
import { listAudit } from './operations_audit'
import { readAudit, type AuditRow } from '../audit/store'

const CREDENTIAL = { user: 'dashboard_session', api_key: 'api_key', admin: 'admin_token', system: 'none' } as const

// A field that does not apply is left out, never null (README, Units and absent fields).
function entryOf(row: AuditRow) {
  return omitAbsent({
    id: row.id,
    time: row.at.toISOString(),
    action: row.action,
    actor: omitAbsent({ type: row.actor_kind, id: row.actor_id || null }),
    credential: CREDENTIAL[row.actor_kind],
    client_address: row.client_address || null,
    request_id: row.request_id || null,
    target: { type: row.target_type, id: row.target_id },
    changes: row.changes,
  })
}

export function auditMethods(sql: Sql): Record<string, MethodHandler> {
  return methodTable(
    implement(listAudit, async (input, caller) => {
      const limit = input.limit ?? 50
      const rows = await readAudit(sql, {
        businessId: requireBusiness(caller),
        limit,
        ...(input.before ? { before: BigInt(input.before) } : {}),
        ...(input.action ? { action: input.action } : {}),
        ...(input.actor_id ? { actorId: input.actor_id } : {}),
        ...(input.target_id ? { targetId: input.target_id } : {}),
        ...(input.from ? { fromMs: Date.parse(input.from) } : {}),
        ...(input.to ? { toMs: Date.parse(input.to) } : {}),
      })
      const page = rows.slice(0, limit)
      return omitAbsent({ entries: page.map(entryOf), next_cursor: rows.length > limit ? page[page.length - 1]!.seq : null })
    }),
  )
}
