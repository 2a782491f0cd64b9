/**
 * One live copy of one actor: its state, its version and its mailbox. The
 * loop handles one message at a time in a fixed order: load (once) ->
 * decide -> write with the expected version -> adopt the new state ->
 * publish -> reply. Decisions that change nothing do no I/O at all.
 */
import { PlatformError } from '../../platform/errors'
import { decodeJson } from '../../platform/json'
import { present } from '../../platform/present'
import { prepareBatch, settle, storedEvents, type Entry, type Message } from './batch'
import { isRefusedData } from './write_errors'
import type { ActorKind, ActorRef, Decision } from './types'
import type { ActorStore, Fence, StoredEvent } from './store'

export type { Message, PreparedSpawn } from './batch'

/** Version races one message may lose before it fails; more means two live copies, a bug. */
const MAX_CONFLICTS = 3
/** Most messages one commit carries (see collectBatch). */
const MAX_BATCH = 64

/** What an activation needs from its host. */
export interface ActivationContext {
  readonly store: ActorStore
  nowMs(): number
  fence(shard: number): Fence | null
  /** The store refused our epoch: another host owns the shard now. */
  fenced(shard: number): void
  /** A spawned actor's first state has been committed: it may start in memory at version 1. */
  spawned(ref: ActorRef, shard: number, state: unknown): void
  publish(events: StoredEvent[]): void
  faulted(activation: Activation, error: unknown): void
}

export class Activation {
  private readonly queue: Message[] = []
  private running = false
  private loaded = false
  private state: unknown
  private version = 0
  private conflicts = 0
  /** State is the kind's initial state, presumed (not read) to be absent from the store; see presumeNew. */
  private presumed = false
  /** Messages of a batch whose commit Postgres refused for its data: each is now decided and committed on its own. */
  private readonly alone = new WeakSet<Message>()
  lastUsedMs = 0

  constructor(
    readonly ref: ActorRef,
    readonly shard: number,
    private readonly kind: ActorKind<unknown, unknown, unknown>,
    private readonly ctx: ActivationContext,
  ) {}

  /**
   * Skips the load of an actor whose id was just minted (a random UUID): it
   * starts from the initial state at version 0 without a read. Safe because
   * only an accepted decision is trusted on a presumed state, and its commit
   * is an INSERT that writes nothing if the row exists after all: the
   * conflict reloads and decides again. Anything else (a read, a rejection)
   * reloads first.
   */
  presumeNew(): void {
    if (this.loaded || this.running || this.queue.length > 0) return
    this.adopt(this.kind.initial(this.ref.id), 0)
    this.presumed = true
  }

  /** Starts from a state this host has just committed (a spawn), without reading it back. */
  adopt(state: unknown, version: number): void {
    if (this.loaded || this.running || this.queue.length > 0) return
    this.state = state
    this.version = version
    this.loaded = true
  }

  get idle(): boolean {
    return !this.running && this.queue.length === 0
  }

  enqueue(message: Message): void {
    this.queue.push(message)
    if (!this.running) this.pump()
  }

  /**
   * Drains the mailbox synchronously for as long as decisions need no I/O,
   * and hands over to an async step only to load or to commit. Reads and
   * rejections therefore cost no promise hop beyond the caller's own.
   */
  private pump(): void {
    this.running = true
    while (this.queue.length > 0) {
      if (!this.loaded) {
        void this.loadThenPump()
        return
      }
      const message = this.queue[0]
      if (message === undefined) break
      let decision: Decision<unknown, unknown>
      try {
        decision = this.kind.decide(this.state, message.command, this.ctx.nowMs())
      } catch (error) {
        // A throwing handler fails only this message; the state it may have
        // half-mutated is discarded by reloading from the store.
        this.queue.shift()
        this.loaded = false
        message.reject(error)
        this.ctx.faulted(this, error)
        continue
      }
      if (this.presumed && decision.kind !== 'accepted') {
        // Only a write can prove a presumed-new state; read the store instead.
        this.presumed = false
        this.loaded = false
        continue
      }
      if (decision.kind === 'accepted' || message.timer) {
        const single = message.timer || this.presumed || this.alone.has(message)
        void this.writeThenPump(single ? [{ message, decision }] : this.collectBatch(message, decision))
        return
      }
      this.queue.shift()
      message.resolve(decision.kind === 'rejected' ? { ok: false, rejection: decision.rejection } : { ok: true, reply: decision.reply })
    }
    this.running = false
    this.lastUsedMs = this.ctx.nowMs()
  }

  private async loadThenPump(): Promise<void> {
    this.presumed = false
    try {
      const snapshot = await this.ctx.store.load(this.ref)
      this.state = snapshot ? decodeJson(snapshot.stateJson) : this.kind.initial(this.ref.id)
      this.version = snapshot?.version ?? 0
      this.loaded = true
    } catch (error) {
      // The store is unreachable: fail everything waiting; the next message tries a fresh load.
      for (const m of this.queue.splice(0)) m.reject(error)
    }
    this.pump()
  }

  /**
   * A hot actor (a merchant counting every checkout) would otherwise commit
   * once per message. Messages already waiting behind an accepted decision
   * are decided on top of its state and ride in the same commit: the actor
   * still handles one message at a time, in order, and no reply (not even a
   * rejection, which was decided on the uncommitted state) leaves before the
   * commit. A timer message or a throwing decide ends the batch; they run
   * alone next.
   */
  private collectBatch(first: Message, decision: Decision<unknown, unknown>): Entry[] {
    const entries: Entry[] = [{ message: first, decision }]
    let state = decision.kind === 'accepted' ? decision.state : this.state
    for (let i = 1; i < this.queue.length && entries.length < MAX_BATCH; i++) {
      const message = this.queue[i]
      if (message === undefined) break
      if (message.timer || this.alone.has(message)) break
      let next: Decision<unknown, unknown>
      try {
        next = this.kind.decide(state, message.command, this.ctx.nowMs())
      } catch {
        break
      }
      entries.push({ message, decision: next })
      if (next.kind === 'accepted') state = next.state
    }
    return entries
  }

  private async writeThenPump(entries: Entry[]): Promise<void> {
    let outcome: 'done' | 'retry' | 'isolate'
    try {
      outcome = await this.write(entries)
    } catch (error) {
      this.loaded = false
      outcome = 'done'
      if (entries.length > 1 && isRefusedData(error)) {
        // One message's write (a NUL the gateway missed, a colliding spawn) broke the commit of
        // all: decide and commit each again on its own, so only that message fails. Nothing was
        // written, so deciding again is safe, as after a version race.
        for (const e of entries) this.alone.add(e.message)
        outcome = 'isolate'
      } else {
        for (const e of entries) e.message.reject(error)
      }
    }
    if (outcome === 'isolate') {
      // The messages stay queued, in order, and go out one commit each.
    } else if (outcome === 'done') {
      this.queue.splice(0, entries.length)
      this.conflicts = 0
    } else if (++this.conflicts >= MAX_CONFLICTS) {
      this.queue.shift()
      this.conflicts = 0
      present(entries[0], 'the batch that lost').message.reject(
        new PlatformError('stale_activation', `${this.ref.kind}/${this.ref.id} keeps losing version races`, { temporary: true }),
      )
    }
    this.pump()
  }

  /** Persists a batch of decisions in one commit (or retires a fired timer); 'retry' after a version race. */
  private async write(entries: Entry[]): Promise<'done' | 'retry'> {
    const first = present(entries[0], 'the first message of a batch')
    const timer = first.message.timer
    if (first.decision.kind !== 'accepted') {
      if (!timer) throw new Error(`${this.ref.kind}/${this.ref.id}: only a fired timer writes without an accepted decision`)
      await this.ctx.store.deleteTimer(this.ref, timer.name, timer.dueAtMs)
      settle(first)
      return 'done'
    }
    const batch = prepareBatch(this.ref, this.shard, this.kind, entries, this.version, (shard) => this.ctx.fence(shard))
    if ('lost' in batch) {
      for (const e of entries)
        e.message.reject(new PlatformError('shard_moved', `shard ${batch.lost} is not owned by this host`, { temporary: true }))
      this.ctx.fenced(batch.lost)
      return 'done'
    }
    const result = await this.ctx.store.commit(batch.input)
    if (result === 'conflict') {
      // Another copy wrote first: ours is stale. Reload and decide again;
      // nothing was written, so re-deciding is safe.
      this.loaded = false
      return 'retry'
    }
    if (result === 'fenced') {
      for (const e of entries)
        e.message.reject(new PlatformError('shard_moved', `shard ${this.shard} moved to another host`, { temporary: true }))
      // The parent's lease or a spawn's was lost; which one, the store does not say: both are given up and re-balanced.
      for (const shard of new Set([this.shard, ...batch.spawns.map((s) => s.spawn.shard)])) this.ctx.fenced(shard)
      return 'done'
    }
    this.state = batch.finalState
    this.version += 1
    this.presumed = false
    const nowMs = this.ctx.nowMs()
    if (batch.input.events.length > 0) this.ctx.publish(storedEvents(this.ref, this.shard, this.version, batch.input.events, nowMs))
    for (const { spawn, decision, input } of batch.spawns) {
      spawn.written = decision
      this.ctx.spawned(spawn.ref, spawn.shard, decision.state)
      if (input.events.length > 0) this.ctx.publish(storedEvents(spawn.ref, spawn.shard, 1, input.events, nowMs))
    }
    for (const e of entries) settle(e)
    return 'done'
  }

  /** Fails queued messages when the activation is dropped (shard lost, host stopping). */
  abandon(reason: PlatformError): void {
    for (const m of this.queue.splice(this.running ? 1 : 0)) m.reject(reason)
  }
}
