/**
 * ActorStore on Postgres. Every commit is ONE statement (commit_many.ts):
 * data-modifying CTEs write the state (with the expected-version check), the
 * outbox rows, the timer changes and the kind's read-model rows together,
 * and all of them hang off the `fence` CTE, so the statement writes nothing
 * unless the writer still holds the shard lease.
 *
 * Why one statement is safe: Postgres runs a statement atomically, and the
 * `FOR SHARE` lock taken on the lease row in `fence` makes a takeover by
 * another host (an UPDATE of that row) wait until this statement has
 * committed; after the takeover the epoch no longer matches and the old
 * host's writes find no fence row. One round trip per commit also makes it
 * the fastest way to get an atomic multi-table write.
 *
 * Commits go out in groups (commit_groups.ts): many actors' decisions in one
 * statement, each with its own fence and version check.
 */
import type { Sql } from 'postgres'
import type { ActorRef } from './types'
import type { ActorStore, CommitInput, CommitResult, DueTimer, Fence, LeaseGrant, StoredEvent, StoredSnapshot } from './store'
import { LoadBatcher } from './load_batcher'
import { CommitGroups, type CommitGroupOptions } from './commit_groups'
import type { ReadModel } from './read_model'
import { dbCall } from '../../platform/db/faults'

export class PostgresActorStore implements ActorStore {
  private readonly loads: LoadBatcher
  private readonly groups: CommitGroups
  private readonly readModels = new Map<string, ReadModel<unknown>>()

  constructor(
    private readonly sql: Sql,
    options: CommitGroupOptions = {},
  ) {
    this.groups = new CommitGroups(sql, this.readModels, options)
    this.loads = new LoadBatcher(async (refs) => {
      const kinds = refs.map((r) => r.kind)
      const ids = refs.map((r) => r.id)
      const rows = await dbCall(sql<{ kind: string; id: string; version: bigint; state: string }[]>`
        SELECT s.kind, s.id, s.version, s.state::text AS state
        FROM actor_state s
        JOIN unnest(${kinds}::text[], ${ids}::text[]) AS k(kind, id) ON s.kind = k.kind AND s.id = k.id`)
      return rows.map((r) => ({ kind: r.kind, id: r.id, version: Number(r.version), stateJson: r.state }))
    })
  }

  registerReadModel(kind: string, model: ReadModel<unknown>): void {
    this.readModels.set(kind, model)
  }

  load(ref: ActorRef): Promise<StoredSnapshot | null> {
    return this.loads.load(ref)
  }

  commit(input: CommitInput): Promise<CommitResult> {
    return this.groups.commit(input)
  }

  async dueTimers(shards: readonly number[], nowMs: number, limit: number): Promise<DueTimer[]> {
    if (shards.length === 0) return []
    const rows = await this.sql<{ kind: string; id: string; name: string; due_at_ms: bigint; payload: string }[]>`
      SELECT kind, id, name, due_at_ms, payload::text AS payload FROM actor_timers
      WHERE shard = ANY(${[...shards]}::int[]) AND due_at_ms <= ${nowMs}
      ORDER BY due_at_ms LIMIT ${limit}`
    return rows.map((r) => ({ kind: r.kind, id: r.id, name: r.name, dueAtMs: Number(r.due_at_ms), payloadJson: r.payload }))
  }

  async deleteTimer(ref: ActorRef, name: string, dueAtMs: number): Promise<void> {
    await this.sql`DELETE FROM actor_timers WHERE kind = ${ref.kind} AND id = ${ref.id} AND name = ${name} AND due_at_ms = ${dueAtMs}`
  }

  async unpublished(shards: readonly number[], minAgeMs: number, limit: number): Promise<StoredEvent[]> {
    if (shards.length === 0) return []
    const rows = await this.sql<
      {
        event_id: string
        kind: string
        actor_id: string
        shard: number
        actor_version: bigint
        type: string
        payload: string
        created_ms: number
      }[]
    >`
      SELECT event_id::text, kind, actor_id, shard, actor_version, type, payload::text AS payload,
             (extract(epoch FROM created_at) * 1000)::float8 AS created_ms
      FROM actor_outbox
      WHERE published_at IS NULL AND shard = ANY(${[...shards]}::int[])
        AND created_at <= now() - make_interval(secs => ${minAgeMs / 1000})
      ORDER BY seq LIMIT ${limit}`
    return rows.map((r) => ({
      eventId: r.event_id,
      kind: r.kind,
      actorId: r.actor_id,
      shard: r.shard,
      actorVersion: Number(r.actor_version),
      type: r.type,
      payloadJson: r.payload,
      createdAtMs: Math.round(r.created_ms),
    }))
  }

  async markPublished(eventIds: readonly string[]): Promise<void> {
    if (eventIds.length === 0) return
    await this.sql`UPDATE actor_outbox SET published_at = now()
      WHERE event_id = ANY(${[...eventIds]}::uuid[]) AND published_at IS NULL`
  }

  async acquireLease(shard: number, owner: string, ttlMs: number): Promise<LeaseGrant | null> {
    // A lease is free when released (owner NULL), expired, or already ours (a
    // restarted host reclaims its shards at once). The epoch always goes up,
    // which fences any older incarnation still trying to write.
    const rows = await this.sql<{ epoch: bigint }[]>`
      INSERT INTO shard_leases (shard, owner, epoch, expires_at)
      VALUES (${shard}, ${owner}, 1, now() + make_interval(secs => ${ttlMs / 1000}))
      ON CONFLICT (shard) DO UPDATE
        SET owner = EXCLUDED.owner, epoch = shard_leases.epoch + 1, expires_at = EXCLUDED.expires_at
        WHERE shard_leases.owner IS NULL OR shard_leases.expires_at <= now() OR shard_leases.owner = EXCLUDED.owner
      RETURNING epoch`
    const row = rows[0]
    return row ? { shard, epoch: Number(row.epoch) } : null
  }

  async renewLease(fence: Fence, ttlMs: number): Promise<boolean> {
    const rows = await this.sql`
      UPDATE shard_leases SET expires_at = now() + make_interval(secs => ${ttlMs / 1000})
      WHERE shard = ${fence.shard} AND owner = ${fence.owner} AND epoch = ${fence.epoch} AND expires_at > now()
      RETURNING 1`
    return rows.length === 1
  }

  async releaseLease(fence: Fence): Promise<void> {
    await this.sql`UPDATE shard_leases SET owner = NULL, expires_at = now()
      WHERE shard = ${fence.shard} AND owner = ${fence.owner} AND epoch = ${fence.epoch}`
  }

  async leaseTable(): Promise<Map<number, { owner: string; epoch: number }>> {
    const rows = await this.sql<{ shard: number; owner: string; epoch: bigint }[]>`
      SELECT shard, owner, epoch FROM shard_leases WHERE owner IS NOT NULL AND expires_at > now()`
    return new Map(rows.map((r) => [r.shard, { owner: r.owner, epoch: Number(r.epoch) }]))
  }

  async heartbeatHost(hostId: string, address: string): Promise<void> {
    await this.sql`INSERT INTO actor_hosts (host_id, address) VALUES (${hostId}, ${address})
      ON CONFLICT (host_id) DO UPDATE SET address = EXCLUDED.address, heartbeat_at = now()`
  }

  async liveHosts(staleAfterMs: number): Promise<Array<{ hostId: string; address: string }>> {
    const rows = await this.sql<{ host_id: string; address: string }[]>`
      SELECT host_id, address FROM actor_hosts
      WHERE heartbeat_at > now() - make_interval(secs => ${staleAfterMs / 1000}) ORDER BY host_id`
    return rows.map((r) => ({ hostId: r.host_id, address: r.address }))
  }

  async removeHost(hostId: string): Promise<void> {
    await this.sql`DELETE FROM actor_hosts WHERE host_id = ${hostId}`
  }
}
