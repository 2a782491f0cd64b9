/**
 * actor.messages: asks answered per second by the actor runtime (routing,
 * activation lookup, mailbox, pure decide) against the raw Map-and-queue
 * mailbox, with the same decide and the same load shape. The commands are
 * reads, so neither side touches Postgres: this isolates runtime overhead.
 */
import { MemoryActorStore } from '../../actors/runtime/store_memory'
import { ActorHost } from '../../actors/runtime/host'
import { unchanged, type ActorKind } from '../../actors/runtime/types'
import { systemClock } from '../../platform/clock'
import { createLogger } from '../../platform/log'
import { ratePerSecond, type BenchResult } from '../result'
import { RawMailboxes } from './raw_mailbox'

const ACTORS = 1_000
const PER_ROUND = 20
const DURATION_MS = 3_000

type State = { reads: number }
const kind: ActorKind<State, { type: 'read' }, number> = {
  kind: 'bench',
  initial: () => ({ reads: 0 }),
  decide: (state) => unchanged(state.reads),
}

async function runtimeRate(): Promise<number> {
  const host = new ActorHost({
    store: new MemoryActorStore(),
    clock: systemClock,
    logger: createLogger('silent', 'bench'),
    hostId: 'bench',
    address: 'bench',
    shardCount: 64,
    leaseTtlMs: 60_000,
    maxActiveActors: 100_000,
    idleMs: 600_000,
  })
  host.register(kind)
  await host.start()
  const refs = Array.from({ length: ACTORS }, (_, i) => ({ kind: 'bench', id: `a${i}` }))
  const command = { type: 'read' as const }
  const round = async () => {
    const asks: Promise<unknown>[] = []
    for (let r = 0; r < PER_ROUND; r++) for (const ref of refs) asks.push(host.ask(ref, command))
    await Promise.all(asks)
    return asks.length
  }
  await round()
  const rate = await ratePerSecond(DURATION_MS, round)
  await host.stop()
  return rate
}

async function rawRate(): Promise<number> {
  const raw = new RawMailboxes(
    () => ({ reads: 0 }),
    (state) => ({ state, reply: (state as State).reads }),
  )
  const ids = Array.from({ length: ACTORS }, (_, i) => `a${i}`)
  const command = { type: 'read' }
  const round = async () => {
    const asks: Promise<unknown>[] = []
    for (let r = 0; r < PER_ROUND; r++) for (const id of ids) asks.push(raw.ask(id, command))
    await Promise.all(asks)
    return asks.length
  }
  await round()
  return ratePerSecond(DURATION_MS, round)
}

export async function actorMessages(): Promise<BenchResult[]> {
  const baseline = await rawRate()
  const value = await runtimeRate()
  return [
    {
      scenario: 'actor.messages',
      metric: 'asks/s (1k actors, reads)',
      value,
      unit: 'msg/s',
      baseline: { name: 'raw Map+queue mailbox', value: baseline },
      goal: 0.5,
    },
  ]
}
