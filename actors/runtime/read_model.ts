/**
 * A read model written in the commit statement itself: rows derived from an
 * actor's new state land in product tables (lists, searches, statistics) in
 * the same atomic write as the state, or not at all. Nothing lags behind the
 * actor, and no outbox event has to carry a snapshot for a projector, so a
 * change costs one round trip instead of commit + project + mark-published.
 *
 * `rows` is pure (a function of the state). `ctes` is the SQL, run by a store
 * that supports read models (Postgres); the in-memory store has no tables
 * and ignores them.
 */
import type { PendingQuery, Row, Sql } from 'postgres'

/** One actor's rows in a commit batch; `i` is its position, as in the commit's `written` CTE. */
export interface ReadModelEntry<R = unknown> {
  readonly i: number
  readonly rows: R
}

export interface ReadModel<S, R = unknown> {
  /** The rows for a state about to be committed, or null when it has none (JSON-able: bigints as strings). */
  rows(state: S): R | null
  /**
   * Data-modifying CTEs (`name AS (...)`) that write the entries. They run in
   * the commit statement beside the state writes and must write only the
   * entries whose `i` is in `written` (the actors whose state was written),
   * each at most once per statement. All CTEs see one snapshot, so upserts
   * must carry their own ordering guard (a revision) rather than read back.
   * The statement's `input` CTE is in scope: joined on `i` it gives the
   * actor's `id`, its `shard` and `expected` (the version written is
   * expected + 1), so a row can carry the actor's version as that guard.
   */
  ctes(sql: Sql, entries: readonly ReadModelEntry<R>[]): PendingQuery<Row[]>[]
}
