/**
 * Each test file gets its own schema in the shared test database, migrated
 * from scratch, so files run in parallel without seeing each other's rows.
 */
import { randomBytes } from 'node:crypto'
import { connectDb, type Sql } from '../../platform/db/connect'
import { migrate } from '../../platform/db/migrate'

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test'
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

export interface TestDb {
  readonly sql: Sql
  readonly schema: string
  readonly url: string
  /** Opens another pool on the same schema (a second host, a second process). */
  connect(max?: number): Sql
  drop(): Promise<void>
}

/** A schema on the shared test cluster, or on the cluster at `url` (a second one a test started itself). */
export async function createTestDb(prefix = 't', url = TEST_DATABASE_URL): Promise<TestDb> {
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`
  const admin = connectDb({ url, maxConnections: 1 })
  await admin.unsafe(`CREATE SCHEMA ${schema}`)
  await admin.end()
  const sql = connectDb({ url, schema, maxConnections: 8 })
  await migrate(sql)
  const extra: Sql[] = []
  return {
    sql,
    schema,
    url,
    connect(max = 8) {
      const s = connectDb({ url, schema, maxConnections: max })
      extra.push(s)
      return s
    },
    async drop() {
      await Promise.all(extra.map((s) => s.end({ timeout: 1 })))
      await sql.unsafe(`DROP SCHEMA ${schema} CASCADE`)
      await sql.end({ timeout: 1 })
    },
  }
}
