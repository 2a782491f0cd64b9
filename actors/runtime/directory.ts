/**
 * Which host serves a shard, from the lease table joined with the live hosts.
 * Cached briefly: a wrong answer costs one forwarded call that is refused
 * with `shard_moved` and retried after invalidation.
 */
import type { ActorStore } from './store'

const CACHE_MS = 500

export class ShardDirectory {
  private owners = new Map<number, string>()
  private fetchedAtMs = 0
  private refreshing: Promise<void> | undefined

  constructor(
    private readonly store: ActorStore,
    private readonly hostTtlMs: number,
  ) {}

  async addressOf(shard: number): Promise<string | null> {
    if (Date.now() - this.fetchedAtMs > CACHE_MS) await this.refresh()
    return this.owners.get(shard) ?? null
  }

  invalidate(): void {
    this.fetchedAtMs = 0
  }

  private refresh(): Promise<void> {
    this.refreshing ??= (async () => {
      const [leases, hosts] = await Promise.all([this.store.leaseTable(), this.store.liveHosts(this.hostTtlMs)])
      const addressOfHost = new Map(hosts.map((h) => [h.hostId, h.address]))
      const owners = new Map<number, string>()
      for (const [shard, lease] of leases) {
        const address = addressOfHost.get(lease.owner)
        if (address) owners.set(shard, address)
      }
      this.owners = owners
      this.fetchedAtMs = Date.now()
    })().finally(() => (this.refreshing = undefined))
    return this.refreshing
  }
}
