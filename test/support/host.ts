/** Builds actor hosts for tests on a test schema, with quiet logs and a manual clock. */
import { ManualClock } from '../../platform/clock'
import { createLogger } from '../../platform/log'
import { ActorHost, type HostOptions } from '../../actors/runtime/host'
import { PostgresActorStore } from '../../actors/runtime/store_postgres'
import type { Sql } from '../../platform/db/connect'
import type { StoredEvent } from '../../actors/runtime/store'
import { counterKind } from '../fixtures/counter_actor'

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

/** A started host on Postgres serving the counter fixture, with every published event collected; stopped at teardown. */
export async function startCounterHost(
  t: { teardown(fn: () => unknown): void },
  sql: Sql,
  clock = new ManualClock(),
): Promise<{ host: ActorHost; published: StoredEvent[] }> {
  const host = testHost(sql, { hostId: 'h1', clock })
  host.register(counterKind)
  const published: StoredEvent[] = []
  host.subscribe(async (events) => void published.push(...events))
  await host.start()
  t.teardown(() => host.stop())
  return { host, published }
}
