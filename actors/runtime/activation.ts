/**
 * One live copy of one actor: its state, its version and its mailbox. The
 * loop handles one message at a time in a fixed order: load (once) ->
 * decide -> write with the expected version -> adopt the new state ->
 * publish -> reply. Decisions that change nothing do no I/O at all.
 */
import { randomUUID } from 'node:crypto'
import { PlatformError } from '../../platform/errors'
import { decodeJson, encodeJson } from '../../platform/json'
import type { ActorKind, ActorRef, AskResult, TimerFired, TimerOp } from './types'
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
    if (!this.running) void this.run()
  }

  private async run(): Promise<void> {
    this.running = true
    try {
      let conflicts = 0
      while (this.queue.length > 0) {
        if (!this.loaded) await this.load()
        const message = this.queue[0]!
        if (await this.handle(message)) {
          this.queue.shift()
          conflicts = 0
        } else if (++conflicts >= MAX_CONFLICTS) {
          this.queue.shift()
          conflicts = 0
          message.reject(new PlatformError('stale_activation', `${this.ref.kind}/${this.ref.id} keeps losing version races`, { temporary: true }))
        }
      }
    } catch (error) {
      // A load or store fault fails every waiting message; the next message
      // starts from a fresh load.
      const waiting = this.queue.splice(0)
      this.loaded = false
      for (const m of waiting) m.reject(error)
    } finally {
      this.running = false
      this.lastUsedMs = this.ctx.nowMs()
    }
  }

  private async load(): Promise<void> {
    const snapshot = await this.ctx.store.load(this.ref)
    this.state = snapshot ? decodeJson(snapshot.stateJson) : this.kind.initial(this.ref.id)
    this.version = snapshot?.version ?? 0
    this.loaded = true
  }

  /** Returns true when the message is finished (replied or failed), false to retry it after a reload. */
  private async handle(message: Message): Promise<boolean> {
    let decision
    try {
      decision = this.kind.decide(this.state, message.command, this.ctx.nowMs())
    } catch (error) {
      // A throwing handler fails only this message; the state it may have
      // half-mutated is discarded by reloading from the store.
      this.loaded = false
      message.reject(error)
      this.ctx.faulted(this, error)
      return true
    }
    if (decision.kind === 'rejected') {
      message.resolve({ ok: false, rejection: decision.rejection })
      return true
    }
    if (decision.kind === 'unchanged') {
      if (message.timer) await this.ctx.store.deleteTimer(this.ref, message.timer.name, message.timer.dueAtMs)
      message.resolve({ ok: true, reply: decision.reply })
      return true
    }
    const fence = this.ctx.fence(this.shard)
    if (!fence) {
      message.reject(new PlatformError('shard_moved', `shard ${this.shard} is not owned by this host`, { temporary: true }))
      this.ctx.fenced(this.shard)
      return true
    }
    const events: OutboxEventInput[] = decision.events.map((e) => ({ eventId: randomUUID(), type: e.type, payloadJson: encodeJson(e.payload) }))
    const timers: TimerOp[] = message.timer ? [{ op: 'cancel', name: message.timer.name }, ...(decision.timers ?? [])] : [...(decision.timers ?? [])]
    const stateJson = encodeJson(decision.state)
    const result = await this.ctx.store.commit({ ref: this.ref, shard: this.shard, expectedVersion: this.version, stateJson, events, timers, fence })
    if (result === 'conflict') {
      // Another copy wrote first: ours is stale. Reload and decide again;
      // nothing was written, so re-deciding is safe.
      this.loaded = false
      return false
    }
    if (result === 'fenced') {
      message.reject(new PlatformError('shard_moved', `shard ${this.shard} moved to another host`, { temporary: true }))
      this.ctx.fenced(this.shard)
      return true
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
    return true
  }

  /** Fails queued messages when the activation is dropped (shard lost, host stopping). */
  abandon(reason: PlatformError): void {
    for (const m of this.queue.splice(this.running ? 1 : 0)) m.reject(reason)
  }
}
