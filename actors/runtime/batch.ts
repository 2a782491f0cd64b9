/**
 * A batch of an actor's decisions on its way to the store: the messages in
 * it, what each decided, and the one commit that makes them durable (state,
 * events, timers, read-model rows and the actors they spawn). Pure assembly;
 * the activation decides when a batch goes and what happens when it lands.
 */
import { randomUUID } from 'node:crypto'
import { encodeJson } from '../../platform/json'
import type { ActorKind, ActorRef, AskResult, Decision, TimerFired, TimerOp } from './types'
import type { CommitInput, Fence, OutboxEventInput, SpawnInput, StoredEvent } from './store'

type Accepted = Extract<Decision<unknown, unknown>, { kind: 'accepted' }>

/**
 * A new actor to create in the same commit as this message's decision, if
 * that decision is accepted (ActorHost.askSpawning). Its own first decision
 * is made from the parent's reply, on its initial state, just before the
 * commit: pure, like every decision, so deciding it again after a retried
 * commit gives the same result.
 */
export interface PreparedSpawn {
  readonly ref: ActorRef
  readonly shard: number
  decide(parentReply: unknown): Decision<unknown, unknown>
  rows(state: unknown): unknown
  /** The child's accepted decision, set once the commit that carried it has landed. */
  written: Accepted | null
}

export interface Message {
  readonly command: unknown
  readonly timer?: TimerFired
  readonly spawn?: PreparedSpawn
  resolve(result: AskResult<unknown>): void
  reject(error: unknown): void
}

export type Entry = { readonly message: Message; readonly decision: Decision<unknown, unknown> }

export interface Batch {
  readonly input: CommitInput
  readonly finalState: unknown
  readonly spawns: ReadonlyArray<{ readonly spawn: PreparedSpawn; readonly decision: Accepted; readonly input: SpawnInput }>
}

/**
 * The commit of `entries` (the first one accepted) on top of `version`, or
 * the shard that is not ours when the actor's or a spawn's lease is missing
 * (then nothing of the batch may be written).
 */
export function prepareBatch(
  ref: ActorRef,
  shard: number,
  kind: ActorKind<unknown, unknown, unknown>,
  entries: readonly Entry[],
  version: number,
  fenceOf: (shard: number) => Fence | null,
): Batch | { readonly lost: number } {
  const fence = fenceOf(shard)
  if (!fence) return { lost: shard }
  // Each accepted message's spawn decides now, from that message's reply; one that is not accepted is left out (askSpawning then asks it on its own).
  const spawns: Array<{ spawn: PreparedSpawn; decision: Accepted; input: SpawnInput }> = []
  for (const e of entries) {
    if (e.decision.kind !== 'accepted' || !e.message.spawn) continue
    const decision = e.message.spawn.decide(e.decision.reply)
    if (decision.kind !== 'accepted') continue
    const spawnFence = fenceOf(e.message.spawn.shard)
    if (!spawnFence) return { lost: e.message.spawn.shard }
    spawns.push({ spawn: e.message.spawn, decision, input: spawnInput(e.message.spawn, decision, spawnFence) })
  }
  const timer = entries[0]!.message.timer
  const accepted = entries.flatMap((e) => (e.decision.kind === 'accepted' ? [e.decision] : []))
  const finalState = accepted.at(-1)!.state
  const events = accepted.flatMap((d) => outboxEvents(d))
  const timers: TimerOp[] = [...(timer ? [{ op: 'cancel' as const, name: timer.name }] : []), ...accepted.flatMap((d) => d.timers ?? [])]
  const input: CommitInput = {
    ref,
    shard,
    expectedVersion: version,
    stateJson: encodeJson(finalState),
    events,
    timers,
    fence,
    readModelRows: kind.readModel?.rows(finalState) ?? undefined,
    ...(spawns.length > 0 ? { spawns: spawns.map((s) => s.input) } : {}),
    // A hot actor's batch is already a group: a store that groups commits should send it at once.
    ...(entries.length > 1 ? { urgent: true } : {}),
  }
  return { input, finalState, spawns }
}

function spawnInput(spawn: PreparedSpawn, decision: Accepted, fence: Fence): SpawnInput {
  return {
    ref: spawn.ref,
    shard: spawn.shard,
    fence,
    stateJson: encodeJson(decision.state),
    events: outboxEvents(decision),
    timers: decision.timers ?? [],
    readModelRows: spawn.rows(decision.state),
  }
}

/** A decision's events as the outbox stores them, each with the id that makes its delivery idempotent. */
function outboxEvents(decision: Accepted): OutboxEventInput[] {
  return decision.events.map((e) => ({ eventId: randomUUID(), type: e.type, payloadJson: encodeJson(e.payload) }))
}

/** Committed events as subscribers receive them. */
export function storedEvents(
  ref: ActorRef,
  shard: number,
  version: number,
  events: readonly OutboxEventInput[],
  nowMs: number,
): StoredEvent[] {
  return events.map((e) => ({
    eventId: e.eventId,
    kind: ref.kind,
    actorId: ref.id,
    shard,
    actorVersion: version,
    type: e.type,
    payloadJson: e.payloadJson,
    createdAtMs: nowMs,
  }))
}

/** Answers a message with its decision. */
export function settle(entry: Entry): void {
  const d = entry.decision
  entry.message.resolve(d.kind === 'rejected' ? { ok: false, rejection: d.rejection } : { ok: true, reply: d.reply })
}
