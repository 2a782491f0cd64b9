/**
 * The payments hosts a gateway can reach: one MuxClient per host, seeded by
 * the configured addresses and completed from `hosts.list` (the live rows of
 * the payments hosts' table, asked of any reachable host every poll). A host
 * is in rotation while its gRPC channel is READY: a refused connection takes
 * it out at once, and gRPC's reconnect backoff (kept going by the poll)
 * brings it back. The same reply says which host holds each shard, so a
 * call whose actor the gateway knows goes straight to its owner. Seeds are never forgotten, so a gateway whose learned
 * hosts all left still finds the ones it was configured with.
 */
import * as grpc from '@grpc/grpc-js'
import { SYSTEM_CALLER } from '../../platform/caller'
import type { MuxClient } from './client'

export const HOSTS_LIST_METHOD = 'hosts.list'

/** The reply of `hosts.list`: who answered, and every host whose heartbeat is within the lease time, with the shards it holds. */
export interface HostsListReply {
  readonly self: string
  readonly shardCount: number
  readonly hosts: ReadonlyArray<{ readonly hostId: string; readonly address: string; readonly shards: readonly number[] }>
}

export interface HostLink {
  readonly address: string
  readonly seed: boolean
  /** Known once the host answered `hosts.list` (seeds) or from the list (learned hosts). */
  hostId: string | undefined
  readonly client: MuxClient
}

const READY = grpc.connectivityState.READY

function isReady(link: HostLink): boolean {
  return link.client.channel.getConnectivityState(false) === READY
}

/** Resolves true once `channel` is READY (asking it to connect), false at `deadlineAtMs` or shutdown. */
function readyBy(channel: grpc.ChannelInterface, deadlineAtMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const check = () => {
      const state = channel.getConnectivityState(true)
      if (state === READY) return resolve(true)
      if (state === grpc.connectivityState.SHUTDOWN || Date.now() >= deadlineAtMs) return resolve(false)
      channel.watchConnectivityState(state, deadlineAtMs, (error) => (error ? resolve(false) : check()))
    }
    check()
  })
}

export class HostLinks {
  private readonly links: HostLink[]
  private next = 0
  /** Which host held each shard at the last poll, and how many shards there are (0 until a host answered). */
  private owners = new Map<number, string>()
  private shards = 0
  private readonly poller: NodeJS.Timeout
  private polling = false
  private sharedWait: Promise<HostLink | undefined> | undefined

  constructor(
    seeds: readonly string[],
    private readonly connect: (address: string) => MuxClient,
    pollMs = 1_000,
  ) {
    this.links = seeds.map((address) => ({ address, seed: true, hostId: undefined, client: connect(address) }))
    this.poller = setInterval(() => void this.poll(), pollMs)
    this.poller.unref()
  }

  get all(): readonly HostLink[] {
    return this.links
  }

  /** A READY host not in `exclude`, taking turns so the load spreads over every live host. */
  ready(exclude: ReadonlySet<HostLink>): HostLink | undefined {
    for (let i = 0; i < this.links.length; i++) {
      const link = this.links[this.next++ % this.links.length]
      if (link && !exclude.has(link) && isReady(link)) return link
    }
    return undefined
  }

  get shardCount(): number {
    return this.shards
  }

  /** The READY host that held `shard` at the last poll, unless it is in `exclude`. */
  owner(shard: number, exclude: ReadonlySet<HostLink>): HostLink | undefined {
    const hostId = this.owners.get(shard)
    const link = hostId === undefined ? undefined : this.links.find((l) => l.hostId === hostId)
    return link && !exclude.has(link) && isReady(link) ? link : undefined
  }

  /**
   * The first host not in `exclude` to become READY within `waitMs`, or undefined. Calls that tried no host
   * yet share one wait, so a burst of requests during an outage sets one watch per host, not one per request.
   */
  firstReady(exclude: ReadonlySet<HostLink>, waitMs: number): Promise<HostLink | undefined> {
    if (exclude.size > 0) return this.waitForReady(exclude, waitMs)
    this.sharedWait ??= this.waitForReady(exclude, waitMs).finally(() => (this.sharedWait = undefined))
    return this.sharedWait
  }

  private waitForReady(exclude: ReadonlySet<HostLink>, waitMs: number): Promise<HostLink | undefined> {
    const candidates = this.links.filter((link) => !exclude.has(link))
    const deadlineAtMs = Date.now() + waitMs
    return new Promise((resolve) => {
      let waiting = candidates.length
      if (waiting === 0) return resolve(undefined)
      for (const link of candidates) {
        void readyBy(link.client.channel, deadlineAtMs).then((ready) => {
          if (ready) resolve(link)
          else if (--waiting === 0) resolve(undefined)
        })
      }
    })
  }

  /** Keeps every known host connecting, and learns the live hosts from one that answers. */
  async poll(): Promise<void> {
    if (this.polling) return
    this.polling = true
    try {
      for (const link of this.links) link.client.channel.getConnectivityState(true)
      const link = this.ready(new Set())
      if (!link) return
      const reply = await link.client.call<HostsListReply>(HOSTS_LIST_METHOD, null, SYSTEM_CALLER, 2_000)
      link.hostId = reply.self
      this.learn(reply.hosts)
      this.shards = reply.shardCount
      this.owners = new Map(reply.hosts.flatMap((h) => h.shards.map((shard) => [shard, h.hostId] as const)))
    } catch {
      // That host failed to answer: the next poll asks another one.
    } finally {
      this.polling = false
    }
  }

  private learn(hosts: HostsListReply['hosts']): void {
    const live = new Set(hosts.map((h) => h.hostId))
    for (const host of hosts) {
      const known = this.links.find((l) => l.hostId === host.hostId || l.address === host.address)
      // A seed listed under the address it was configured with is that host.
      if (known) known.hostId ??= host.hostId
      else this.links.push({ address: host.address, seed: false, hostId: host.hostId, client: this.connect(host.address) })
    }
    // A learned host that left the table and cannot be reached is gone (stopped, or replaced under a new id);
    // a learned host that duplicates a seed (same id, another address) is not needed.
    for (const link of [...this.links]) {
      if (link.seed) continue
      const gone = (link.hostId === undefined || !live.has(link.hostId)) && !isReady(link)
      const duplicate = this.links.some((other) => other !== link && other.seed && other.hostId === link.hostId)
      if (gone || duplicate) this.drop(link)
    }
  }

  private drop(link: HostLink): void {
    this.links.splice(this.links.indexOf(link), 1)
    link.client.close()
  }

  close(): void {
    clearInterval(this.poller)
    for (const link of this.links) link.client.close()
  }
}
