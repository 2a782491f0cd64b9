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
 * Group commit: commits of different actors that arrive while earlier ones
 * are in flight go out together in the next statement, so one round trip and
 * one WAL flush serve many decisions. While a group is on its way, the next
 * one gathers until it lands (or is already full-size) rather than taking a
 * free lane with a few commits: a statement's fixed cost (parse, plan,
 * executor start, commit) is most of its cost, and many merchants with one
 * create each would otherwise pay it twice as often per create as one
 * merchant whose creates ride in its own batch. Each actor keeps its own fence and
 * version check, and a version conflict is a zero-row result, not an error,
 * so one actor's race never aborts another's write. If a batch fails as a
 * whole for anything but a lost connection, each commit is retried on its
 * own (its own statement, fence and version check, so the invariants above
 * hold for each) and only the culprit fails. Within one actor's commit,
 * the activation does the same for its batched messages (activation.ts).
 */
import type { Sql } from 'postgres'
import type { ActorRef } from './types'
import type { ActorStore, CommitInput, CommitResult, DueTimer, Fence, LeaseGrant, StoredEvent, StoredSnapshot } from './store'
import { LoadBatcher } from './load_batcher'
import { commitMany } from './commit_many'
import { isConnectionFault } from './write_errors'
import type { ReadModel } from './read_model'
import { asDbFault, dbCall } from '../../platform/db/faults'

type PendingCommit = { input: CommitInput; resolve: (r: CommitResult) => void; reject: (e: unknown) => void }

export interface PostgresStoreOptions {
  /** Transactions in flight at once for commits; keep below the pool size so loads and queries get connections. */
  readonly commitLanes?: number
  readonly maxBatch?: number
  /** Commits a gathering group needs to go out while another group is in flight (see pumpCommits). */
  readonly groupTarget?: number
}

export class PostgresActorStore implements ActorStore {
  private readonly loads: LoadBatcher
  private readonly pending: PendingCommit[] = []
  private lanesInUse = 0
  /** Statements in flight that carry gathered commits (not a hot actor's urgent batch). */
  private groupsInFlight = 0
  private scheduled = false
  private readonly commitLanes: number
  private readonly maxBatch: number
  private readonly groupTarget: number
  private readonly readModels = new Map<string, ReadModel<unknown>>()

  constructor(
    private readonly sql: Sql,
    options: PostgresStoreOptions = {},
  ) {
    this.commitLanes = options.commitLanes ?? 4
    this.maxBatch = options.maxBatch ?? 200
    // About what one hot merchant's batch carries at 64 connections (activation.ts collectBatch).
    this.groupTarget = options.groupTarget ?? 32
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
    return new Promise((resolve, reject) => {
      const commit = { input, resolve, reject }
      // A hot actor's batch (a merchant counting fifty checkouts) already is
      // a group: holding it for the end of the tick only delays every
      // request in it, and the actor's next batch behind it.
      if (input.urgent && this.lanesInUse < this.commitLanes) return this.launch([commit], false)
      this.pending.push(commit)
      // Other commits arrive in bursts (one merchant batch releases fifty session
      // creates in one tick). Sending the first at once would give it a lane
      // of its own and queue the rest behind it; waiting for the end of the
      // tick lets the whole burst share one statement.
      if (!this.scheduled) {
        this.scheduled = true
        setImmediate(() => {
          this.scheduled = false
          this.pumpCommits()
        })
      }
    })
  }

  /**
   * Sends the gathered commits, a lane each group. While a group is in
   * flight, a group smaller than `groupTarget` waits for it to land (its
   * landing pumps again), so no commit waits longer than one statement; a
   * hot actor's urgent batch never waits for a group, nor a group for one.
   */
  private pumpCommits(): void {
    while (this.lanesInUse < this.commitLanes && this.pending.length > 0) {
      if (this.groupsInFlight > 0 && this.pending.length < this.groupTarget) return
      this.launch(this.pending.splice(0, this.maxBatch), true)
    }
  }

  private launch(batch: PendingCommit[], group: boolean): void {
    this.lanesInUse++
    if (group) this.groupsInFlight++
    void this.runBatch(batch).finally(() => {
      this.lanesInUse--
      if (group) this.groupsInFlight--
      this.pumpCommits()
    })
  }

  private async runBatch(batch: PendingCommit[]): Promise<void> {
    try {
      const results = await commitMany(
        this.sql,
        batch.map((c) => c.input),
        this.readModels,
      )
      batch.forEach((c, i) => {
        const result = results[i]
        if (result === undefined) c.reject(new Error(`commitMany answered ${results.length} results for ${batch.length} commits`))
        else c.resolve(result)
      })
      return
    } catch (raw) {
      // An outage (or any lost connection) fails every commit of the batch alike (temporary: each actor
      // reloads on its next message); retrying each would only hammer a database that is away.
      const error = asDbFault(raw)
      if (batch.length === 1 || error !== raw || isConnectionFault(raw)) return batch.forEach((c) => c.reject(error))
      // Fall through: retry each on its own so a single bad write (NUL in a state, a colliding spawn) cannot fail its neighbours.
    }
    await Promise.all(
      batch.map((c) =>
        dbCall(commitMany(this.sql, [c.input], this.readModels)).then(
          ([r]) => (r === undefined ? c.reject(new Error('commitMany answered no result for a commit')) : c.resolve(r)),
          c.reject,
        ),
      ),
    )
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
