/**
 * Lists, filters and scans read read models written in the commit (actors/runtime/read_model.ts, issue #30 item 6),
 * never a JSON path into an actor's state: such a query scans actor_state or needs an expression index that every
 * commit of every kind pays for. Migrations may (a backfill reads the state once). The few left are listed by file
 * with how many they hold and why; a new one, or a listed one that goes or grows, fails.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import t from 'tap'
import { productSourceFiles, REPO_ROOT } from '../support/source_files'

/**
 * A JSON path into a `state` column, in SQL text: ->, ->>, #>, #>> or @> with its operand (a literal or a
 * parameter), or a jsonb function of it. The operand keeps prose (`decide -> write -> adopt the state -> ...`) out.
 */
const JSON_PATH = /\bstate\s*(?:->>?|#>>?|@>)\s*(?:'|\$\{)|\bjsonb_\w+\(\s*(?:\w+\.)?state\b/g

const ALLOWED: Readonly<Record<string, { readonly count: number; readonly reason: string }>> = {
  'actors/checkout/settlement/seal_legacy.ts': {
    count: 1,
    reason:
      'a start-up repair of account numbers stored in clear before they were sealed: a backfill, like a migration, ' +
      'that only the master key can do (so not in SQL); no commit writes such a state any more, so a read model would ' +
      'keep a column for rows that only ever go away',
  },
  'actors/sandbox/ownership.ts': {
    count: 2,
    reason:
      "issuedTo reads two fields (the businessId, a billing session's buyer) of the one owner row a watched address names, " +
      'joined by primary key: a point read of whatever kind owns the address, not a list or a filter by JSON',
  },
}

function jsonPaths(text: string): string[] {
  return [...text.matchAll(JSON_PATH)].map((m) => m[0])
}

t.test('the detector finds each form of JSON path and nothing else', async (t) => {
  t.same(jsonPaths("WHERE state->>'status' = 'x' AND s.state->'addresses' AND state #>> '{a,b}' AND u.state #> '{a}'"), [
    "state->>'",
    "state->'",
    "state #>> '",
    "state #> '",
  ])
  t.same(jsonPaths("state->>${field} AND jsonb_array_length(state) + jsonb_path_exists( s.state, '$.a') AND a.state @> '{}'"), [
    'state->>${',
    'jsonb_array_length(state',
    'jsonb_path_exists( s.state',
    "state @> '",
  ])
  t.same(jsonPaths('SELECT state::text FROM actor_state WHERE kind = $1; decide -> adopt the new state -> reply; { ...state, status }'), [])
})

t.test('no JSON-path query on actor state in product code outside migrations, but the listed ones', async (t) => {
  const found: Record<string, number> = {}
  for (const file of productSourceFiles()) {
    if (file.startsWith('platform/db/migrations/')) continue
    const n = jsonPaths(readFileSync(path.join(REPO_ROOT, file), 'utf8')).length
    if (n > 0) found[file] = n
  }
  t.same(
    found,
    Object.fromEntries(Object.entries(ALLOWED).map(([file, { count }]) => [file, count])),
    'a list or a filter reads its kind read model (see actors/swap/read_model.ts); a point read left here says why above',
  )
})
