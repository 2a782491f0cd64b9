/**
 * An actor host: activates virtual actors on first message, routes messages
 * to the host that owns the actor's shard, passivates idle actors and caps
 * how many stay in memory, fires durable timers and relays the outbox.
 */
import type { Clock } from '../../platform/clock'
import { PlatformError } from '../../platform/errors'
import { decodeJson } from '../../platform/json'
import type { Logger } from '../../platform/log'
import { Activation, type ActivationContext, type PreparedSpawn } from './activation'
import { dropShard, evictOldest, passivateIdle } from './residency'
import { ShardDirectory } from './directory'
import { LeaseManager } from './leases'
import { OutboxRelay, type EventSubscriber } from './outbox_relay'
import type { ReadModel } from './read_model'
import { refKey, shardOf } from './shards'
import type { ActorStore, DueTimer } from './store'
import { TimerPoller } from './timer_poller'
import type { ActorKind, ActorRef, AskResult, KindRef, TimerFired } from './types'
import type { RejectionCode } from '../../platform/errors'

/** Sends an ask to the host at `address` (the gRPC peer link). */
type RemoteAsk = (address: string, ref: ActorRef, command: unknown) => Promise<AskResult<unknown>>

export interface HostOptions {
  readonly store: ActorStore
  readonly clock: Clock
  readonly logger: Logger
  readonly hostId: string
  /** Where peers reach this host (its gRPC address). */
  readonly address: string
  readonly shardCount: number
  readonly leaseTtlMs: number
  readonly maxActiveActors: number
  readonly idleMs: number
  readonly timerPollMs?: number
  readonly outboxRecoveryMs?: number
  readonly remote?: RemoteAsk
}

export class ActorHost {
  private readonly kinds = new Map<string, ActorKind<unknown, unknown, unknown>>()
  private readonly activations = new Map<string, Activation>()
  readonly leases: LeaseManager
  readonly relay: OutboxRelay
  readonly timers: TimerPoller
  private readonly directory: ShardDirectory
  private readonly context: ActivationContext
  private sweeper: NodeJS.Timeout | undefined

  constructor(private readonly options: HostOptions) {
    const { store, logger } = options
    this.leases = new LeaseManager(
      store,
      { hostId: options.hostId, address: options.address, shardCount: options.shardCount, ttlMs: options.leaseTtlMs },
      logger,
      (shard) => this.dropShard(shard),
    )
    this.relay = new OutboxRelay(store, logger, () => this.leases.ownedShards())
    this.timers = new TimerPoller(
      store,
      logger,
      () => this.leases.ownedShards(),
      () => options.clock.nowMs(),
      (t) => this.fireTimer(t),
    )
    this.directory = new ShardDirectory(store, options.leaseTtlMs)
    this.context = {
      store,
      nowMs: () => options.clock.nowMs(),
      fence: (shard) => this.leases.fence(shard),
      fenced: (shard) => this.leases.forget(shard),
      spawned: (ref, shard, state) => {
        // An idle copy that appeared while the commit was in flight (a read that found nothing) is stale now: replace it.
        if (this.activations.get(refKey(ref))?.idle) this.activations.delete(refKey(ref))
        if (!this.activations.has(refKey(ref))) this.activate(ref, shard).adopt(state, 1)
      },
      publish: (events) => this.relay.publish(events),
      faulted: (activation, error) => {
        logger.error({ err: error, kind: activation.ref.kind }, 'actor handler threw; message failed, actor reloads')
      },
    }
  }

  register<S, C, R>(kind: ActorKind<S, C, R>): void {
    if (this.kinds.has(kind.kind)) throw new PlatformError('kind_registered', `actor kind ${kind.kind} registered twice`)
    this.kinds.set(kind.kind, kind as ActorKind<unknown, unknown, unknown>)
    if (kind.readModel) this.options.store.registerReadModel?.(kind.kind, kind.readModel as ReadModel<unknown>)
  }

  hasKind(kind: string): boolean {
    return this.kinds.has(kind)
  }

  /** Every kind registered, in registration order (the activity backfill looks for the counting ones). */
  registeredKinds(): readonly ActorKind<unknown, unknown, unknown>[] {
    return [...this.kinds.values()]
  }

  subscribe(subscriber: EventSubscriber): void {
    this.relay.subscribe(subscriber)
  }

  get activeCount(): number {
    return this.activations.size
  }

  async start(): Promise<void> {
    await this.leases.start()
    const pollMs = this.options.timerPollMs ?? 250
    this.timers.start(pollMs)
    this.relay.start(this.options.outboxRecoveryMs ?? 2_000, this.options.outboxRecoveryMs ?? 2_000)
    const sweepMs = Math.max(1_000, Math.floor(this.options.idleMs / 4))
    this.sweeper = setInterval(() => this.passivateIdle(), sweepMs)
    this.sweeper.unref()
  }

  /**
   * Request/reply. Resolves with the reply or the rejection; faults reject. The command, reply and rejection
   * types are the kind's (`KindRef`): the one place they are trusted is here, where the kind's own `decide`
   * produced the answer (or a peer host ran that same `decide`).
   */
  ask<C, R, J extends RejectionCode>(ref: KindRef<C, R, J>, command: C): Promise<AskResult<R, J>> {
    // Fast path: the actor is active here and we still hold its shard.
    const active = this.activations.get(refKey(ref))
    if (active && this.leases.holds(active.shard)) {
      return this.orRoute(this.deliver<R, J>(active, command), ref, command)
    }
    return this.route(ref, command) as Promise<AskResult<R, J>>
  }

  /**
   * A message refused with `shard_moved` was never written: its commit was
   * fenced (the lease lapsed under load and is being taken again) or it was
   * still queued when the shard left. It goes the slow way, which waits for
   * whoever holds the shard now, instead of failing the caller with a 503
   * for a lease blip on a host that keeps its shards.
   */
  private orRoute<R, J extends RejectionCode>(
    delivered: Promise<AskResult<R, J>>,
    ref: ActorRef,
    command: unknown,
  ): Promise<AskResult<R, J>> {
    return delivered.catch((error: unknown) => {
      if (error instanceof PlatformError && error.code === 'shard_moved') return this.route(ref, command) as Promise<AskResult<R, J>>
      throw error
    })
  }

  private async route(ref: ActorRef, command: unknown): Promise<AskResult<unknown>> {
    const shard = shardOf(ref, this.options.shardCount)
    const deadline = Date.now() + this.options.leaseTtlMs * 2 + 2_000
    for (let attempt = 0; ; attempt++) {
      try {
        if (this.leases.holds(shard)) return await this.askLocal(ref, command)
        const address = await this.directory.addressOf(shard)
        if (address && address !== this.options.address && this.options.remote) {
          return await this.options.remote(address, ref, command)
        }
      } catch (error) {
        // Waiting for a lease helps a shard that is moving, never a database that is down: that fails now.
        if (!(error instanceof PlatformError && error.temporary) || error.code === 'database_unavailable') throw error
        this.directory.invalidate()
      }
      if (Date.now() > deadline) {
        throw new PlatformError('shard_unavailable', `no host serves shard ${shard} yet`, { temporary: true })
      }
      // Nobody holds the shard (its host died and the lease has not expired
      // yet) or it is moving: take part in lease balancing, then retry.
      await this.leases.tick()
      this.directory.invalidate()
      await new Promise((resolve) => setTimeout(resolve, Math.min(50 * 2 ** attempt, 500)))
    }
  }

  /**
   * Whether this host holds the shard `ref` falls in: a job that must run on exactly one host at a time (a deposit
   * watcher) takes a ref of its own and runs where its shard is held, moving with the lease when a host dies.
   */
  holds(ref: ActorRef): boolean {
    return this.leases.holds(shardOf(ref, this.options.shardCount))
  }

  /** Fire and forget; failures are logged. */
  tell(ref: ActorRef, command: unknown): void {
    this.ask(ref, command).catch((error: unknown) => this.options.logger.warn({ err: error, kind: ref.kind }, 'tell failed'))
  }

  /**
   * Like ask, for a command that creates an actor under an id the caller has
   * just minted (a random UUID): when the actor is served here, its state is
   * not read first (Activation.presumeNew). Elsewhere it is a plain ask.
   */
  askNew<C, R, J extends RejectionCode>(ref: KindRef<C, R, J>, command: C): Promise<AskResult<R, J>> {
    const shard = shardOf(ref, this.options.shardCount)
    if (!this.activations.has(refKey(ref)) && this.leases.holds(shard)) {
      const activation = this.activate(ref, shard)
      activation.presumeNew()
      return this.orRoute(this.deliver<R, J>(activation, command), ref, command)
    }
    return this.ask(ref, command)
  }

  /**
   * Asks `ref`, and if it answers, creates the actor `spawn.ref` (an id the
   * caller has just minted) with `spawn.command`. When both are served here
   * and the parent's decision changes its state, the two are written by one
   * commit: the child exists exactly when the parent's change does (a
   * merchant's count and the checkout it counts), in one round trip instead
   * of two. Otherwise (another host serves one of them, or the parent
   * changed nothing, or the child is busy in memory) the child is created
   * after the parent's reply, as two asks would. `child` is null when the
   * parent refused.
   */
  async askSpawning<PC, R, PJ extends RejectionCode, CC, C, CJ extends RejectionCode>(
    ref: KindRef<PC, R, PJ>,
    command: PC,
    spawn: { ref: KindRef<CC, C, CJ>; command: (parentReply: R) => CC },
  ): Promise<{ parent: AskResult<R, PJ>; child: AskResult<C, CJ> | null }> {
    const childKind = this.kinds.get(spawn.ref.kind)
    const parentShard = shardOf(ref, this.options.shardCount)
    const childShard = shardOf(spawn.ref, this.options.shardCount)
    if (childKind && this.leases.holds(parentShard) && this.leases.holds(childShard) && this.vacate(spawn.ref)) {
      const prepared: PreparedSpawn = {
        ref: spawn.ref,
        shard: childShard,
        written: null,
        decide: (reply) => childKind.decide(childKind.initial(spawn.ref.id), spawn.command(reply as R), this.options.clock.nowMs()),
        rows: (state) => childKind.readModel?.rows(state) ?? undefined,
      }
      const activation = this.activate(ref, parentShard)
      const parent = await this.deliver<R, PJ>(activation, command, undefined, prepared).catch((error: unknown) => {
        // Nothing was written (see orRoute): the two asks go the slow way, one after the other.
        if (error instanceof PlatformError && error.code === 'shard_moved') return null
        throw error
      })
      if (parent === null) return this.askApart(ref, command, spawn)
      if (!parent.ok) return { parent, child: null }
      if (prepared.written) return { parent, child: { ok: true, reply: prepared.written.reply as C } }
      return { parent, child: await this.askNew(spawn.ref, spawn.command(parent.reply)) }
    }
    return this.askApart(ref, command, spawn)
  }

  private async askApart<PC, R, PJ extends RejectionCode, CC, C, CJ extends RejectionCode>(
    ref: KindRef<PC, R, PJ>,
    command: PC,
    spawn: { ref: KindRef<CC, C, CJ>; command: (parentReply: R) => CC },
  ): Promise<{ parent: AskResult<R, PJ>; child: AskResult<C, CJ> | null }> {
    const parent = await this.ask(ref, command)
    return { parent, child: parent.ok ? await this.askNew(spawn.ref, spawn.command(parent.reply)) : null }
  }

  /**
   * Whether `ref` may be spawned here: it has no copy in memory, or an idle
   * one, which leaves (as passivation would: its state is in the store). A
   * read that found nothing (a GET before the create, an existence check)
   * thus cannot push a create off the one-commit path.
   */
  private vacate(ref: ActorRef): boolean {
    const key = refKey(ref)
    const activation = this.activations.get(key)
    if (!activation) return true
    if (!activation.idle) return false
    this.activations.delete(key)
    return true
  }

  /** Handles a message here or refuses with `shard_moved`; peers call this, never forwarding twice. */
  askLocal(ref: ActorRef, command: unknown): Promise<AskResult<unknown>> {
    const shard = shardOf(ref, this.options.shardCount)
    if (!this.leases.holds(shard)) {
      return Promise.reject(new PlatformError('shard_moved', `shard ${shard} is not served here`, { temporary: true }))
    }
    const activation = this.activate(ref, shard)
    return this.deliver(activation, command)
  }

  private activate(ref: ActorRef, shard: number): Activation {
    const key = refKey(ref)
    let activation = this.activations.get(key)
    if (activation) return activation
    const kind = this.kinds.get(ref.kind)
    if (!kind) throw new PlatformError('unknown_actor_kind', `no actor kind "${ref.kind}" is registered`)
    if (this.activations.size >= this.options.maxActiveActors) {
      // A tenth leaves at once, so the cost is amortised.
      evictOldest(this.activations, Math.max(1, Math.ceil(this.options.maxActiveActors / 10)), this.options.clock.nowMs() - 1_000)
    }
    activation = new Activation(ref, shard, kind, this.context)
    this.activations.set(key, activation)
    return activation
  }

  private async fireTimer(timer: DueTimer): Promise<void> {
    const kind = this.kinds.get(timer.kind)
    const ref = { kind: timer.kind, id: timer.id }
    if (!kind?.onTimer) {
      this.options.logger.error({ kind: timer.kind, timer: timer.name }, 'timer for a kind without onTimer; dropping it')
      await this.options.store.deleteTimer(ref, timer.name, timer.dueAtMs)
      return
    }
    const fired = { name: timer.name, dueAtMs: timer.dueAtMs, payload: decodeJson(timer.payloadJson) }
    const shard = shardOf(ref, this.options.shardCount)
    if (!this.leases.fence(shard)) return
    const activation = this.activate(ref, shard)
    await this.deliver(activation, kind.onTimer(fired), fired)
  }

  /** Idle actors leave memory; their state is already in Postgres, so nothing is written. */
  passivateIdle(): number {
    return passivateIdle(this.activations, this.options.clock.nowMs() - this.options.idleMs)
  }

  private dropShard(shard: number): void {
    dropShard(this.activations, shard, new PlatformError('shard_moved', `shard ${shard} moved to another host`, { temporary: true }))
  }

  /** Hands a message to an activation; resolves when it is answered. Every message has one shape (no spread on this hot path). */
  private deliver<R, J extends RejectionCode>(
    activation: Activation,
    command: unknown,
    timer?: TimerFired,
    spawn?: PreparedSpawn,
  ): Promise<AskResult<R, J>> {
    return new Promise((resolve, reject) =>
      activation.enqueue({ command, timer, spawn, resolve: resolve as (r: AskResult<unknown>) => void, reject }),
    )
  }

  async stop(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper)
    this.timers.stop()
    await this.relay.drain()
    await this.leases.stop()
    this.activations.clear()
  }
}
