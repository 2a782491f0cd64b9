/**
 * Group commit as ONE statement: the writes of many actors (state with its
 * expected version, outbox events, timer changes), each fenced by its
 * shard's lease, in a single round trip that Postgres parses and plans
 * once. Per actor the outcome is the same as a statement of its own:
 *   - a state row is written only if the actor's shard lease (owner,
 *     epoch, unexpired) is held, FOR SHARE, so a lease cannot move under it;
 *   - an UPDATE matches only the expected version, an INSERT (version 0)
 *     only a missing row (ON CONFLICT DO NOTHING): a stale copy writes nothing;
 *   - events, timers and read-model rows (read_model.ts) are written only for
 *     actors whose state was written;
 *   - spawns (store.ts SpawnInput) are written exactly when their parent is.
 * All CTEs see one snapshot; no two inputs name the same actor (an
 * activation has at most one commit in flight, and an actor lives on one host).
 */
import type { PendingQuery, Row, Sql } from 'postgres'
import type { ReadModel, ReadModelEntry } from './read_model'
import type { CommitInput, CommitResult } from './store'
import { normaliseTimerOps } from './timer_ops'
import { assert } from '../../platform/errors'

export type ReadModels = ReadonlyMap<string, ReadModel<unknown>>

/** One row of the statement's `input`: a commit of the batch, or a spawn of one (`parent` is that commit's position). */
interface StatementRow {
  readonly i: number
  readonly parent: number | null
  readonly ref: CommitInput['ref']
  readonly shard: number
  readonly expected: number
  readonly stateJson: string
  readonly events: CommitInput['events']
  readonly timers: CommitInput['timers']
  readonly fence: CommitInput['fence']
  readonly readModelRows?: unknown
}

function flatten(inputs: readonly CommitInput[]): StatementRow[] {
  // Named fields, not spreads: this runs for every actor of every commit.
  const rows: StatementRow[] = inputs.map((c, i) => ({
    i,
    parent: null,
    ref: c.ref,
    shard: c.shard,
    expected: c.expectedVersion,
    stateJson: c.stateJson,
    events: c.events,
    timers: c.timers,
    fence: c.fence,
    readModelRows: c.readModelRows,
  }))
  inputs.forEach((c, parent) => {
    for (const s of c.spawns ?? []) {
      rows.push({
        i: rows.length,
        parent,
        ref: s.ref,
        shard: s.shard,
        expected: 0,
        stateJson: s.stateJson,
        events: s.events,
        timers: s.timers,
        fence: s.fence,
        readModelRows: s.readModelRows,
      })
    }
  })
  return rows
}

/**
 * The read models' CTEs for this batch, appended after `tdel`. A kind's
 * entries are the rows that carry read-model rows; their `i` ties each to `written`.
 */
function readModelCtes(sql: Sql, rows: readonly StatementRow[], models: ReadModels): PendingQuery<Row[]> {
  const byKind = new Map<string, ReadModelEntry[]>()
  for (const r of rows) {
    if (r.readModelRows === undefined || r.readModelRows === null) continue
    let entries = byKind.get(r.ref.kind)
    if (!entries) byKind.set(r.ref.kind, (entries = []))
    entries.push({ i: r.i, rows: r.readModelRows })
  }
  let ctes = sql``
  for (const [kind, entries] of byKind) {
    const model = models.get(kind)
    // A kind that declares a read model registers it when the host registers the kind.
    assert(model, `no read model registered for actor kind ${kind}`)
    for (const cte of model.ctes(sql, entries)) ctes = sql`${ctes}, ${cte}`
  }
  return ctes
}

/**
 * The statement's `input` as JSON text. Each state goes in as the JSON it
 * already is (an object, not a string inside a string): Node does not escape
 * it again and Postgres parses it once, straight into the jsonb it stores.
 */
function actorsJson(rows: readonly StatementRow[]): string {
  const parts = rows.map(
    (r) =>
      `{"i":${r.i},"parent":${r.parent ?? 'null'},"kind":${JSON.stringify(r.ref.kind)},"id":${JSON.stringify(r.ref.id)},"shard":${r.shard},` +
      `"expected":${r.expected},"owner":${JSON.stringify(r.fence.owner)},"epoch":${r.fence.epoch},"fence_shard":${r.fence.shard},"state":${r.stateJson}}`,
  )
  return `[${parts.join(',')}]`
}

export async function commitMany(sql: Sql, inputs: readonly CommitInput[], models: ReadModels = new Map()): Promise<CommitResult[]> {
  const rows = flatten(inputs)
  const actors = actorsJson(rows)
  const events = JSON.stringify(
    rows.flatMap((r) => r.events.map((e) => ({ i: r.i, event_id: e.eventId, type: e.type, payload: e.payloadJson }))),
  )
  const timerSets: Array<{ i: number; name: string; due_at_ms: number; payload: string }> = []
  const timerCancels: Array<{ i: number; name: string }> = []
  for (const r of rows) {
    const { set, cancel } = normaliseTimerOps(r.timers)
    for (const t of set) timerSets.push({ i: r.i, name: t.name, due_at_ms: t.dueAtMs, payload: JSON.stringify(t.payload ?? null) })
    for (const t of cancel) timerCancels.push({ i: r.i, name: t.name })
  }
  // `ready`: commits whose own lease and every spawn's lease hold, i.e. every
  // commit but those that a row without its lease belongs to (found once, as
  // hashed NOT IN lists: the correlated NOT EXISTS and IN this replaced were
  // planned as a scan per commit, quadratic in a batch of many actors'
  // commits). `ins` takes only commits, never their spawns. `own`: those
  // whose state was written (version matched, or the insert found no row).
  // `spawned`: the spawns of `own`, inserted without ON CONFLICT, so a
  // colliding id fails the statement rather than leaving a parent without
  // its child. Everything after hangs off `written` = own + spawned.
  const [row] = await sql<{ written: number[] | null; fenced_ok: number[] | null }[]>`
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(${actors}::text::jsonb)
        AS x(i int, parent int, kind text, id text, shard int, expected bigint, state jsonb, owner text, epoch bigint, fence_shard int)
    ), fence AS (
      SELECT l.shard FROM shard_leases l
      WHERE (l.shard, l.owner, l.epoch) IN (SELECT DISTINCT fence_shard, owner, epoch FROM input) AND l.expires_at > now()
      FOR SHARE
    ), ready AS (
      SELECT x.i FROM input x
      WHERE x.parent IS NULL
        AND x.i NOT IN (SELECT coalesce(s.parent, s.i) FROM input s WHERE s.fence_shard NOT IN (SELECT shard FROM fence))
    ), upd AS (
      UPDATE actor_state s SET version = x.expected + 1, state = x.state, updated_at = now()
      FROM input x
      WHERE x.expected > 0 AND s.kind = x.kind AND s.id = x.id AND s.version = x.expected AND x.i IN (SELECT i FROM ready)
      RETURNING x.i
    ), ins AS (
      INSERT INTO actor_state (kind, id, shard, version, state)
      SELECT x.kind, x.id, x.shard, 1, x.state FROM input x
      WHERE x.parent IS NULL AND x.expected = 0 AND x.i IN (SELECT i FROM ready)
      ON CONFLICT (kind, id) DO NOTHING
      RETURNING kind, id
    ), own AS (
      SELECT i FROM upd
      UNION ALL
      SELECT x.i FROM ins JOIN input x ON x.kind = ins.kind AND x.id = ins.id AND x.parent IS NULL
    ), spawned AS (
      INSERT INTO actor_state (kind, id, shard, version, state)
      SELECT x.kind, x.id, x.shard, 1, x.state FROM input x
      WHERE x.parent IN (SELECT i FROM own)
      RETURNING kind, id
    ), written AS (
      SELECT i FROM own
      UNION ALL
      SELECT x.i FROM spawned JOIN input x ON x.kind = spawned.kind AND x.id = spawned.id AND x.parent IS NOT NULL
    ), ev AS (
      INSERT INTO actor_outbox (event_id, kind, actor_id, shard, actor_version, type, payload)
      SELECT e.event_id, x.kind, x.id, x.shard, x.expected + 1, e.type, e.payload
      FROM jsonb_to_recordset(${events}::text::jsonb) AS e(i int, event_id uuid, type text, payload text)
      JOIN input x ON x.i = e.i
      WHERE e.i IN (SELECT i FROM written)
    ), tset AS (
      INSERT INTO actor_timers (kind, id, name, shard, due_at_ms, payload)
      SELECT x.kind, x.id, t.name, x.shard, t.due_at_ms, t.payload::jsonb
      FROM jsonb_to_recordset(${JSON.stringify(timerSets)}::text::jsonb) AS t(i int, name text, due_at_ms bigint, payload text)
      JOIN input x ON x.i = t.i
      WHERE t.i IN (SELECT i FROM written)
      ON CONFLICT (kind, id, name) DO UPDATE SET due_at_ms = EXCLUDED.due_at_ms, payload = EXCLUDED.payload
    ), tdel AS (
      DELETE FROM actor_timers t
      USING jsonb_to_recordset(${JSON.stringify(timerCancels)}::text::jsonb) AS d(i int, name text), input x
      WHERE x.i = d.i AND t.kind = x.kind AND t.id = x.id AND t.name = d.name AND d.i IN (SELECT i FROM written)
    )${readModelCtes(sql, rows, models)}
    SELECT (SELECT array_agg(i) FROM written) AS written, (SELECT array_agg(shard) FROM fence) AS fenced_ok`
  const written = new Set(row?.written ?? [])
  const held = new Set(row?.fenced_ok ?? [])
  const leased = (c: CommitInput) => held.has(c.fence.shard) && (c.spawns ?? []).every((s) => held.has(s.fence.shard))
  return inputs.map((c, i) => (written.has(i) ? 'ok' : leased(c) ? 'conflict' : 'fenced'))
}
