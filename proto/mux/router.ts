/**
 * The gateway's payments link when the payments role runs as several hosts.
 * A call whose actor the gateway can name from the method and body (the
 * `shardOf` option) goes to the live host that holds its shard, so it takes
 * no second hop; any other call goes to a live host (HostLinks: a READY
 * channel, taking turns), which serves it or forwards it once to the owner.
 * Most methods name their actor only inside the payments role's handler.
 *
 * Failover follows the unknown-outcome rule. A host that cannot be reached
 * is never sent anything (only READY channels are used), so nothing is lost
 * by trying the next one. A call whose stream broke after it was sent may
 * have run: a read is sent again to another host, a write fails as a
 * temporary fault (503) and the client retries it with its Idempotency-Key.
 */
import { PlatformError } from '../../platform/errors'
import type { Caller } from '../../platform/caller'
import type { PaymentsClient } from '../../platform/module'
import { LinkLostError, MuxClient, type MuxClientOptions } from './client'
import { HostLinks, type HostLink } from './host_links'
import type { LinkToken } from './link_grpc'

export interface PaymentsRouterOptions {
  /** Methods that change nothing: safe to send again after a broken stream. */
  readonly isRead: (method: string) => boolean
  /** The shard of the actor a call asks, when the method and body name it; undefined otherwise. */
  readonly shardOf?: (method: string, body: unknown, shardCount: number) => number | undefined
  /** How long a call waits for some host to connect when none is connected. */
  readonly connectWaitMs?: number
  readonly pollMs?: number
  readonly client?: MuxClientOptions
}

export class PaymentsRouter implements PaymentsClient {
  readonly links: HostLinks
  private readonly connectWaitMs: number

  constructor(
    seeds: readonly string[],
    token: LinkToken,
    private readonly options: PaymentsRouterOptions,
  ) {
    // Fail fast on a refused connection: another host is there to take the call.
    const clientOptions: MuxClientOptions = { streams: 2, ...options.client, waitForReady: false }
    this.links = new HostLinks(seeds, (address) => new MuxClient(address, token, clientOptions), options.pollMs)
    this.connectWaitMs = options.connectWaitMs ?? 2_000
    void this.links.poll()
  }

  async call<T = unknown>(method: string, body: unknown, caller: Caller): Promise<T> {
    const tried = new Set<HostLink>()
    const shard = this.links.shardCount > 0 ? this.options.shardOf?.(method, body, this.links.shardCount) : undefined
    for (;;) {
      const owner = shard === undefined ? undefined : this.links.owner(shard, tried)
      const link = owner ?? this.links.ready(tried) ?? (await this.links.firstReady(tried, this.connectWaitMs))
      if (!link) throw new PlatformError('unavailable', 'no payments host is reachable', { temporary: true })
      try {
        return await link.client.call<T>(method, body, caller)
      } catch (error) {
        if (!(error instanceof LinkLostError) || !this.options.isRead(method)) throw error
        tried.add(link)
      }
    }
  }

  close(): void {
    this.links.close()
  }
}
