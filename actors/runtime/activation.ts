/**
 * One live copy of one actor: its state, its version and its mailbox. The
 * loop handles one message at a time in a fixed order: load (once) ->
 * decide -> write with the expected version -> adopt the new state ->
 * publish -> reply. Decisions that change nothing do no I/O at all.
 */
import { randomUUID } from 'node:crypto'
import { PlatformError } from '../../platform/errors'
import { decodeJson, encodeJson } from '../../platform/json'
import type { ActorKind, ActorRef, AskResult, Decision, TimerFired, TimerOp } from './types'
import type { ActorStore, Fence, OutboxEventInput, StoredEvent } from './store'

/** Version races one message may lose before it fails; more means two live copies, a bug. */
const MAX_CONFLICTS = 3

export interface Message {
  readonly command: unknown
  readonly timer?: TimerFired
  resolve(result: AskResult<unknown>): void
  reject(error: unknown): void
}

/** What an activation needs from its host. */
export interface ActivationContext {
  readonly store: ActorStore
  nowMs(): number
  fence(shard: number): Fence | null
  /** The store refused our epoch: another host owns the shard now. */
  fenced(shard: number): void
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
  lastUsedMs = 0

  constructor(
    readonly ref: ActorRef,
    readonly shard: number,
    private readonly kind: ActorKind<unknown, unknown, unknown>,
    private readonly ctx: ActivationContext,
  ) {}

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
      const message = this.queue[0]!
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
      if (decision.kind === 'accepted' || message.timer) {
        void this.writeThenPump(message, decision)
        return
      }
      this.queue.shift()
      message.resolve(decision.kind === 'rejected' ? { ok: false, rejection: decision.rejection } : { ok: true, reply: decision.reply })
    }
    this.running = false
    this.lastUsedMs = this.ctx.nowMs()
  }

  private async loadThenPump(): Promise<void> {
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

  private async writeThenPump(message: Message, decision: Decision<unknown, unknown>): Promise<void> {
    let outcome: 'done' | 'retry'
    try {
      outcome = await this.write(message, decision)
    } catch (error) {
      this.loaded = false
      message.reject(error)
      outcome = 'done'
    }
    if (outcome === 'done') {
      this.queue.shift()
      this.conflicts = 0
    } else if (++this.conflicts >= MAX_CONFLICTS) {
      this.queue.shift()
      this.conflicts = 0
      message.reject(new PlatformError('stale_activation', `${this.ref.kind}/${this.ref.id} keeps losing version races`, { temporary: true }))
    }
    this.pump()
  }

  /** Persists an accepted decision (or retires a fired timer); 'retry' after a version race. */
  private async write(message: Message, decision: Decision<unknown, unknown>): Promise<'done' | 'retry'> {
    if (decision.kind !== 'accepted') {
      await this.ctx.store.deleteTimer(this.ref, message.timer!.name, message.timer!.dueAtMs)
      message.resolve(decision.kind === 'rejected' ? { ok: false, rejection: decision.rejection } : { ok: true, reply: decision.reply })
      return 'done'
    }
    const fence = this.ctx.fence(this.shard)
    if (!fence) {
      message.reject(new PlatformError('shard_moved', `shard ${this.shard} is not owned by this host`, { temporary: true }))
      this.ctx.fenced(this.shard)
      return 'done'
    }
    const events: OutboxEventInput[] = decision.events.map((e) => ({ eventId: randomUUID(), type: e.type, payloadJson: encodeJson(e.payload) }))
    const timers: TimerOp[] = message.timer ? [{ op: 'cancel', name: message.timer.name }, ...(decision.timers ?? [])] : [...(decision.timers ?? [])]
    const stateJson = encodeJson(decision.state)
    const result = await this.ctx.store.commit({ ref: this.ref, shard: this.shard, expectedVersion: this.version, stateJson, events, timers, fence })
    if (result === 'conflict') {
      // Another copy wrote first: ours is stale. Reload and decide again;
      // nothing was written, so re-deciding is safe.
      this.loaded = false
      return 'retry'
    }
    if (result === 'fenced') {
      message.reject(new PlatformError('shard_moved', `shard ${this.shard} moved to another host`, { temporary: true }))
      this.ctx.fenced(this.shard)
      return 'done'
    }
    this.state = decision.state
    this.version += 1
    if (events.length > 0) {
      const nowMs = this.ctx.nowMs()
      this.ctx.publish(events.map((e) => ({
        eventId: e.eventId, kind: this.ref.kind, actorId: this.ref.id, shard: this.shard, actorVersion: this.version,
        type: e.type, payloadJson: e.payloadJson, createdAtMs: nowMs,
      })))
    }
    message.resolve({ ok: true, reply: decision.reply })
    return 'done'
  }

  /** Fails queued messages when the activation is dropped (shard lost, host stopping). */
  abandon(reason: PlatformError): void {
    for (const m of this.queue.splice(this.running ? 1 : 0)) m.reject(reason)
  }
}
