/**
 * actor.activations: actors woken from Postgres per second (a fresh host,
 * each actor's first message loads its state) against raw single-row
 * SELECTs by primary key at the same concurrency.
 * actor.writes: durable accepted decisions per second (state + outbox event
 * in one statement, fenced) against raw single-row INSERTs at the same
 * concurrency.
 */
import { randomUUID } from 'node:crypto'
import { ActorHost } from '../../actors/runtime/host'
import { PostgresActorStore } from '../../actors/runtime/store_postgres'
import { accepted, unchanged, type ActorKind } from '../../actors/runtime/types'
import { systemClock } from '../../platform/clock'
import { connectDb, type Sql } from '../../platform/db/connect'
import { migrate } from '../../platform/db/migrate'
import { createLogger } from '../../platform/log'
import type { BenchResult } from '../result'

const ACTORS = 5_000
const CONCURRENCY = 64
const POOL = 8

type State = { n: number }
const kind: ActorKind<State, { type: 'get' } | { type: 'bump' }, number> = {
  kind: 'bench',
  initial: () => ({ n: 0 }),
  decide: (state, command) =>
    command.type === 'get'
      ? unchanged(state.n)
      : accepted({ n: state.n + 1 }, state.n + 1, [{ type: 'bumped', payload: { n: state.n + 1 } }]),
}

function newHost(sql: Sql, hostId: string): ActorHost {
  return new ActorHost({
    store: new PostgresActorStore(sql),
    clock: systemClock,
    logger: createLogger('silent', 'bench'),
    hostId,
    address: hostId,
    shardCount: 64,
    leaseTtlMs: 30_000,
    maxActiveActors: 1_000_000,
    idleMs: 600_000,
  })
}

/** Runs `count` operations with `CONCURRENCY` in flight; returns ops/s. */
async function concurrently(count: number, op: (i: number) => Promise<unknown>): Promise<number> {
  let next = 0
  const start = process.hrtime.bigint()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) await op(next++)
    }),
  )
  return count / (Number(process.hrtime.bigint() - start) / 1e9)
}

export async function actorPersistence(databaseUrl: string): Promise<BenchResult[]> {
  const schema = `bench_${randomUUID().slice(0, 8)}`
  const admin = connectDb({ url: databaseUrl, maxConnections: 1 })
  await admin.unsafe(`CREATE SCHEMA ${schema}`)
  const sql = connectDb({ url: databaseUrl, schema, maxConnections: POOL })
  try {
    await migrate(sql)
    await sql`CREATE TABLE raw_rows (id text PRIMARY KEY, body jsonb NOT NULL)`
    const ids = Array.from({ length: ACTORS }, (_, i) => `a${i}`)

    // Durable writes: the first message of each actor creates it.
    const rawInsert = await concurrently(ACTORS, (i) => sql`INSERT INTO raw_rows (id, body) VALUES (${ids[i]!}, ${'{"n":1}'}::text::jsonb)`)
    const writer = newHost(sql, 'writer')
    writer.register(kind)
    await writer.start()
    await concurrently(ACTORS, (i) => writer.ask({ kind: 'bench', id: ids[i]! }, { type: 'get' }))
    const writes = await concurrently(ACTORS, (i) => writer.ask({ kind: 'bench', id: ids[i]! }, { type: 'bump' }))
    await writer.stop()

    // Activations: a fresh host loads every actor from Postgres.
    const rawSelect = await concurrently(ACTORS, (i) => sql`SELECT body FROM raw_rows WHERE id = ${ids[i]!}`)
    const reader = newHost(sql, 'reader')
    reader.register(kind)
    await reader.start()
    const activations = await concurrently(ACTORS, (i) => reader.ask({ kind: 'bench', id: ids[i]! }, { type: 'get' }))
    await reader.stop()

    return [
      {
        scenario: 'actor.activations',
        metric: 'actors loaded from Postgres/s',
        value: activations,
        unit: 'act/s',
        baseline: { name: 'raw SELECT by key', value: rawSelect },
      },
      {
        scenario: 'actor.writes',
        metric: 'durable decisions/s (state+outbox)',
        value: writes,
        unit: 'writes/s',
        baseline: { name: 'raw single-row INSERT', value: rawInsert },
      },
    ]
  } finally {
    await sql.end({ timeout: 1 })
    await admin.unsafe(`DROP SCHEMA ${schema} CASCADE`)
    await admin.end({ timeout: 1 })
  }
}
