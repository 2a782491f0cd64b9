/**
 * Shard ownership by leases in Postgres. Each host renews what it holds,
 * takes free or expired shards up to its fair share of the live hosts, and
 * hands back its surplus when another host joins. The epoch in each lease is
 * the fence every write carries (see store_postgres.ts).
 */
import type { Logger } from '../../platform/log'
import type { ActorStore, Fence } from './store'

export interface LeaseOptions {
  readonly hostId: string
  readonly address: string
  readonly shardCount: number
  readonly ttlMs: number
}

/** How soon a failed lease tick runs again (see runTick). */
const RETRY_AFTER_FAILURE_MS = 250

export class LeaseManager {
  private readonly owned = new Map<number, number>()
  private failing = false
  private timer: NodeJS.Timeout | undefined
  private ticking: Promise<void> | undefined
  private stopped = false

  constructor(
    private readonly store: ActorStore,
    private readonly options: LeaseOptions,
    private readonly logger: Logger,
    private readonly onLost: (shard: number) => void,
  ) {}

  get hostId(): string {
    return this.options.hostId
  }

  fence(shard: number): Fence | null {
    const epoch = this.owned.get(shard)
    return epoch === undefined ? null : { shard, owner: this.options.hostId, epoch }
  }

  holds(shard: number): boolean {
    return this.owned.has(shard)
  }

  ownedShards(): number[] {
    return [...this.owned.keys()]
  }

  /** Drops a shard the store reported as fenced: another host owns it now. */
  forget(shard: number): void {
    if (this.owned.delete(shard)) this.onLost(shard)
  }

  async start(): Promise<void> {
    await this.tick()
    this.timer = setInterval(() => void this.tick(), Math.max(50, Math.floor(this.options.ttlMs / 3)))
    this.timer.unref()
  }

  /** One round of heartbeat, renewal, acquisition and hand-back. Safe to call concurrently (coalesced). */
  tick(): Promise<void> {
    if (this.stopped) return Promise.resolve()
    this.ticking ??= this.runTick().finally(() => (this.ticking = undefined))
    return this.ticking
  }

  private async runTick(): Promise<void> {
    const { store, options } = this
    try {
      await store.heartbeatHost(options.hostId, options.address)
      await Promise.all(
        [...this.owned].map(async ([shard, epoch]) => {
          const held = await store.renewLease({ shard, owner: options.hostId, epoch }, options.ttlMs)
          if (!held && this.owned.get(shard) === epoch) this.forget(shard)
        }),
      )
      const hosts = await store.liveHosts(options.ttlMs)
      const fairShare = Math.ceil(options.shardCount / Math.max(1, hosts.length))
      if (this.owned.size < fairShare) await this.acquireUpTo(fairShare)
      else if (this.owned.size > fairShare) await this.releaseDownTo(fairShare)
      if (this.failing) this.logger.info({ shards: this.owned.size }, 'lease tick succeeded again; leases renewed or re-acquired')
      this.failing = false
    } catch (error) {
      // The database is unreachable: keep serving what we hold; the fence
      // check in every commit refuses writes once the leases have expired.
      // Retry soon rather than at the next interval, so the shards whose
      // leases lapsed during an outage are re-acquired as soon as the
      // database answers (commits fenced meanwhile fail as temporary).
      if (!this.failing) this.logger.warn({ err: error }, 'lease tick failed; retrying every few hundred ms until the database answers')
      this.failing = true
      if (!this.stopped) setTimeout(() => void this.tick(), Math.min(RETRY_AFTER_FAILURE_MS, this.options.ttlMs / 3)).unref()
    }
  }

  private async acquireUpTo(target: number): Promise<void> {
    const table = await this.store.leaseTable()
    for (let shard = 0; shard < this.options.shardCount && this.owned.size < target; shard++) {
      if (this.owned.has(shard)) continue
      const holder = table.get(shard)
      if (holder && holder.owner !== this.options.hostId) continue
      const grant = await this.store.acquireLease(shard, this.options.hostId, this.options.ttlMs)
      if (grant) this.owned.set(shard, grant.epoch)
    }
  }

  private async releaseDownTo(target: number): Promise<void> {
    const surplus = [...this.owned.keys()].sort((a, b) => b - a).slice(0, this.owned.size - target)
    for (const shard of surplus) {
      const fence = this.fence(shard)
      this.forget(shard)
      if (fence) await this.store.releaseLease(fence)
    }
  }

  /** Gives every shard back so a peer takes over at once instead of waiting for expiry. */
  async stop(): Promise<void> {
    this.stopped = true
    if (this.timer) clearInterval(this.timer)
    await this.ticking
    const fences = this.ownedShards().map((s) => this.fence(s)!)
    for (const fence of fences) this.forget(fence.shard)
    await Promise.all(fences.map((f) => this.store.releaseLease(f)))
    await this.store.removeHost(this.options.hostId)
  }

  /** Stops renewing without releasing: what a crashed or partitioned host looks like (tests). */
  halt(): void {
    this.stopped = true
    if (this.timer) clearInterval(this.timer)
  }
}
