/**
 * Applies pending migrations. Several processes may start at once (a gateway,
 * two actor hosts): a transaction-scoped advisory lock makes exactly one of
 * them apply each migration while the others wait and then see it applied.
 */
import type { Sql } from 'postgres'
import { MIGRATIONS, type Migration } from './migrations'

const MIGRATION_LOCK_KEY = 7_331_001

export async function migrate(sql: Sql, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  const applied: number[] = []
  await sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`
    await tx`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`
    const rows = await tx<{ version: number }[]>`SELECT version FROM schema_migrations`
    const done = new Set(rows.map((r) => r.version))
    for (const migration of migrations) {
      if (done.has(migration.version)) continue
      await tx.unsafe(migration.sql)
      await tx`INSERT INTO schema_migrations (version, name) VALUES (${migration.version}, ${migration.name})`
      applied.push(migration.version)
    }
  })
  return applied
}
