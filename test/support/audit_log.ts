/** The audit log as tests read it (GET /api/v1/audit-log), and the entries an audited act must leave. */
import type { Test } from 'tap'
import type { Sql } from '../../platform/db/connect'
import { bearer, type Reply, type client } from './http'
import { until } from './wait'

type Client = ReturnType<typeof client>

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

/** How an entry names who acted and through which credential (a request over HTTP carries its id and client address). */
export const by = {
  user: (id: string) => ({ actor: { type: 'user', id }, credential: 'dashboard_session', client_address: String, request_id: String }),
  key: (id: string) => ({ actor: { type: 'api_key', id }, credential: 'api_key', client_address: String, request_id: String }),
  admin: { actor: { type: 'admin', id: null }, credential: 'admin_token', client_address: String, request_id: String },
  /** The platform itself (a payment): no request, no address. */
  system: { actor: { type: 'system', id: null }, credential: 'none', client_address: null, request_id: null },
}

/**
 * The one entry an act must leave: `action` on `target`, done as `by` says (`by.*`), recording exactly `changes`
 * (compared whole, so nothing extra rides along); `where` (a part of the entry) picks it out when its target has others of that action.
 */
export interface OneEntry {
  action: string
  target: { type: string; id: string }
  by: Record<string, unknown>
  changes: Record<string, unknown>
  where?: Pattern
}

type Pattern = { [key: string]: unknown }

/** Whether `value` holds everything `pattern` names (objects compared field by field, the rest by ===). */
function holds(value: unknown, pattern: unknown): boolean {
  if (pattern === null || typeof pattern !== 'object') return value === pattern
  if (value === null || typeof value !== 'object') return false
  return Object.entries(pattern).every(([k, p]) => holds((value as Pattern)[k], p))
}

/** Waits until `read` finds the entry, then reads once more (a second projection of the act would show now) and checks it is one. */
async function checkOne(t: Test, read: () => Promise<AuditEntry[]>, x: OneEntry): Promise<AuditEntry | undefined> {
  const what = `${x.action} on ${x.target.id}`
  const meant = async () => (await read()).filter((e) => e.action === x.action && e.target.id === x.target.id && holds(e, x.where ?? {}))
  await until(async () => (await meant()).length > 0, `an audit entry ${what}`)
  const found = await meant()
  t.equal(found.length, 1, `exactly one ${what}`)
  const entry = found[0]!
  t.match(entry, { id: /^aud_/, action: x.action, ...x.by, target: x.target }, `${what}: who, how and to what`)
  t.same(entry.changes, x.changes, `${what}: what changed`)
  return entry
}

/** Asserts through GET /api/v1/audit-log, read with the owner's `token`, that an act left exactly the one entry `x`. */
export function expectOneEntry(t: Test, call: Client, token: string, x: OneEntry): Promise<AuditEntry | undefined> {
  const query = `?limit=100&action=${x.action}&target_id=${encodeURIComponent(x.target.id)}`
  return checkOne(t, async () => expectStatus(await auditLog(call, token, query), 200, 'read the audit log').entries, x)
}

const CREDENTIAL: Record<string, string> = { user: 'dashboard_session', api_key: 'api_key', admin: 'admin_token', system: 'none' }

/** The same, read from the audit_log table (for a platform without the access module, which serves the log). */
export function expectOneRow(t: Test, sql: Sql, businessId: string, x: OneEntry): Promise<AuditEntry | undefined> {
  const read = async () => {
    const rows = await sql<Record<string, any>[]>`
      SELECT * FROM audit_log WHERE business_id = ${businessId} AND action = ${x.action} AND target_id = ${x.target.id} ORDER BY seq`
    return rows.map((r) => ({
      id: r.id,
      time: r.at.toISOString(),
      action: r.action,
      actor: { type: r.actor_kind, id: r.actor_id || null },
      credential: CREDENTIAL[r.actor_kind]!,
      client_address: r.client_address || null,
      request_id: r.request_id || null,
      target: { type: r.target_type, id: r.target_id },
      changes: r.changes,
    }))
  }
  return checkOne(t, read, x)
}

/** Asserts that no secret (named by what it is; a pattern for one too short to search as text) appears anywhere in the log `token` reads. */
export async function expectNoSecrets(t: Test, call: Client, token: string, secrets: Record<string, string | RegExp>): Promise<void> {
  noSecretIn(t, JSON.stringify(await allEntries(call, token)), secrets)
}

/** The same over the whole audit_log table. */
export async function expectNoSecretRows(t: Test, sql: Sql, secrets: Record<string, string | RegExp>): Promise<void> {
  noSecretIn(t, (await sql<{ row: string }[]>`SELECT row_to_json(a)::text AS row FROM audit_log a`).map((r) => r.row).join('\n'), secrets)
}

function noSecretIn(t: Test, log: string, secrets: Record<string, string | RegExp>): void {
  const found = Object.entries(secrets).filter(([, secret]) => (typeof secret === 'string' ? log.includes(secret) : secret.test(log)))
  t.same(
    found.map(([what]) => what),
    [],
    `no secret in the log (${Object.keys(secrets).join(', ')})`,
  )
}

/** A one-time code as a pattern: the digits standing alone, not inside a longer number or a hex id. */
export const codePattern = (digits: string) => new RegExp(`(?<![0-9A-Za-z])${digits}(?![0-9A-Za-z])`)

/** The id of API key `key` of the business whose owner holds `token` (found by its hint). */
export async function keyIdOf(call: Client, token: string, key: string): Promise<string> {
  const hint = `${key.slice(0, key.lastIndexOf('_') + 1)}…${key.slice(-4)}`
  const keys = expectStatus(await call('GET', '/api/v1/api-keys', { headers: bearer(token) }), 200, 'list keys').keys
  const ids = (keys as { id: string; key_hint: string }[]).filter((k) => k.key_hint === hint).map((k) => k.id)
  if (ids.length !== 1) throw new Error(`${ids.length} keys with hint ${hint}`)
  return ids[0]!
}
