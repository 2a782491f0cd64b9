/**
 * The persistence contract of the actor runtime. Every implementation must
 * pass the conformance suite in `conformance.ts`; the runtime relies on
 * nothing a store does beyond what that suite checks.
 */
import type { ReadModel } from './read_model'
import type { ActorRef, TimerOp } from './types'

export interface StoredSnapshot {
  readonly version: number
  /** Encoded with platform/json encodeJson so bigint survives. */
  readonly stateJson: string
}

/** Proof that the writer owns the actor's shard at a given epoch. */
export interface Fence {
  readonly shard: number
  readonly owner: string
  readonly epoch: number
}

export interface OutboxEventInput {
  readonly eventId: string
  readonly type: string
  readonly payloadJson: string
}

export interface CommitInput {
  readonly ref: ActorRef
  readonly shard: number
  /** 0 for an actor that has never been written. */
  readonly expectedVersion: number
  readonly stateJson: string
  readonly events: readonly OutboxEventInput[]
  readonly timers: readonly TimerOp[]
  readonly fence: Fence
  /** The kind's read-model rows for the new state (written only with it); absent when the kind has none. */
  readonly readModelRows?: unknown
  /** New actors this decision brings into being (see SpawnInput): written in the same commit, or not at all. */
  readonly spawns?: readonly SpawnInput[]
  /** Messages of this actor already wait on this commit (a hot actor's batch): a store that groups commits should send it at once. */
  readonly urgent?: boolean
}

/**
 * The first write of an actor created by another actor's decision (a
 * merchant counting a checkout creates the session): its state at version
 * 1 with its events, timers and read-model rows. It is written if and only
 * if the parent's state is, and the parent only if the spawn's shard lease
 * holds too. Its id was just minted, so it cannot exist yet: a collision is
 * an error for the whole commit, never a silent half.
 */
export interface SpawnInput {
  readonly ref: ActorRef
  readonly shard: number
  readonly stateJson: string
  readonly events: readonly OutboxEventInput[]
  readonly timers: readonly TimerOp[]
  readonly fence: Fence
  readonly readModelRows?: unknown
}

/** `conflict`: another copy wrote first (stale activation). `fenced`: the writer no longer holds the shard. */
export type CommitResult = 'ok' | 'conflict' | 'fenced'

export interface StoredEvent {
  readonly eventId: string
  readonly kind: string
  readonly actorId: string
  readonly shard: number
  readonly actorVersion: number
  readonly type: string
  readonly payloadJson: string
  readonly createdAtMs: number
}

export interface DueTimer {
  readonly kind: string
  readonly id: string
  readonly name: string
  readonly dueAtMs: number
  readonly payloadJson: string
}

export interface LeaseGrant {
  readonly shard: number
  readonly epoch: number
}

export interface ActorStore {
  /** Stores with tables write this kind's read model in its commits; others (memory) leave it out. */
  registerReadModel?(kind: string, model: ReadModel<unknown>): void
  load(ref: ActorRef): Promise<StoredSnapshot | null>
  /** Atomic: state, outbox events and timer changes are all written or none is. */
  commit(input: CommitInput): Promise<CommitResult>

  dueTimers(shards: readonly number[], nowMs: number, limit: number): Promise<DueTimer[]>
  /** Removes a fired timer unless it was re-armed for a different time meanwhile. */
  deleteTimer(ref: ActorRef, name: string, dueAtMs: number): Promise<void>

  unpublished(shards: readonly number[], minAgeMs: number, limit: number): Promise<StoredEvent[]>
  markPublished(eventIds: readonly string[]): Promise<void>

  /** Takes a shard whose lease is free, expired or already ours; the epoch always increases. */
  acquireLease(shard: number, owner: string, ttlMs: number): Promise<LeaseGrant | null>
  renewLease(fence: Fence, ttlMs: number): Promise<boolean>
  releaseLease(fence: Fence): Promise<void>
  /** Live leases: shard -> owner. */
  leaseTable(): Promise<Map<number, { owner: string; epoch: number }>>

  heartbeatHost(hostId: string, address: string): Promise<void>
  liveHosts(staleAfterMs: number): Promise<Array<{ hostId: string; address: string }>>
  removeHost(hostId: string): Promise<void>
}
