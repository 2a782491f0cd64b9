/**
 * ActorHost.askSpawning: a parent's accepted decision and the child it
 * creates are one commit. Driven through the host on Postgres with the
 * counter fixture: a counter "spawns" another counter seeded from its reply.
 */
import { randomUUID } from 'node:crypto'
import t from 'tap'
import { decodeJson } from '../../platform/json'
import type { CounterState } from '../fixtures/counter_actor'
import { createTestDb } from '../support/db'
import { startCounterHost } from '../support/host'

t.test('askSpawning on Postgres', async (t) => {
  const db = await createTestDb('spawn')
  t.teardown(() => db.drop())
  const { host, published } = await startCounterHost(t, db.sql)
  const ref = (id: string) => ({ kind: 'counter', id })
  const row = async (id: string) => {
    const [r] = await db.sql<
      { version: bigint; state: string }[]
    >`SELECT version, state::text FROM actor_state WHERE kind = 'counter' AND id = ${id}`
    return r ? { version: Number(r.version), total: decodeJson<CounterState>(r.state).total } : null
  }
  // The child's first command is built from the parent's reply (its new total).
  const seeded = (reply: unknown) => ({ type: 'add', amount: (reply as { total: bigint }).total * 10n })

  await t.test('accepted: parent and child written together; the child answers from memory at version 1', async (t) => {
    const child = randomUUID()
    const out = await host.askSpawning(ref('parent'), { type: 'add', amount: 2n }, { ref: ref(child), command: seeded })
    t.same(out, { parent: { ok: true, reply: { total: 2n } }, child: { ok: true, reply: { total: 20n } } })
    t.same(
      [await row('parent'), await row(child)],
      [
        { version: 1, total: 2n },
        { version: 1, total: 20n },
      ],
    )
    await db.sql`UPDATE actor_state SET state = '{"total":{"$bigint":"999"},"adds":1,"expired":false}' WHERE id = ${child}`
    t.same(
      await host.ask(ref(child), { type: 'get' }),
      { ok: true, reply: { total: 20n, adds: 1, expired: false } },
      'adopted from the commit, not read back',
    )
    t.same(
      published.filter((e) => e.actorId === child).map((e) => [e.type, e.actorVersion]),
      [['counter.added', 1]],
      "the child's events are published",
    )
  })

  await t.test('concurrent: fifty parents messages in one batch spawn fifty children, each seeded from its own reply', async (t) => {
    const children = Array.from({ length: 50 }, () => randomUUID())
    const outs = await Promise.all(
      children.map((id) => host.askSpawning(ref('busy'), { type: 'add', amount: 1n }, { ref: ref(id), command: seeded })),
    )
    const seeds = outs.map((o) => (o.child?.ok ? (o.child.reply as { total: bigint }).total : -1n)).sort((a, b) => Number(a - b))
    t.same(
      seeds,
      Array.from({ length: 50 }, (_, i) => BigInt((i + 1) * 10)),
    )
    const stored = await db.sql<{ n: string }[]>`SELECT count(*) AS n FROM actor_state WHERE id = ANY(${children}::text[]) AND version = 1`
    t.equal(Number(stored[0]!.n), 50)
    t.equal((await row('busy'))!.total, 50n)
  })

  await t.test('error: a refused parent spawns nothing', async (t) => {
    const child = randomUUID()
    const out = await host.askSpawning(ref('parent'), { type: 'add', amount: 0n }, { ref: ref(child), command: seeded })
    t.same(out.parent, { ok: false, rejection: { code: 'INVALID_AMOUNT', message: 'amount must be positive', field: 'amount' } })
    t.equal(out.child, null)
    t.equal(await row(child), null)
  })

  await t.test('a parent that changes nothing still gets its child, asked after it', async (t) => {
    const child = randomUUID()
    const out = await host.askSpawning(ref('parent'), { type: 'get' }, { ref: ref(child), command: () => ({ type: 'add', amount: 7n }) })
    t.same(out.child, { ok: true, reply: { total: 7n } })
    t.same(await row(child), { version: 1, total: 7n })
  })

  await t.test('error: a child that refuses its first command is not written, and its parent is', async (t) => {
    const child = randomUUID()
    const out = await host.askSpawning(
      ref('parent'),
      { type: 'add', amount: 1n },
      { ref: ref(child), command: () => ({ type: 'add', amount: -1n }) },
    )
    t.match(out, { parent: { ok: true }, child: { ok: false, rejection: { code: 'INVALID_AMOUNT' } } })
    t.equal(await row(child), null)
    t.equal((await row('parent'))!.total, 3n)
  })
})
