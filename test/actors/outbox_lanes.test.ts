/** The outbox relay's lanes: a subscriber that waits holds only its own lane, and an event is marked once every lane took it. */
import t from 'tap'
import { OutboxRelay } from '../../actors/runtime/outbox_relay'
import type { StoredEvent } from '../../actors/runtime/store'
import { MemoryActorStore } from '../../actors/runtime/store_memory'
import { quietLogger } from '../support/host'

class MarkingStore extends MemoryActorStore {
  readonly marked: string[] = []
  override async markPublished(eventIds: readonly string[]): Promise<void> {
    this.marked.push(...eventIds)
  }
}

const event = (n: number): StoredEvent => ({
  eventId: `e${n}`,
  kind: 'session',
  actorId: `s${n}`,
  shard: 0,
  actorVersion: 1,
  type: 'payment.confirmed',
  payloadJson: '{}',
  createdAtMs: 0,
})
const until = async (cond: () => boolean) => {
  for (let i = 0; i < 1000 && !cond(); i++) await new Promise((r) => setImmediate(r))
  if (!cond()) throw new Error('condition not reached')
}

t.test('a subscriber that waits holds only its own lane; events are marked when every lane has taken them', async (t) => {
  const store = new MarkingStore()
  const relay = new OutboxRelay(store, quietLogger, () => [0])
  let open: () => void = () => undefined
  const gate = new Promise<void>((r) => (open = r))
  const router: string[] = []
  const webhooks: string[] = []
  relay.subscribe(async (events) => {
    for (const e of events) router.push(e.eventId)
    await gate // a router waiting on hundreds of owners' turns
  })
  relay.subscribe(async (events) => {
    for (const e of events) webhooks.push(e.eventId)
  })
  relay.publish([event(1)])
  await until(() => router.length === 1)
  relay.publish([event(2)])
  relay.publish([event(3)])
  await until(() => webhooks.length === 3)
  t.same(webhooks, ['e1', 'e2', 'e3'], 'the webhook lane took every event while the router still waits on the first')
  t.same(store.marked, [], 'nothing is marked while a lane has not taken it')
  open()
  await until(() => store.marked.length === 3)
  t.same([...store.marked].sort(), ['e1', 'e2', 'e3'])
  t.same(router, ['e1', 'e2', 'e3'], 'the waiting lane still got every event, in order')
  await relay.drain()
})

t.test('an event one lane failed on stays unmarked for the recovery scan; the other lanes still had it', async (t) => {
  const store = new MarkingStore()
  const relay = new OutboxRelay(store, quietLogger, () => [0])
  const seen: string[] = []
  relay.subscribe(async (events) => {
    if (events.some((e) => e.eventId === 'e1')) throw new Error('owner unavailable')
  })
  relay.subscribe(async (events) => {
    for (const e of events) seen.push(e.eventId)
  })
  relay.publish([event(1)])
  await until(() => seen.length === 1)
  relay.publish([event(2)])
  await until(() => store.marked.length === 1)
  await relay.drain()
  t.same(seen, ['e1', 'e2'])
  t.same(store.marked, ['e2'], 'e1 is left for the recovery scan, e2 is marked')
})
