/**
 * The audit log is append-only (platform/db/migrations/023_audit_log.ts):
 *  - in Postgres, its trigger refuses UPDATE, DELETE and TRUNCATE of a row the platform's own
 *    appendAudit wrote, and the row stays as it was; a second append of the same id changes nothing;
 *  - in the source, no file but the migration holds such a statement aimed at audit_log (a tripwire:
 *    the trigger is the guarantee, the scan catches the intent early).
 * This file names the table through a variable in its own SQL, and builds its samples from words, so
 * the scan below reads it like any other file.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import t from 'tap'
import { appendAudit, type AuditInsert } from '../../actors/accounts/audit/store'
import { createTestDb } from '../support/db'
import { REPO_ROOT } from '../support/source_files'

const TABLE = 'audit_log'
const REPLICA = "'replica'"
const MIGRATION = 'platform/db/migrations/023_audit_log.ts'

/** A statement that would rewrite the audit log, or switch off what stops it. */
const REWRITES = [
  /\b(UPDATE(\s+ONLY)?|DELETE\s+FROM(\s+ONLY)?|TRUNCATE(\s+TABLE)?(\s+ONLY)?)\s+([\w"]+\.)?"?audit_log\b/i,
  /\bALTER\s+TABLE\s+(ONLY\s+)?([\w"]+\.)?"?audit_log"?\s+DISABLE\s+TRIGGER\b/i,
  /\bDROP\s+TRIGGER\s+(IF\s+EXISTS\s+)?"?audit_log_no_/i,
  // Replica mode skips ordinary triggers, this one included, for a superuser.
  /\bsession_replication_role\s*(=|TO)\s*'?replica/i,
]
const rewritesAuditLog = (text: string) => REWRITES.some((re) => re.test(text))

/** Every .ts file of the repository outside node_modules and dist, relative to its root. */
function tsFiles(dir = ''): string[] {
  return readdirSync(path.join(REPO_ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = dir === '' ? entry.name : `${dir}/${entry.name}`
    if (entry.isDirectory()) return ['node_modules', 'dist', '.git'].includes(entry.name) ? [] : tsFiles(relative)
    return entry.isFile() && entry.name.endsWith('.ts') ? [relative] : []
  })
}

t.test('Postgres refuses to rewrite an audit entry', async (t) => {
  const db = await createTestDb('auditonly')
  t.teardown(() => db.drop())
  const entry: AuditInsert = {
    id: 'aud_append_only_1',
    atMs: Date.parse('2026-01-02T03:04:05.678Z'),
    record: {
      businessId: 'biz_1',
      action: 'api_key.revoked',
      by: { kind: 'user', id: 'user_1', requestId: 'req_1', clientAddress: '127.0.0.1' },
      target: { type: 'api_key', id: 'key_1' },
      changes: { name: 'ci', permissions: ['checkout:view'] },
    },
  }
  await appendAudit(db.sql, [entry])
  const rows = async () => (await db.sql.unsafe(`SELECT to_jsonb(a) AS row FROM ${TABLE} a ORDER BY seq`)).map((r) => r.row)
  const before = await rows()
  t.match(before, [{ id: 'aud_append_only_1', action: 'api_key.revoked', actor_id: 'user_1', changes: { name: 'ci' } }], 'the row is there')

  const attempts = {
    UPDATE: `UPDATE ${TABLE} SET action = 'api_key.created', changes = '{}'::jsonb WHERE id = 'aud_append_only_1'`,
    'UPDATE of every row': `UPDATE ${TABLE} SET client_address = ''`,
    DELETE: `DELETE FROM ${TABLE} WHERE id = 'aud_append_only_1'`,
    'DELETE of every row': `DELETE FROM ${TABLE}`,
    TRUNCATE: `TRUNCATE ${TABLE}`,
    'TRUNCATE TABLE … RESTART IDENTITY': `TRUNCATE TABLE ${TABLE} RESTART IDENTITY`,
  }
  for (const [what, statement] of Object.entries(attempts)) {
    const error = await db.sql.unsafe(statement).then(
      () => null,
      (e: unknown) => e as { code?: string; message?: string },
    )
    t.ok(error, `${what} fails`)
    t.match(error, { code: '42501', message: /append-only/ }, `${what}: refused by the trigger (insufficient_privilege)`)
    t.same(await rows(), before, `${what}: the row is unchanged`)
  }

  // Replica mode skips ordinary triggers; these are ENABLE ALWAYS. (The test role is a superuser, as an
  // operator's console would be: the mode is settable here.)
  const inReplica = await db.sql
    .begin(async (tx) => {
      await tx.unsafe(`SET LOCAL session_replication_role = ${REPLICA}`)
      await tx.unsafe(`DELETE FROM ${TABLE}`)
    })
    .then(
      () => null,
      (e: unknown) => e as { code?: string },
    )
  t.match(inReplica, { code: '42501' }, 'a DELETE in replica mode is refused too')
  t.same(await rows(), before, 'replica mode: the row is unchanged')

  await appendAudit(db.sql, [{ ...entry, record: { ...entry.record, action: 'api_key.created', changes: {} } }])
  t.same(await rows(), before, 'a second append of the same id (an event delivered twice) leaves the entry as it was')
  await appendAudit(db.sql, [{ ...entry, id: 'aud_append_only_2' }])
  t.equal((await rows()).length, 2, 'while a new id is appended')
})

t.test('no code but the migration rewrites the audit log', async (t) => {
  const words = (...w: string[]) => w.join(' ')
  const offending = [
    words('UPDATE', TABLE, "SET action = 'x'"),
    words('update', ' only', TABLE, 'set x = 1'),
    words('DELETE', 'FROM', TABLE, 'WHERE id = $1'),
    words('delete\n  from', `public.${TABLE}`),
    words('TRUNCATE', TABLE),
    words('TRUNCATE', 'TABLE', `"${TABLE}"`, 'CASCADE'),
    words('ALTER', 'TABLE', TABLE, 'DISABLE', 'TRIGGER', 'ALL'),
    words('DROP', 'TRIGGER', 'IF EXISTS', 'audit_log_no_update', 'ON', TABLE),
    words('SET LOCAL', 'session_replication_role', '=', "'replica'"),
  ]
  for (const sample of offending) t.ok(rewritesAuditLog(sample), `the scan catches: ${sample}`)
  const harmless = [
    words('INSERT INTO', TABLE, '(id) VALUES ($1)'),
    words('SELECT * FROM', TABLE, 'ORDER BY seq DESC'),
    words('UPDATE', 'audit_log_cursor', 'SET x = 1'),
    words('DELETE', 'FROM', 'actor_state'),
    words('BEFORE UPDATE OR DELETE ON', TABLE),
  ]
  for (const sample of harmless) t.notOk(rewritesAuditLog(sample), `the scan lets pass: ${sample}`)

  const files = tsFiles()
  t.ok(files.length >= 500, `the scan reads the whole tree (${files.length} .ts files)`)
  for (const known of [MIGRATION, 'actors/accounts/audit/store.ts', 'test/accounts/audit_append_only.test.ts'])
    t.ok(files.includes(known), `it reads ${known}`)
  const found = files.filter((f) => f !== MIGRATION && rewritesAuditLog(readFileSync(path.join(REPO_ROOT, f), 'utf8')))
  t.same(found, [], 'no file outside the migration updates, deletes or truncates audit_log')
})
