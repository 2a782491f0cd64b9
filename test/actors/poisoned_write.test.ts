/**
 * One request must never fail another: a write Postgres refuses for its data
 * (NUL in jsonb) fails only the commit or message that carried it, whether it
 * shares a group commit with other actors or a batch with its own actor's messages.
 */
import t from 'tap'
import { PostgresActorStore } from '../../actors/runtime/store_postgres'
import type { CommitInput, Fence } from '../../actors/runtime/store'
import { accepted, type ActorKind } from '../../actors/runtime/types'
import { decodeJson } from '../../platform/json'
import { createTestDb } from '../support/db'
import { testHost } from '../support/host'

const POISON = 'bad \u0000 text'

t.test('commit: one poisoned member of a group commit fails alone; the others commit', async (t) => {
  const db = await createTestDb('poison_store')
  t.teardown(() => db.drop())
  const store = new PostgresActorStore(db.sql)
  const fence: Fence = { shard: 1, owner: 'host-a', epoch: (await store.acquireLease(1, 'host-a', 60_000))!.epoch }
  const input = (id: string, note: string): CommitInput => ({
    ref: { kind: 'notes', id },
    shard: 1,
    expectedVersion: 0,
    stateJson: JSON.stringify({ note }),
    events: [],
    timers: [],
    fence,
  })
  // Issued in one tick, so the store sends them as one statement.
  const outcomes = await Promise.allSettled(
    Array.from({ length: 40 }, (_, i) => store.commit(input(`n${i}`, i === 17 ? POISON : `clean ${i}`))),
  )
  const rejected = outcomes.flatMap((o, i) => (o.status === 'rejected' ? [i] : []))
  t.same(rejected, [17], 'only the poisoned commit fails')
  t.match((outcomes[17] as PromiseRejectedResult).reason, { code: '22P05' }, 'with the database error that names the problem')
  t.ok(
    outcomes.every((o, i) => i === 17 || (o.status === 'fulfilled' && o.value === 'ok')),
    'every clean commit is ok',
  )
  const [row] = await db.sql<{ n: string }[]>`SELECT count(*)::text AS n FROM actor_state WHERE kind = 'notes'`
  t.equal(row?.n, '39', 'the 39 clean states are stored')
})

type NotesState = { notes: string[] }
const notesKind: ActorKind<NotesState, { note: string }, unknown> = {
  kind: 'notes',
  initial: () => ({ notes: [] }),
  decide: (state, command) => accepted({ notes: [...state.notes, command.note] }, { count: state.notes.length + 1 }),
}

t.test('ask: a poisoned message batched with others of the same actor fails alone', async (t) => {
  const db = await createTestDb('poison_actor')
  t.teardown(() => db.drop())
  const host = testHost(db.sql, { hostId: 'h1' })
  host.register(notesKind)
  await host.start()
  t.teardown(() => host.stop())
  const ref = { kind: 'notes', id: 'merchant' }
  // Forty messages at once: they ride in few commits, and without isolation the poisoned one fails its whole batch.
  const notes = Array.from({ length: 40 }, (_, i) => (i % 10 === 7 ? `${POISON} ${i}` : `clean ${i}`))
  const outcomes = await Promise.allSettled(notes.map((note) => host.ask(ref, { note })))
  const failed = outcomes.flatMap((o, i) => (o.status === 'rejected' ? [i] : []))
  t.same(failed, [7, 17, 27, 37], 'only the poisoned messages fail')
  t.ok(
    outcomes.every((o, i) => failed.includes(i) || (o.status === 'fulfilled' && o.value.ok)),
    'every clean message is accepted',
  )
  const [row] = await db.sql<{ state: string }[]>`SELECT state::text FROM actor_state WHERE kind = 'notes' AND id = 'merchant'`
  t.same(
    decodeJson<NotesState>(row!.state).notes,
    notes.filter((n) => !n.includes('\u0000')),
    'every clean note is stored, in order',
  )
})
