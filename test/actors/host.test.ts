import t from 'tap'
import { ManualClock } from '../../platform/clock'
import { PlatformError } from '../../platform/errors'
import { decodeJson } from '../../platform/json'
import { PostgresActorStore } from '../../actors/runtime/store_postgres'
import { counterKind, type CounterState } from '../fixtures/counter_actor'
import { createTestDb } from '../support/db'
import { startCounterHost, testHost } from '../support/host'
import { until } from '../support/wait'

t.test('actor host on Postgres', async (t) => {
  const db = await createTestDb('host')
  t.teardown(() => db.drop())
  const clock = new ManualClock()
  const { host, published } = await startCounterHost(t, db.sql, clock)
  const ref = (id: string) => ({ kind: 'counter', id })

  await t.test('add: state is loaded before the first message and persists', async (t) => {
    t.same(await host.ask(ref('a'), { type: 'add', amount: 5n }), { ok: true, reply: { total: 5n } })
    const [row] = await db.sql<
      { version: bigint; state: string }[]
    >`SELECT version, state::text FROM actor_state WHERE kind = 'counter' AND id = 'a'`
    t.equal(row?.version, 1n)
    t.same(decodeJson<CounterState>(row!.state), { total: 5n, adds: 1, expired: false })
  })

  await t.test('add: concurrent messages to one actor are handled one at a time', async (t) => {
    const replies = await Promise.all(Array.from({ length: 50 }, () => host.ask(ref('b'), { type: 'add', amount: 1n })))
    const totals = replies.map((r) => (r.ok ? (r.reply as { total: bigint }).total : -1n)).sort((x, y) => Number(x - y))
    t.same(
      totals,
      Array.from({ length: 50 }, (_, i) => BigInt(i + 1)),
      'every reply saw the previous message applied',
    )
    const [row] = await db.sql<{ version: bigint; state: string }[]>`SELECT version, state::text FROM actor_state WHERE id = 'b'`
    t.equal(decodeJson<{ total: bigint }>(row!.state).total, 50n, 'all fifty are durable')
    // Messages waiting behind a commit ride in the next one: fewer commits than messages, never more.
    t.ok(row!.version >= 1n && row!.version < 50n, `batched into ${row?.version} commits`)
  })

  await t.test('add: a rejection inside a batch is answered after the commit and writes nothing of its own', async (t) => {
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => host.ask(ref('mixed'), { type: 'add', amount: i % 4 === 3 ? 0n : 1n })),
    )
    t.equal(replies.filter((r) => !r.ok).length, 5, 'every fourth message was refused')
    t.ok(replies.filter((r) => !r.ok).every((r) => !r.ok && r.rejection.code === 'INVALID_AMOUNT'))
    const [row] = await db.sql<{ state: string }[]>`SELECT state::text FROM actor_state WHERE id = 'mixed'`
    t.equal(decodeJson<{ total: bigint }>(row!.state).total, 15n, 'the accepted ones are durable')
  })

  await t.test('error: invalid_amount is a value and writes nothing', async (t) => {
    const result = await host.ask(ref('c'), { type: 'add', amount: 0n })
    t.same(result, { ok: false, rejection: { code: 'INVALID_AMOUNT', message: 'amount must be positive', field: 'amount' } })
    t.same(await db.sql`SELECT 1 FROM actor_state WHERE id = 'c'`, [])
  })

  await t.test('boom: a throwing handler fails only that message and the actor reloads', async (t) => {
    await host.ask(ref('d'), { type: 'add', amount: 2n })
    await t.rejects(host.ask(ref('d'), { type: 'boom' }), { message: 'handler bug' })
    t.same(await host.ask(ref('d'), { type: 'get' }), { ok: true, reply: { total: 2n, adds: 1, expired: false } })
    t.same(await host.ask(ref('e'), { type: 'add', amount: 1n }), { ok: true, reply: { total: 1n } }, 'other actors unaffected')
  })

  await t.test('add: a stale activation reloads and decides again on the newer state', async (t) => {
    await host.ask(ref('f'), { type: 'add', amount: 1n })
    // Another writer (a second live copy) moves the actor on behind our back.
    await db.sql`UPDATE actor_state SET version = version + 1,
      state = jsonb_set(state, '{total}', '{"$bigint":"100"}') WHERE kind = 'counter' AND id = 'f'`
    t.same(await host.ask(ref('f'), { type: 'add', amount: 1n }), { ok: true, reply: { total: 101n } })
  })

  await t.test('askNew: a new actor is created without a read; one that exists after all is reloaded, never overwritten', async (t) => {
    t.same(await host.askNew(ref('new-1'), { type: 'add', amount: 3n }), { ok: true, reply: { total: 3n } })
    const [row] = await db.sql<{ version: bigint; state: string }[]>`SELECT version, state::text FROM actor_state WHERE id = 'new-1'`
    t.equal(row?.version, 1n)
    // The id was not new: another host created it. The presumed insert finds the row, reloads, decides again.
    await db.sql`INSERT INTO actor_state (kind, id, shard, version, state) VALUES ('counter', 'taken', 0, 4, '{"total":{"$bigint":"40"},"adds":4,"expired":false}')`
    t.same(await host.askNew(ref('taken'), { type: 'add', amount: 2n }), { ok: true, reply: { total: 42n } })
    const [taken] = await db.sql<{ version: bigint }[]>`SELECT version FROM actor_state WHERE id = 'taken'`
    t.equal(taken?.version, 5n, 'updated on top of the stored version')
    // A read or a rejection is never answered from a presumed state.
    await db.sql`INSERT INTO actor_state (kind, id, shard, version, state) VALUES ('counter', 'read', 0, 1, '{"total":{"$bigint":"7"},"adds":1,"expired":true}')`
    t.same(await host.askNew(ref('read'), { type: 'get' }), { ok: true, reply: { total: 7n, adds: 1, expired: true } })
    await db.sql`INSERT INTO actor_state (kind, id, shard, version, state) VALUES ('counter', 'expired', 0, 1, '{"total":{"$bigint":"7"},"adds":1,"expired":true}')`
    t.match(await host.askNew(ref('expired'), { type: 'add', amount: 1n }), { ok: false, rejection: { code: 'counter_expired' } })
  })

  await t.test('add: events are published after commit with their stored ids', async (t) => {
    await host.relay.drain()
    published.length = 0
    await host.ask(ref('g'), { type: 'add', amount: 7n })
    await host.ask(ref('g'), { type: 'add', amount: 0n })
    await host.relay.drain()
    t.equal(published.length, 1, 'the rejected command emitted nothing')
    const [event] = published
    t.equal(event?.type, 'counter.added')
    t.same(decodeJson(event!.payloadJson), { amount: 7n, total: 7n })
    const rows = await db.sql<{ event_id: string; published: boolean }[]>`
      SELECT event_id::text, published_at IS NOT NULL AS published FROM actor_outbox WHERE actor_id = 'g'`
    t.same(rows, [{ event_id: event!.eventId, published: true }])
  })

  await t.test('recoverOnce: events a crash left unpublished are delivered again with the same id', async (t) => {
    await host.ask(ref('h'), { type: 'add', amount: 3n })
    await host.relay.drain()
    await db.sql`UPDATE actor_outbox SET published_at = NULL WHERE actor_id = 'h'`
    published.length = 0
    t.equal(await host.relay.recoverOnce(0), 1)
    const [row] = await db.sql<{ event_id: string }[]>`SELECT event_id::text FROM actor_outbox WHERE actor_id = 'h'`
    t.equal(published[0]?.eventId, row?.event_id)
  })

  await t.test('passivateIdle: idle actors leave memory and come back with their state', async (t) => {
    await host.ask(ref('i'), { type: 'add', amount: 4n })
    t.ok(host.activeCount > 0)
    clock.advance(61_000)
    t.ok(host.passivateIdle() > 0)
    t.equal(host.activeCount, 0)
    t.same(await host.ask(ref('i'), { type: 'get' }), { ok: true, reply: { total: 4n, adds: 1, expired: false } })
  })
})

t.test('durable timers fire after a restart', async (t) => {
  const db = await createTestDb('timer')
  t.teardown(() => db.drop())
  const clock = new ManualClock(1_000_000)
  const first = testHost(db.sql, { hostId: 'h1', clock })
  first.register(counterKind)
  await first.start()
  await first.ask({ kind: 'counter', id: 'x' }, { type: 'arm', dueAtMs: 1_060_000 })
  await first.stop()

  const second = testHost(db.sql, { hostId: 'h2', clock })
  second.register(counterKind)
  const published: string[] = []
  second.subscribe(async (events) => void published.push(...events.map((e) => e.type)))
  await second.start()
  t.teardown(() => second.stop())
  t.equal(await second.timers.pollOnce(), 0, 'not due yet')
  clock.advance(60_000)
  t.equal(await second.timers.pollOnce(), 1)
  t.same(await second.ask({ kind: 'counter', id: 'x' }, { type: 'get' }), { ok: true, reply: { total: 0n, adds: 0, expired: true } })
  t.same(await db.sql`SELECT 1 FROM actor_timers`, [], 'the fired timer was removed with the decision')
  await second.relay.drain()
  t.same(published, ['counter.expired'])
})

t.test('cap on active actors', async (t) => {
  const db = await createTestDb('cap')
  t.teardown(() => db.drop())
  const clock = new ManualClock(1_000_000)
  const host = testHost(db.sql, { hostId: 'h1', maxActiveActors: 20, clock })
  host.register(counterKind)
  await host.start()
  t.teardown(() => host.stop())
  await host.ask({ kind: 'counter', id: 'hot' }, { type: 'add', amount: 1n })
  for (let i = 0; i < 100; i++) {
    clock.advance(100)
    await host.ask({ kind: 'counter', id: `n${i}` }, { type: 'get' })
    await host.ask({ kind: 'counter', id: 'hot' }, { type: 'get' })
  }
  t.ok(host.activeCount <= 20, `active ${host.activeCount} stays within the cap`)
  // Changed behind the host's back: an actor still in memory answers from memory.
  await db.sql`UPDATE actor_state SET state = '{"total":{"$bigint":"99"},"adds":9,"expired":false}' WHERE id = 'hot'`
  t.same(
    await host.ask({ kind: 'counter', id: 'hot' }, { type: 'get' }),
    { ok: true, reply: { total: 1n, adds: 1, expired: false } },
    'the actor in constant use was never evicted',
  )
})

t.test('two hosts: shards move when one stops, and a fenced host cannot write', async (t) => {
  const db = await createTestDb('lease')
  t.teardown(() => db.drop())
  const peers = new Map<string, ReturnType<typeof testHost>>()
  const remote = async (address: string, ref: { kind: string; id: string }, command: unknown) => {
    const peer = peers.get(address)
    if (!peer) throw new PlatformError('unavailable', 'peer gone', { temporary: true })
    return peer.askLocal(ref, command)
  }
  const a = testHost(db.sql, { hostId: 'a', address: 'a', remote, leaseTtlMs: 800 })
  const b = testHost(db.connect(), { hostId: 'b', address: 'b', remote, leaseTtlMs: 800 })
  for (const h of [a, b]) h.register(counterKind)
  peers.set('a', a)
  peers.set('b', b)
  await a.start()
  await b.start()
  t.teardown(async () => {
    await b.stop()
  })
  // Let balancing settle: a hands half of the shards to b.
  for (let i = 0; i < 4; i++) {
    await a.leases.tick()
    await b.leases.tick()
  }
  t.equal(a.leases.ownedShards().length + b.leases.ownedShards().length, 8)
  t.ok(b.leases.ownedShards().length >= 3, 'b took a share')

  const ids = Array.from({ length: 20 }, (_, i) => `m${i}`)
  for (const id of ids) await b.ask({ kind: 'counter', id }, { type: 'add', amount: 1n })

  const started = Date.now()
  peers.delete('a')
  await a.stop()
  for (const id of ids) {
    t.same(await b.ask({ kind: 'counter', id }, { type: 'add', amount: 1n }), { ok: true, reply: { total: 2n } })
  }
  // Generous for a loaded machine: what it rules out is a request stuck until some long default timeout.
  t.ok(Date.now() - started < 20_000, 'answered from the surviving host within seconds')
  t.equal(b.leases.ownedShards().length, 8)

  // Fencing: c holds a shard, stops renewing (a pause or a partition), b takes it over.
  const store = new PostgresActorStore(db.sql)
  const shard = b.leases.ownedShards()[0]!
  const stale = b.leases.fence(shard)!
  b.leases.halt()
  // Until b's lease runs out (800 ms after its last renewal) the shard is refused to c; then c gets it.
  const grant = await until(() => store.acquireLease(shard, 'c', 60_000), 'the halted lease to expire')
  t.ok(grant.epoch > stale.epoch, 'c took over the expired shard')
  const result = await store.commit({
    ref: { kind: 'counter', id: 'zombie' },
    shard,
    expectedVersion: 0,
    stateJson: '{}',
    events: [],
    timers: [],
    fence: stale,
  })
  t.equal(result, 'fenced', 'a write from the host that lost its lease is refused')
})

t.test('a lease that lapsed under load: the fenced write goes again once the host holds the shard, instead of failing', async (t) => {
  const db = await createTestDb('lapse')
  t.teardown(() => db.drop())
  // The lease runs out between the decision and its commit, as when renewals fall behind on a loaded
  // machine: the commit is fenced, so nothing was written, and the host takes the shard back.
  let lapses = 0
  class LapsingStore extends PostgresActorStore {
    override async commit(input: Parameters<PostgresActorStore['commit']>[0]) {
      if (input.ref.id === 'lapsing' && lapses++ === 0) {
        await db.sql`UPDATE shard_leases SET expires_at = now() - interval '1 second' WHERE shard = ${input.shard}`
      }
      return super.commit(input)
    }
  }
  const host = testHost(db.sql, { hostId: 'h1', store: new LapsingStore(db.sql), leaseTtlMs: 60_000 })
  host.register(counterKind)
  await host.start()
  t.teardown(() => host.stop())
  const ref = { kind: 'counter', id: 'lapsing' }
  t.same(await host.ask(ref, { type: 'get' }), { ok: true, reply: { total: 0n, adds: 0, expired: false } }, 'active here, on the fast path')
  t.same(await host.ask(ref, { type: 'add', amount: 3n }), { ok: true, reply: { total: 3n } }, 'answered, not shard_moved')
  t.equal(lapses, 2, 'the first commit was fenced and the second went through')
  t.same(await host.ask(ref, { type: 'get' }), { ok: true, reply: { total: 3n, adds: 1, expired: false } }, 'written once')
})
