/**
 * ActorStore in process memory: for unit tests of actor kinds and for the
 * conformance suite's reference behaviour. Lease expiry follows the injected
 * clock so tests can move time instead of sleeping.
 */
import type { Clock } from '../../platform/clock'
import { systemClock } from '../../platform/clock'
import type { ActorRef } from './types'
import type { ActorStore, CommitInput, CommitResult, DueTimer, Fence, LeaseGrant, StoredEvent, StoredSnapshot } from './store'
import { normaliseTimerOps } from './timer_ops'

type Timer = { shard: number; dueAtMs: number; payloadJson: string }
type Lease = { owner: string | null; epoch: number; expiresAtMs: number }
type OutboxRow = StoredEvent & { publishedAtMs: number | null }

const key = (ref: ActorRef): string => `${ref.kind}\u0000${ref.id}`

export class MemoryActorStore implements ActorStore {
  private readonly states = new Map<string, StoredSnapshot>()
  private readonly timers = new Map<string, Map<string, Timer>>()
  private readonly outbox: OutboxRow[] = []
  private readonly leases = new Map<number, Lease>()
  private readonly hosts = new Map<string, { address: string; heartbeatMs: number }>()

  constructor(private readonly clock: Clock = systemClock) {}

  async load(ref: ActorRef): Promise<StoredSnapshot | null> {
    return this.states.get(key(ref)) ?? null
  }

  private fenceHolds(fence: Fence): boolean {
    const lease = this.leases.get(fence.shard)
    return !!lease && lease.owner === fence.owner && lease.epoch === fence.epoch && lease.expiresAtMs > this.clock.nowMs()
  }

  async commit(input: CommitInput): Promise<CommitResult> {
    const spawns = input.spawns ?? []
    if (!this.fenceHolds(input.fence) || !spawns.every((s) => this.fenceHolds(s.fence))) return 'fenced'
    const current = this.states.get(key(input.ref))
    if ((current?.version ?? 0) !== input.expectedVersion) return 'conflict'
    // A minted id that exists already is a bug; like Postgres, refuse the whole commit.
    for (const s of spawns) if (this.states.has(key(s.ref))) throw new Error(`spawned actor ${s.ref.kind}/${s.ref.id} exists already`)
    this.write(input.ref, input.shard, input.expectedVersion + 1, input.stateJson, input.events, input.timers)
    for (const s of spawns) this.write(s.ref, s.shard, 1, s.stateJson, s.events, s.timers)
    return 'ok'
  }

  private write(
    ref: ActorRef,
    shard: number,
    version: number,
    stateJson: string,
    events: CommitInput['events'],
    timers: CommitInput['timers'],
  ): void {
    const k = key(ref)
    this.states.set(k, { version, stateJson })
    for (const e of events) {
      this.outbox.push({
        eventId: e.eventId,
        kind: ref.kind,
        actorId: ref.id,
        shard,
        actorVersion: version,
        type: e.type,
        payloadJson: e.payloadJson,
        createdAtMs: this.clock.nowMs(),
        publishedAtMs: null,
      })
    }
    const { set, cancel } = normaliseTimerOps(timers)
    const mine = this.timers.get(k) ?? new Map<string, Timer>()
    for (const t of set) mine.set(t.name, { shard, dueAtMs: t.dueAtMs, payloadJson: JSON.stringify(t.payload ?? null) })
    for (const t of cancel) mine.delete(t.name)
    this.timers.set(k, mine)
  }

  async dueTimers(shards: readonly number[], nowMs: number, limit: number): Promise<DueTimer[]> {
    const owned = new Set(shards)
    const due: DueTimer[] = []
    for (const [k, byName] of this.timers) {
      const at = k.indexOf('\u0000')
      const [kind, id] = [k.slice(0, at), k.slice(at + 1)]
      for (const [name, t] of byName) {
        if (owned.has(t.shard) && t.dueAtMs <= nowMs) due.push({ kind, id, name, dueAtMs: t.dueAtMs, payloadJson: t.payloadJson })
      }
    }
    return due.sort((a, b) => a.dueAtMs - b.dueAtMs).slice(0, limit)
  }

  async deleteTimer(ref: ActorRef, name: string, dueAtMs: number): Promise<void> {
    const byName = this.timers.get(key(ref))
    if (byName?.get(name)?.dueAtMs === dueAtMs) byName.delete(name)
  }

  async unpublished(shards: readonly number[], minAgeMs: number, limit: number): Promise<StoredEvent[]> {
    const owned = new Set(shards)
    const cutoff = this.clock.nowMs() - minAgeMs
    return this.outbox
      .filter((e) => e.publishedAtMs === null && owned.has(e.shard) && e.createdAtMs <= cutoff)
      .slice(0, limit)
      .map(({ publishedAtMs: _p, ...event }) => event)
  }

  async markPublished(eventIds: readonly string[]): Promise<void> {
    const ids = new Set(eventIds)
    for (const e of this.outbox) if (ids.has(e.eventId) && e.publishedAtMs === null) e.publishedAtMs = this.clock.nowMs()
  }

  async acquireLease(shard: number, owner: string, ttlMs: number): Promise<LeaseGrant | null> {
    const now = this.clock.nowMs()
    const lease = this.leases.get(shard)
    if (lease && lease.owner !== null && lease.expiresAtMs > now && lease.owner !== owner) return null
    const epoch = (lease?.epoch ?? 0) + 1
    this.leases.set(shard, { owner, epoch, expiresAtMs: now + ttlMs })
    return { shard, epoch }
  }

  async renewLease(fence: Fence, ttlMs: number): Promise<boolean> {
    if (!this.fenceHolds(fence)) return false
    this.leases.get(fence.shard)!.expiresAtMs = this.clock.nowMs() + ttlMs
    return true
  }

  async releaseLease(fence: Fence): Promise<void> {
    const lease = this.leases.get(fence.shard)
    if (lease && lease.owner === fence.owner && lease.epoch === fence.epoch) {
      lease.owner = null
      lease.expiresAtMs = this.clock.nowMs()
    }
  }

  async leaseTable(): Promise<Map<number, { owner: string; epoch: number }>> {
    const now = this.clock.nowMs()
    const table = new Map<number, { owner: string; epoch: number }>()
    for (const [shard, l] of this.leases) if (l.owner !== null && l.expiresAtMs > now) table.set(shard, { owner: l.owner, epoch: l.epoch })
    return table
  }

  async heartbeatHost(hostId: string, address: string): Promise<void> {
    this.hosts.set(hostId, { address, heartbeatMs: this.clock.nowMs() })
  }

  async liveHosts(staleAfterMs: number): Promise<Array<{ hostId: string; address: string }>> {
    const cutoff = this.clock.nowMs() - staleAfterMs
    return [...this.hosts]
      .filter(([, h]) => h.heartbeatMs > cutoff)
      .map(([hostId, h]) => ({ hostId, address: h.address }))
      .sort((a, b) => a.hostId.localeCompare(b.hostId))
  }

  async removeHost(hostId: string): Promise<void> {
    this.hosts.delete(hostId)
  }
}
