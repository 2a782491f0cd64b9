/**
 * The store conformance suite: every ActorStore implementation runs it. It
 * pins down exactly what the runtime relies on: versioned writes, atomic
 * outbox and timers, fencing by lease epoch, and lease hand-over.
 */
import { randomUUID } from 'node:crypto'
import type { Test } from 'tap'
import { present } from '../../platform/present'
import type { ActorStore, CommitInput, Fence } from './store'

export interface StoreUnderTest {
  readonly store: ActorStore
  /** Lets lease time pass: a manual clock advances, a real database sleeps. */
  advance(ms: number): Promise<void>
  close(): Promise<void>
}

const TTL_MS = 300

function commitInput(fence: Fence, id: string, expectedVersion: number, state: unknown, extra: Partial<CommitInput> = {}): CommitInput {
  return {
    ref: { kind: 'conformance', id },
    shard: fence.shard,
    expectedVersion,
    stateJson: JSON.stringify(state),
    events: [],
    timers: [],
    fence,
    ...extra,
  }
}

async function leased(store: ActorStore, shard: number, owner = 'host-a'): Promise<Fence> {
  const grant = await store.acquireLease(shard, owner, 60_000)
  if (!grant) throw new Error('lease not granted')
  return { shard, owner, epoch: grant.epoch }
}

export function storeConformance(t: Test, name: string, open: () => Promise<StoreUnderTest>): void {
  t.test(`${name}: store conformance`, async (t) => {
    const sut = await open()
    const { store } = sut
    t.teardown(() => sut.close())

    await t.test('load: unknown actor is null', async (t) => {
      t.equal(await store.load({ kind: 'conformance', id: 'nobody' }), null)
    })

    await t.test('commit: first write at version 0, then versioned updates', async (t) => {
      const fence = await leased(store, 1)
      t.equal(await store.commit(commitInput(fence, 'a', 0, { n: 1 })), 'ok')
      const first = await store.load({ kind: 'conformance', id: 'a' })
      t.equal(first?.version, 1)
      t.same(JSON.parse(present(first, 'actor a').stateJson), { n: 1 })
      t.equal(await store.commit(commitInput(fence, 'a', 1, { n: 2 })), 'ok')
      const loaded = await store.load({ kind: 'conformance', id: 'a' })
      t.equal(loaded?.version, 2)
      t.same(JSON.parse(present(loaded, 'actor a').stateJson), { n: 2 })
    })

    await t.test('error: stale expected version is a conflict and writes nothing', async (t) => {
      const fence = await leased(store, 2)
      t.equal(await store.commit(commitInput(fence, 'b', 0, { n: 1 })), 'ok')
      const eventId = randomUUID()
      const stale = commitInput(
        fence,
        'b',
        0,
        { n: 99 },
        {
          events: [{ eventId, type: 'never', payloadJson: '{}' }],
          timers: [{ op: 'set', name: 'never', dueAtMs: 1 }],
        },
      )
      t.equal(await store.commit(stale), 'conflict')
      t.same(JSON.parse(present(await store.load({ kind: 'conformance', id: 'b' }), 'actor b').stateJson), { n: 1 })
      const events = await store.unpublished([2], 0, 100)
      t.notOk(
        events.some((e) => e.eventId === eventId),
        'no event from a refused write',
      )
      t.same(await store.dueTimers([2], Number.MAX_SAFE_INTEGER, 10), [], 'no timer from a refused write')
    })

    await t.test('commit: events and timers are written with the state', async (t) => {
      const fence = await leased(store, 3)
      const eventId = randomUUID()
      t.equal(
        await store.commit(
          commitInput(
            fence,
            'c',
            0,
            { n: 1 },
            {
              events: [{ eventId, type: 'created', payloadJson: JSON.stringify({ amount: { $bigint: '10' } }) }],
              timers: [{ op: 'set', name: 'expiry', dueAtMs: 5_000, payload: { why: 'expiry' } }],
            },
          ),
        ),
        'ok',
      )
      const [event] = await store.unpublished([3], 0, 100)
      t.equal(event?.eventId, eventId)
      t.equal(event?.type, 'created')
      t.equal(event?.actorVersion, 1)
      t.same(JSON.parse(present(event, 'event').payloadJson), { amount: { $bigint: '10' } })
      t.same(await store.dueTimers([3], 4_999, 10), [], 'not due before its time')
      const [timer] = await store.dueTimers([3], 5_000, 10)
      t.match(timer, { kind: 'conformance', id: 'c', name: 'expiry', dueAtMs: 5_000 })
      t.same(JSON.parse(present(timer, 'timer').payloadJson), { why: 'expiry' })
      t.same(await store.dueTimers([4], 5_000, 10), [], 'timers are scoped by shard')
      await store.markPublished([eventId])
      t.same(await store.unpublished([3], 0, 100), [], 'published events leave the relay queue')
    })

    await t.test('commit: cancel removes a timer; set re-arms it; deleteTimer honours re-arming', async (t) => {
      const fence = await leased(store, 5)
      await store.commit(commitInput(fence, 'd', 0, {}, { timers: [{ op: 'set', name: 'x', dueAtMs: 10 }] }))
      await store.commit(commitInput(fence, 'd', 1, {}, { timers: [{ op: 'cancel', name: 'x' }] }))
      t.same(await store.dueTimers([5], 100, 10), [])
      await store.commit(
        commitInput(
          fence,
          'd',
          2,
          {},
          {
            timers: [
              { op: 'set', name: 'x', dueAtMs: 20 },
              { op: 'set', name: 'x', dueAtMs: 30 },
            ],
          },
        ),
      )
      t.equal((await store.dueTimers([5], 100, 10))[0]?.dueAtMs, 30, 'last op per name wins')
      await store.deleteTimer({ kind: 'conformance', id: 'd' }, 'x', 20)
      t.equal((await store.dueTimers([5], 100, 10)).length, 1, 'a re-armed timer survives deletion of the old due time')
      await store.deleteTimer({ kind: 'conformance', id: 'd' }, 'x', 30)
      t.same(await store.dueTimers([5], 100, 10), [])
    })

    await t.test('commit: a spawn is written with its parent, and never without it', async (t) => {
      const fence = await leased(store, 9)
      const spawn = (id: string, n: number) => ({
        ref: { kind: 'conformance', id },
        shard: 9,
        stateJson: JSON.stringify({ n }),
        fence,
        events: [{ eventId: randomUUID(), type: `spawned-${id}`, payloadJson: '{}' }],
        timers: [{ op: 'set' as const, name: 'expire', dueAtMs: 50 }],
      })
      const load = async (id: string) => store.load({ kind: 'conformance', id })
      t.equal(await store.commit(commitInput(fence, 'parent', 0, { n: 1 }, { spawns: [spawn('child-1', 10), spawn('child-2', 20)] })), 'ok')
      t.same(
        [(await load('child-1'))?.version, JSON.parse(present(await load('child-2'), 'child-2').stateJson)],
        [1, { n: 20 }],
        'children at version 1 with their state',
      )
      t.same((await store.unpublished([9], 0, 100)).map((e) => [e.actorId, e.type, e.actorVersion]).sort(), [
        ['child-1', 'spawned-child-1', 1],
        ['child-2', 'spawned-child-2', 1],
      ])
      t.same((await store.dueTimers([9], 100, 10)).map((x) => x.id).sort(), ['child-1', 'child-2'], 'their timers too')

      t.equal(await store.commit(commitInput(fence, 'parent', 0, { n: 99 }, { spawns: [spawn('child-3', 30)] })), 'conflict')
      t.equal(await load('child-3'), null, 'a parent that loses its version race spawns nothing')

      await store.releaseLease(fence)
      const other = await leased(store, 10)
      t.equal(
        await store.commit(commitInput(other, 'parent-2', 0, { n: 1 }, { spawns: [spawn('child-4', 40)] })),
        'fenced',
        'a spawn on a lost shard fences its parent',
      )
      t.same([await load('parent-2'), await load('child-4')], [null, null], 'neither is written')

      await t.rejects(
        store.commit(commitInput(other, 'parent-3', 0, { n: 1 }, { spawns: [{ ...spawn('child-1', 1), fence: other, shard: 10 }] })),
        'a spawn over an existing actor fails the commit',
      )
      t.equal(await load('parent-3'), null, 'and writes nothing of it')
    })

    await t.test('acquireLease: a held lease is refused to others; epochs increase', async (t) => {
      const first = await store.acquireLease(6, 'host-a', TTL_MS)
      t.ok(first)
      t.equal(await store.acquireLease(6, 'host-b', TTL_MS), null, 'held by host-a')
      const again = await store.acquireLease(6, 'host-a', TTL_MS)
      t.ok(again && again.epoch > present(first, 'first grant').epoch, 'the owner re-acquiring bumps the epoch')
      t.same((await store.leaseTable()).get(6), { owner: 'host-a', epoch: present(again, 'second grant').epoch })
    })

    await t.test('error: a write with a lost lease is fenced and writes nothing', async (t) => {
      const grant = await store.acquireLease(7, 'host-a', TTL_MS)
      const fenceA: Fence = { shard: 7, owner: 'host-a', epoch: present(grant, 'grant').epoch }
      t.equal(await store.commit(commitInput(fenceA, 'e', 0, { by: 'a' })), 'ok')
      await sut.advance(TTL_MS + 50)
      t.equal(await store.renewLease(fenceA, TTL_MS), false, 'an expired lease cannot be renewed')
      const grantB = await store.acquireLease(7, 'host-b', 60_000)
      t.ok(grantB && grantB.epoch > fenceA.epoch, 'host-b takes the expired shard with a higher epoch')
      t.equal(await store.commit(commitInput(fenceA, 'e', 1, { by: 'a-late' })), 'fenced')
      const fenceB: Fence = { shard: 7, owner: 'host-b', epoch: present(grantB, 'grant to host-b').epoch }
      t.equal(await store.commit(commitInput(fenceB, 'e', 1, { by: 'b' })), 'ok')
      t.same(JSON.parse(present(await store.load({ kind: 'conformance', id: 'e' }), 'actor e').stateJson), { by: 'b' })
    })

    await t.test('releaseLease: another host may take the shard at once', async (t) => {
      const grant = await store.acquireLease(8, 'host-a', 60_000)
      await store.releaseLease({ shard: 8, owner: 'host-a', epoch: present(grant, 'grant').epoch })
      const taken = await store.acquireLease(8, 'host-b', 60_000)
      t.ok(taken && taken.epoch > present(grant, 'grant').epoch)
      t.equal(await store.renewLease({ shard: 8, owner: 'host-a', epoch: present(grant, 'grant').epoch }, 60_000), false)
    })

    await t.test('heartbeatHost: live hosts expire after silence', async (t) => {
      await store.heartbeatHost('h1', '127.0.0.1:1')
      t.same(
        (await store.liveHosts(60_000)).map((h) => h.hostId),
        ['h1'],
      )
      await store.removeHost('h1')
      t.same(await store.liveHosts(60_000), [])
    })
  })
}
