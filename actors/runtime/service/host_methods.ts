/**
 * `hosts.list`, the method a gateway discovers payments hosts with: the
 * hosts whose heartbeat is within the lease time, with the address peers
 * and gateways reach them at and the shards each holds, and which host
 * answered. The gateway keeps no
 * database connection; any host it can reach tells it about the others.
 */
import type { MethodHandler } from '../../../platform/module'
import { HOSTS_LIST_METHOD, type HostsListReply } from '../../../proto/mux/host_links'
import type { ActorStore } from '../store'

export function hostMethods(
  store: ActorStore,
  self: string,
  options: { readonly leaseTtlMs: number; readonly shardCount: number },
): Record<string, MethodHandler> {
  return {
    [HOSTS_LIST_METHOD]: async (): Promise<HostsListReply> => {
      const [hosts, leases] = await Promise.all([store.liveHosts(options.leaseTtlMs), store.leaseTable()])
      const shardsOf = new Map<string, number[]>()
      for (const [shard, lease] of leases) {
        const shards = shardsOf.get(lease.owner) ?? []
        shards.push(shard)
        shardsOf.set(lease.owner, shards)
      }
      return { self, shardCount: options.shardCount, hosts: hosts.map((h) => ({ ...h, shards: shardsOf.get(h.hostId) ?? [] })) }
    },
  }
}
