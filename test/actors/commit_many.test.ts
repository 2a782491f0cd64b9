import { randomUUID } from 'node:crypto'
import t from 'tap'
import { commitMany } from '../../actors/runtime/commit_many'
import { PostgresActorStore } from '../../actors/runtime/store_postgres'
import type { CommitInput, Fence } from '../../actors/runtime/store'
import type { ReadModel } from '../../actors/runtime/read_model'
import { createTestDb } from '../support/db'

const input = (fence: Fence, id: string, expectedVersion: number, state: unknown, extra: Partial<CommitInput> = {}): CommitInput => ({
  ref: { kind: 'many', id },
  shard: fence.shard,
  expectedVersion,
  stateJson: JSON.stringify(state),
  events: [],
  timers: [],
  fence,
  ...extra,
})

/** Takes a shard's lease for `owner` and answers the fence it grants. */
const leaser =
  (store: PostgresActorStore) =>
  async (shard: number, owner: string): Promise<Fence> => ({
    shard,
    owner,
    epoch: (await store.acquireLease(shard, owner, 60_000))!.epoch,
  })

t.test('commitMany: one statement, one outcome per actor, nothing written for the refused', async (t) => {
  const db = await createTestDb('many')
  t.teardown(() => db.drop())
  const store = new PostgresActorStore(db.sql)
  const lease = leaser(store)
  const mine = await lease(1, 'host-a')
  const other = await lease(2, 'host-a')
  t.same(await commitMany(db.sql, [input(mine, 'old', 0, { n: 1 })]), ['ok'])
  // Shard 2 moves to another host: our fence for it is now stale.
  await store.releaseLease(other)
  await lease(2, 'host-b')

  const events = (id: string) => [{ eventId: randomUUID(), type: `e-${id}`, payloadJson: JSON.stringify({ id }) }]
  const outcomes = await commitMany(db.sql, [
    input(
      mine,
      'new-1',
      0,
      { n: 1 },
      { events: events('new-1'), timers: [{ op: 'set', name: 'expire', dueAtMs: 10, payload: { why: 'x' } }] },
    ),
    input(mine, 'new-2', 0, { n: 2 }, { events: events('new-2') }),
    input(mine, 'old', 1, { n: 2 }, { events: events('old') }),
    input(mine, 'new-3', 0, { n: 9 }),
    input(other, 'fenced', 0, { n: 3 }, { events: events('fenced'), timers: [{ op: 'set', name: 't', dueAtMs: 1 }] }),
  ])
  t.same(outcomes.slice(0, 3), ['ok', 'ok', 'ok'])
  t.equal(outcomes[4], 'fenced', 'a shard we no longer hold')
  t.same(await commitMany(db.sql, [input(mine, 'old', 1, { n: 99 }, { events: events('stale') })]), ['conflict'], 'a stale version')
  t.same(await commitMany(db.sql, [input(mine, 'new-1', 0, { n: 99 })]), ['conflict'], 'an insert over an existing row')

  const rows = await db.sql<
    { id: string; version: string; state: { n: number } }[]
  >`SELECT id, version, state FROM actor_state WHERE kind = 'many' ORDER BY id`
  t.same(
    rows.map((r) => [r.id, Number(r.version), r.state.n]),
    [
      ['new-1', 1, 1],
      ['new-2', 1, 2],
      ['new-3', 1, 9],
      ['old', 2, 2],
    ],
  )
  const outbox = await db.sql<{ type: string; actor_version: string }[]>`SELECT type, actor_version FROM actor_outbox ORDER BY type`
  t.same(
    outbox.map((e) => [e.type, Number(e.actor_version)]),
    [
      ['e-new-1', 1],
      ['e-new-2', 1],
      ['e-old', 2],
    ],
    'events only for written actors, at their new version',
  )
  const timers = await db.sql<{ id: string; name: string }[]>`SELECT id, name FROM actor_timers ORDER BY id`
  t.same(
    timers.map((x) => [x.id, x.name]),
    [['new-1', 'expire']],
    'timers only for written actors',
  )

  t.same(
    await commitMany(db.sql, [
      input(mine, 'new-1', 1, { n: 5 }, { timers: [{ op: 'cancel', name: 'expire' }] }),
      input(mine, 'new-2', 1, { n: 6 }, { timers: [{ op: 'set', name: 'later', dueAtMs: 99 }] }),
    ]),
    ['ok', 'ok'],
  )
  const after = await db.sql<{ id: string; name: string }[]>`SELECT id, name FROM actor_timers ORDER BY id`
  t.same(
    after.map((x) => [x.id, x.name]),
    [['new-2', 'later']],
    'cancel and set in one statement',
  )
})

t.test('commitMany: read-model rows land with the state they came from, and never without it', async (t) => {
  const db = await createTestDb('many_rm')
  t.teardown(() => db.drop())
  await db.sql`CREATE TABLE many_view (id text PRIMARY KEY, n integer NOT NULL)`
  const model: ReadModel<{ n: number }, { id: string; n: number }> = {
    rows: (s) => ({ id: 'unused', n: s.n }),
    ctes: (sql, entries) => [
      sql`rm_many AS (
      INSERT INTO many_view (id, n)
      SELECT x.id, x.n FROM jsonb_to_recordset(${JSON.stringify(entries.map((e) => ({ i: e.i, ...e.rows })))}::text::jsonb) AS x(i int, id text, n int)
      WHERE x.i IN (SELECT i FROM written)
      ON CONFLICT (id) DO UPDATE SET n = EXCLUDED.n)`,
    ],
  }
  const models = new Map([['many', model as ReadModel<unknown>]])
  const store = new PostgresActorStore(db.sql)
  const fence = { shard: 1, owner: 'host-a', epoch: (await store.acquireLease(1, 'host-a', 60_000))!.epoch }
  const view = async () => (await db.sql<{ id: string; n: number }[]>`SELECT id, n FROM many_view ORDER BY id`).map((r) => [r.id, r.n])

  t.same(
    await commitMany(
      db.sql,
      [
        input(fence, 'a', 0, { n: 1 }, { readModelRows: { id: 'a', n: 1 } }),
        input(fence, 'b', 0, { n: 2 }, { readModelRows: { id: 'b', n: 2 } }),
        input(fence, 'c', 0, { n: 3 }),
      ],
      models,
    ),
    ['ok', 'ok', 'ok'],
  )
  t.same(
    await view(),
    [
      ['a', 1],
      ['b', 2],
    ],
    'rows for the actors that carried them, in the same statement',
  )

  t.same(
    await commitMany(
      db.sql,
      [
        input(fence, 'a', 1, { n: 10 }, { readModelRows: { id: 'a', n: 10 } }),
        input(fence, 'b', 5, { n: 20 }, { readModelRows: { id: 'b', n: 20 } }),
      ],
      models,
    ),
    ['ok', 'conflict'],
  )
  t.same(
    await view(),
    [
      ['a', 10],
      ['b', 2],
    ],
    'a lost version race writes no read-model row',
  )

  await store.releaseLease(fence)
  await store.acquireLease(1, 'host-b', 60_000)
  t.same(await commitMany(db.sql, [input(fence, 'a', 2, { n: 30 }, { readModelRows: { id: 'a', n: 30 } })], models), ['fenced'])
  t.same(
    await view(),
    [
      ['a', 10],
      ['b', 2],
    ],
    'a fenced writer writes no read-model row',
  )

  await t.rejects(
    commitMany(db.sql, [input(fence, 'z', 0, { n: 1 }, { readModelRows: { id: 'z', n: 1 } })]),
    /no read model registered/,
    'rows without a registered model are a bug, not a silent drop',
  )
})

t.test('commitMany: in a batch of many actors, a commit is refused exactly when its own lease or a spawn lease is lost', async (t) => {
  const db = await createTestDb('many_sp')
  t.teardown(() => db.drop())
  const store = new PostgresActorStore(db.sql)
  const lease = leaser(store)
  const mine = await lease(1, 'host-a')
  const lost = await lease(2, 'host-a')
  await store.releaseLease(lost)
  await lease(2, 'host-b')
  const spawn = (fence: Fence, id: string) => ({
    ref: { kind: 'many', id },
    shard: fence.shard,
    fence,
    stateJson: '{"n":0}',
    events: [],
    timers: [],
  })
  // Forty parents whose spawns all hold their lease, around three that must not be written.
  const fine = Array.from({ length: 40 }, (_, k) => input(mine, `p${k}`, 0, { n: k }, { spawns: [spawn(mine, `c${k}`)] }))
  const outcomes = await commitMany(db.sql, [
    ...fine.slice(0, 20),
    input(mine, 'spawn-lost', 0, { n: 1 }, { spawns: [spawn(mine, 'c-ok'), spawn(lost, 'c-lost')] }),
    input(lost, 'own-lost', 0, { n: 1 }, { spawns: [spawn(mine, 'c-orphan')] }),
    input(lost, 'alone-lost', 0, { n: 1 }),
    ...fine.slice(20),
  ])
  t.same(outcomes.slice(20, 23), ['fenced', 'fenced', 'fenced'])
  t.same([...outcomes.slice(0, 20), ...outcomes.slice(23)], Array(40).fill('ok'))
  const ids = (await db.sql<{ id: string }[]>`SELECT id FROM actor_state WHERE kind = 'many'`).map((r) => r.id)
  t.equal(ids.length, 80, 'every fine parent and its spawn, nothing else')
  for (const id of ['spawn-lost', 'c-ok', 'c-lost', 'own-lost', 'c-orphan', 'alone-lost']) t.notOk(ids.includes(id), `${id} not written`)
})
