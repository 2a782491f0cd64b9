/** Every bench that touches Postgres runs in a fresh, migrated schema of its own, dropped afterwards even when the bench fails. */
import { randomUUID } from 'node:crypto'
import type { Sql } from 'postgres'
import { connectDb } from '../platform/db/connect'
import { migrate } from '../platform/db/migrate'

export async function withBenchSchema<T>(databaseUrl: string, run: (sql: Sql, schema: string) => Promise<T>): Promise<T> {
  const schema = `bench_${randomUUID().slice(0, 8)}`
  const admin = connectDb({ url: databaseUrl, maxConnections: 1 })
  await admin.unsafe(`CREATE SCHEMA ${schema}`)
  const sql = connectDb({ url: databaseUrl, schema, maxConnections: 2 })
  try {
    await migrate(sql)
    return await run(sql, schema)
  } finally {
    await sql.end({ timeout: 1 })
    await admin.unsafe(`DROP SCHEMA ${schema} CASCADE`)
    await admin.end({ timeout: 1 })
  }
}
