/**
 * `hosts.list`, the method a gateway discovers payments hosts with: the
 * hosts whose heartbeat is within the lease time, with the address peers
 * and gateways reach them at, and which host answered. The gateway keeps no
 * database connection; any host it can reach tells it about the others.
 */
import type { MethodHandler } from '../../platform/module'
import { HOSTS_LIST_METHOD, type HostsListReply } from '../../proto/mux/host_links'
import type { ActorStore } from '../runtime/store'

export function hostMethods(store: ActorStore, self: string, leaseTtlMs: number): Record<string, MethodHandler> {
  return {
    [HOSTS_LIST_METHOD]: async (): Promise<HostsListReply> => ({ self, hosts: await store.liveHosts(leaseTtlMs) }),
  }
}
