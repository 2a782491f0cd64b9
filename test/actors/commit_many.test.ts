import { randomUUID } from 'node:crypto'
import t from 'tap'
import { commitMany } from '../../actors/runtime/commit_many'
import { PostgresActorStore } from '../../actors/runtime/store_postgres'
import type { CommitInput, Fence } from '../../actors/runtime/store'
import { createTestDb } from '../support/db'

const input = (fence: Fence, id: string, expectedVersion: number, state: unknown, extra: Partial<CommitInput> = {}): CommitInput => ({
  ref: { kind: 'many', id }, shard: fence.shard, expectedVersion, stateJson: JSON.stringify(state), events: [], timers: [], fence, ...extra,
})

t.test('commitMany: one statement, one outcome per actor, nothing written for the refused', async (t) => {
  const db = await createTestDb('many')
  t.teardown(() => db.drop())
  const store = new PostgresActorStore(db.sql)
  const lease = async (shard: number, owner: string): Promise<Fence> => ({ shard, owner, epoch: (await store.acquireLease(shard, owner, 60_000))!.epoch })
  const mine = await lease(1, 'host-a')
  const other = await lease(2, 'host-a')
  t.same(await commitMany(db.sql, [input(mine, 'old', 0, { n: 1 })]), ['ok'])
  // Shard 2 moves to another host: our fence for it is now stale.
  await store.releaseLease(other)
  await lease(2, 'host-b')

  const events = (id: string) => [{ eventId: randomUUID(), type: `e-${id}`, payloadJson: JSON.stringify({ id }) }]
  const outcomes = await commitMany(db.sql, [
    input(mine, 'new-1', 0, { n: 1 }, { events: events('new-1'), timers: [{ op: 'set', name: 'expire', dueAtMs: 10, payload: { why: 'x' } }] }),
    input(mine, 'new-2', 0, { n: 2 }, { events: events('new-2') }),
    input(mine, 'old', 1, { n: 2 }, { events: events('old') }),
    input(mine, 'new-3', 0, { n: 9 }),
    input(other, 'fenced', 0, { n: 3 }, { events: events('fenced'), timers: [{ op: 'set', name: 't', dueAtMs: 1 }] }),
  ])
  t.same(outcomes.slice(0, 3), ['ok', 'ok', 'ok'])
  t.equal(outcomes[4], 'fenced', 'a shard we no longer hold')
  t.same(await commitMany(db.sql, [input(mine, 'old', 1, { n: 99 }, { events: events('stale') })]), ['conflict'], 'a stale version')
  t.same(await commitMany(db.sql, [input(mine, 'new-1', 0, { n: 99 })]), ['conflict'], 'an insert over an existing row')

  const rows = await db.sql<{ id: string; version: string; state: { n: number } }[]>`SELECT id, version, state FROM actor_state WHERE kind = 'many' ORDER BY id`
  t.same(rows.map((r) => [r.id, Number(r.version), r.state.n]), [['new-1', 1, 1], ['new-2', 1, 2], ['new-3', 1, 9], ['old', 2, 2]])
  const outbox = await db.sql<{ type: string; actor_version: string }[]>`SELECT type, actor_version FROM actor_outbox ORDER BY type`
  t.same(outbox.map((e) => [e.type, Number(e.actor_version)]), [['e-new-1', 1], ['e-new-2', 1], ['e-old', 2]], 'events only for written actors, at their new version')
  const timers = await db.sql<{ id: string; name: string }[]>`SELECT id, name FROM actor_timers ORDER BY id`
  t.same(timers.map((x) => [x.id, x.name]), [['new-1', 'expire']], 'timers only for written actors')

  t.same(await commitMany(db.sql, [input(mine, 'new-1', 1, { n: 5 }, { timers: [{ op: 'cancel', name: 'expire' }] }), input(mine, 'new-2', 1, { n: 6 }, { timers: [{ op: 'set', name: 'later', dueAtMs: 99 }] })]), ['ok', 'ok'])
  const after = await db.sql<{ id: string; name: string }[]>`SELECT id, name FROM actor_timers ORDER BY id`
  t.same(after.map((x) => [x.id, x.name]), [['new-2', 'later']], 'cancel and set in one statement')
})
