/**
 * Group commit for the Postgres actor store: commits of different actors
 * that arrive while earlier ones are in flight go out together in the next
 * statement (commit_many.ts), so one round trip and one WAL flush serve many
 * decisions.
 *
 * While a group is on its way, the next one gathers until it lands (or is
 * already full-size) rather than taking a free lane with a few commits: a
 * statement's fixed cost (parse, plan, executor start, commit) is most of its
 * cost, and many merchants with one create each would otherwise pay it twice
 * as often per create as one merchant whose creates ride in its own batch.
 *
 * Each actor keeps its own fence and version check, and a version conflict is
 * a zero-row result, not an error, so one actor's race never aborts another's
 * write. If a batch fails as a whole for anything but a lost connection, each
 * commit is retried on its own (its own statement, fence and version check, so
 * the invariants hold for each) and only the culprit fails. Within one actor's
 * commit, the activation does the same for its batched messages (activation.ts).
 */
import type { Sql } from 'postgres'
import { asDbFault, dbCall } from '../../platform/db/faults'
import { commitMany } from './commit_many'
import type { ReadModel } from './read_model'
import type { CommitInput, CommitResult } from './store'
import { isConnectionFault } from './write_errors'

type PendingCommit = { input: CommitInput; resolve: (r: CommitResult) => void; reject: (e: unknown) => void }

export interface CommitGroupOptions {
  /** Transactions in flight at once for commits; keep below the pool size so loads and queries get connections. */
  readonly commitLanes?: number
  readonly maxBatch?: number
  /** Commits a gathering group needs to go out while another group is in flight (see pump). */
  readonly groupTarget?: number
}

export class CommitGroups {
  private readonly pending: PendingCommit[] = []
  private lanesInUse = 0
  /** Statements in flight that carry gathered commits (not a hot actor's urgent batch). */
  private groupsInFlight = 0
  private scheduled = false
  private readonly commitLanes: number
  private readonly maxBatch: number
  private readonly groupTarget: number

  constructor(
    private readonly sql: Sql,
    private readonly readModels: ReadonlyMap<string, ReadModel<unknown>>,
    options: CommitGroupOptions = {},
  ) {
    this.commitLanes = options.commitLanes ?? 4
    this.maxBatch = options.maxBatch ?? 200
    // About what one hot merchant's batch carries at 64 connections (activation.ts collectBatch).
    this.groupTarget = options.groupTarget ?? 32
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
          this.pump()
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
  private pump(): void {
    while (this.lanesInUse < this.commitLanes && this.pending.length > 0) {
      if (this.groupsInFlight > 0 && this.pending.length < this.groupTarget) return
      this.launch(this.pending.splice(0, this.maxBatch), true)
    }
  }

  private launch(batch: PendingCommit[], group: boolean): void {
    this.lanesInUse++
    if (group) this.groupsInFlight++
    void this.run(batch).finally(() => {
      this.lanesInUse--
      if (group) this.groupsInFlight--
      this.pump()
    })
  }

  private async run(batch: PendingCommit[]): Promise<void> {
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
}
