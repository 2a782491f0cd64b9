/**
 * One place that opens Postgres connections, so every role uses the same
 * type mapping (int8 -> bigint, never a lossy number) and pool settings.
 */
import postgres, { type Sql } from 'postgres'

/** Longest wait before a pool connection tries Postgres again (see backoff below). */
const MAX_RECONNECT_WAIT_S = 0.25

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
    // A server that does not answer fails a query in 2 s instead of holding
    // it (and every request behind it) for the default 30; see db/faults.ts.
    connect_timeout: 2,
    // postgres.js waits before reconnecting, and by default the wait grows
    // with every failed attempt of the whole pool up to 20 s: after a 10 s
    // outage the first queries sat out ~14 s more, and every query during
    // an outage waited on that timer. A cap of 250 ms means queries fail or
    // succeed within a connect attempt of Postgres answering again.
    backoff: (retries: number) => Math.min(0.025 * 2 ** retries, MAX_RECONNECT_WAIT_S),
    onnotice: () => {},
    types: { bigint: postgres.BigInt },
    connection: {
      application_name: options.applicationName ?? 'payments-platform',
      ...(options.schema ? { search_path: options.schema } : {}),
    },
  })
}

export type { Sql }
