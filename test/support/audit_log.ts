/** The audit log as tests read it (GET /api/v1/audit-log), and the entries an audited act must leave. */
import { bearer, type Reply, type client } from './http'

export interface AuditEntry {
  id: string
  time: string
  action: string
  /** `id`, `client_address` and `request_id` are left out, never null, when they do not apply. */
  actor: { type: string; id?: string }
  credential: string
  client_address?: string
  request_id?: string
  target: { type: string; id: string }
  changes: Record<string, unknown>
}

/** An entry an act must leave: `action` on `target`, done by `actor` (a user id), recording `changes`. */
export interface ExpectedEntry {
  action: string
  target: { type: string; id: string }
  actor: string
  changes: Record<string, unknown>
}

/** An audited act: `run` does it over HTTP with `requestId` as its X-Request-Id and names the entries it must leave. */
export interface AuditedAct {
  name: string
  run(requestId: string): Promise<ExpectedEntry[]>
}

export const expectEntry = (action: string, target: ExpectedEntry['target'], actor: string, changes: Record<string, unknown>) => ({
  action,
  target,
  actor,
  changes,
})

export const targets = {
  apiKey: (id: string) => ({ type: 'api_key', id }),
  invitation: (id: string) => ({ type: 'invitation', id }),
  member: (id: string) => ({ type: 'member', id }),
}

/** The same entry: the same action on the same target. */
export const sameAct = (e: AuditEntry, x: ExpectedEntry) => e.action === x.action && e.target.id === x.target.id

/** The body of `r`; throws unless it has `status`. */
export function expectStatus(r: Reply, status: number, what: string): any {
  if (r.status !== status) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`)
  return r.body
}

/** The audit log as `token` reads it, `query` starting with '?'. */
export function auditLog(call: ReturnType<typeof client>, token: string, query = ''): Promise<Reply> {
  return call('GET', `/api/v1/audit-log${query}`, { headers: bearer(token) })
}

/** Every entry `token` sees, read as one page of 100 (throws if there are more). */
export async function allEntries(call: ReturnType<typeof client>, token: string): Promise<AuditEntry[]> {
  const body = expectStatus(await auditLog(call, token, '?limit=100'), 200, 'read the audit log')
  if (body.next_cursor !== undefined) throw new Error('more than one page of audit entries')
  return body.entries
}
