/**
 * Group commit across actors (store_postgres.ts): while a group of commits is
 * in flight, the commits that arrive, one actor each, gather into the next
 * statement instead of each taking a free lane. Which commits shared a
 * statement is read from Postgres itself: rows written by one statement
 * carry its transaction id (xmin).
 */
import t from 'tap'
import { PostgresActorStore } from '../../actors/runtime/store_postgres'
import type { CommitInput, CommitResult, Fence } from '../../actors/runtime/store'
import { createTestDb, type TestDb } from '../support/db'

const input = (fence: Fence, id: string): CommitInput => ({
  ref: { kind: 'grouped', id },
  shard: fence.shard,
  expectedVersion: 0,
  stateJson: JSON.stringify({ id }),
  events: [],
  timers: [],
  fence,
})

const nextTick = () => new Promise((resolve) => setImmediate(resolve))

/** Holds the shard's lease row locked (FOR UPDATE), so that a commit fenced by it stays in flight until `release`. */
async function holdLease(db: TestDb, shard: number): Promise<{ release(): Promise<void> }> {
  const blocker = db.connect(1)
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  let locked!: () => void
  const isLocked = new Promise<void>((resolve) => (locked = resolve))
  const done = blocker.begin(async (tx) => {
    await tx`SELECT 1 FROM shard_leases WHERE shard = ${shard} FOR UPDATE`
    locked()
    await held
  })
  await isLocked
  return {
    release: async () => {
      release()
      await done
    },
  }
}

/** The ids grouped by the statement (transaction) that wrote them, in order of the first id of each. */
async function statements(db: TestDb, ids: readonly string[]): Promise<string[][]> {
  const rows = await db.sql<{ id: string; xmin: string }[]>`
    SELECT id, xmin::text AS xmin FROM actor_state WHERE kind = 'grouped' AND id = ANY(${[...ids]}::text[])`
  const byTx = new Map<string, string[]>()
  for (const id of ids) {
    const xmin = rows.find((r) => r.id === id)?.xmin ?? 'missing'
    byTx.set(xmin, [...(byTx.get(xmin) ?? []), id])
  }
  return [...byTx.values()]
}

/** Commits `ids` one per event-loop turn (as requests of different merchants arrive) while a first commit is held in flight. */
async function behindAHeldGroup(store: PostgresActorStore, db: TestDb, ids: readonly string[]): Promise<CommitResult[]> {
  const fence: Fence = { shard: 1, owner: 'host-a', epoch: (await store.acquireLease(1, 'host-a', 60_000))!.epoch }
  const lock = await holdLease(db, 1)
  const first = store.commit(input(fence, 'first'))
  await nextTick()
  await nextTick()
  const later: Promise<CommitResult>[] = []
  for (const id of ids) {
    later.push(store.commit(input(fence, id)))
    await nextTick()
  }
  await lock.release()
  return Promise.all([first, ...later])
}

t.test('commits arriving while a group is in flight go out together in the next statement', async (t) => {
  const db = await createTestDb('group')
  t.teardown(() => db.drop())
  const store = new PostgresActorStore(db.sql, { commitLanes: 4 })
  const ids = Array.from({ length: 10 }, (_, i) => `m${i}`)
  const results = await behindAHeldGroup(store, db, ids)
  t.ok(
    results.every((r) => r === 'ok'),
    'every commit is written',
  )
  // Without gathering, the next three would each have taken a free lane alone (4 lanes).
  t.same(await statements(db, ids), [ids], 'the ten commits share one statement')
  t.not((await statements(db, ['first', 'm0'])).length, 1, 'apart from the group that was in flight')
})

t.test('a gathering group that reaches its target size goes out without waiting', async (t) => {
  const db = await createTestDb('group')
  t.teardown(() => db.drop())
  const store = new PostgresActorStore(db.sql, { commitLanes: 4, groupTarget: 3 })
  const ids = Array.from({ length: 9 }, (_, i) => `m${i}`)
  const results = await behindAHeldGroup(store, db, ids)
  t.ok(
    results.every((r) => r === 'ok'),
    'every commit is written',
  )
  t.same(
    await statements(db, ids),
    [ids.slice(0, 3), ids.slice(3, 6), ids.slice(6, 9)],
    'three full groups, each in a lane of its own while the first is held',
  )
})
