/**
 * One place that opens Postgres connections, so every role uses the same
 * type mapping (int8 -> bigint, never a lossy number) and pool settings.
 */
import postgres, { type Sql } from 'postgres'

export interface DbOptions {
  readonly url: string
  readonly maxConnections?: number
  /** Isolates tests (and tenants of one server) in their own schema. */
  readonly schema?: string
  readonly applicationName?: string
}

export function connectDb(options: DbOptions): Sql {
  return postgres(options.url, {
    max: options.maxConnections ?? 10,
    idle_timeout: 30,
    connect_timeout: 10,
    onnotice: () => {},
    types: { bigint: postgres.BigInt },
    connection: {
      application_name: options.applicationName ?? 'payments-platform',
      ...(options.schema ? { search_path: options.schema } : {}),
    },
  })
}

export type { Sql }
