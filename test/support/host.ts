/** Builds actor hosts for tests on a test schema, with quiet logs and a manual clock. */
import { ManualClock } from '../../platform/clock'
import { createLogger } from '../../platform/log'
import { ActorHost, type HostOptions } from '../../actors/runtime/host'
import { PostgresActorStore } from '../../actors/runtime/store_postgres'
import type { Sql } from '../../platform/db/connect'

export const quietLogger = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent', 'test')

export function testHost(sql: Sql, overrides: Partial<HostOptions> & { hostId: string }): ActorHost {
  return new ActorHost({
    store: new PostgresActorStore(sql),
    clock: new ManualClock(),
    logger: quietLogger,
    address: `local:${overrides.hostId}`,
    shardCount: 8,
    leaseTtlMs: 1_000,
    maxActiveActors: 10_000,
    idleMs: 60_000,
    ...overrides,
  })
}
