/**
 * A money state machine's state changes in one file only, its owner, which writes what the machine's decide decided
 * (docs: STYLE "`status: string` changed from anywhere" is an anti-pattern). This walk over every TypeScript file
 * (tests and benchmarks included; migrations excluded: they shape tables, they move no row through its states) finds
 * each SQL statement that sets a state column of a decided table, and fails naming any outside the owner, and any
 * in the owner that writes a literal state rather than a decided one.
 */
import t from 'tap'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { REPO_ROOT } from '../support/source_files'

/** Each decided table: its owner and the columns that hold its state (move/decide.ts, delivery/decide.ts). */
const DECIDED: Readonly<Record<string, { readonly owner: string; readonly columns: readonly string[] }>> = {
  treasury_moves: { owner: 'actors/treasury/moves.ts', columns: ['status', 'booked'] },
  webhook_deliveries: { owner: 'actors/webhooks/delivery_store.ts', columns: ['status'] },
}

const SKIPPED = new Set(['node_modules', 'dist', 'migrations', '.git', '.data', '.stryker-tmp', 'reports', '.tap'])

function tsFiles(dir = ''): string[] {
  return readdirSync(path.join(REPO_ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = dir === '' ? entry.name : `${dir}/${entry.name}`
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : tsFiles(relative)
    return relative.endsWith('.ts') ? [relative] : []
  })
}

/**
 * The SET clauses of `table` in a source text: of `UPDATE table [alias] SET ...` and of an upsert's
 * `INSERT INTO table ... DO UPDATE SET ...`, each up to its WHERE, FROM or RETURNING, or the end of its template.
 */
function setClauses(source: string, table: string): string[] {
  const end = String.raw`(?:\bWHERE\b|\bFROM\b|\bRETURNING\b|;|` + '`' + '|$)'
  const update = new RegExp(String.raw`\bUPDATE\s+${table}\b(?:\s+(?:AS\s+)?(?!SET\b)\w+)?\s+SET\b([^` + '`' + ']*?)' + end, 'gi')
  const upsert = new RegExp(
    String.raw`\bINSERT\s+INTO\s+${table}\b[^` + '`' + String.raw`]*?\bDO\s+UPDATE\s+SET\b([^` + '`' + ']*?)' + end,
    'gi',
  )
  return [...source.matchAll(update), ...source.matchAll(upsert)].map((m) => m[1] ?? '')
}

/** The state columns a source text sets in `table`, each with whether the value written is a literal. */
export function stateWrites(source: string, table: string, columns: readonly string[]): Array<{ column: string; literal: boolean }> {
  return setClauses(source, table).flatMap((set) =>
    columns.flatMap((column) => {
      // `last_status_code =` is not `status =`: the column name starts after a space, a comma or a parenthesis.
      const value = new RegExp(String.raw`(?:^|[\s,(])${column}\s*=\s*(\S+)`, 'i').exec(set)?.[1]
      return value === undefined ? [] : [{ column, literal: /^('|true\b|false\b|null\b|\d)/i.test(value) }]
    }),
  )
}

// The statements are assembled from parts so that this file holds none of them itself.
const sql = (...parts: string[]) => parts.join(' ')

t.test('the detector finds every way to set a state column, and only those', async (t) => {
  const moves = DECIDED.treasury_moves!.columns
  const deliveries = DECIDED.webhook_deliveries!.columns
  const found = (source: string, table: string, columns: readonly string[]) => stateWrites(source, table, columns)
  t.same(found(sql('UPDATE', 'treasury_moves', "SET status = 'failed' WHERE id = $1"), 'treasury_moves', moves), [
    { column: 'status', literal: true },
  ])
  t.same(found(sql('update', 'treasury_moves', 'set updated_at_ms = 1,\n  booked = ${b} where id = 1'), 'treasury_moves', moves), [
    { column: 'booked', literal: false },
  ])
  t.same(found(sql('UPDATE', 'webhook_deliveries', 'd SET\n status = i.status FROM input i'), 'webhook_deliveries', deliveries), [
    { column: 'status', literal: false },
  ])
  t.same(
    found(sql('INSERT INTO', 'treasury_moves', '(id) VALUES (1) ON CONFLICT (id) DO UPDATE SET status = $2'), 'treasury_moves', moves),
    [{ column: 'status', literal: false }],
  )
  // Leases, other columns and other tables are no state change.
  t.same(
    found(sql('UPDATE', 'webhook_deliveries', "SET claimed_until_ms = 0 WHERE status = 'pending'"), 'webhook_deliveries', deliveries),
    [],
  )
  t.same(found(sql('UPDATE', 'webhook_deliveries', 'SET last_status_code = 500, skip_reason = NULL'), 'webhook_deliveries', deliveries), [])
  t.same(found(sql('UPDATE', 'treasury_passes', "SET status = 'x'"), 'treasury_moves', moves), [])
  t.same(found(sql('SELECT status FROM', 'treasury_moves', "WHERE status = 'failed'"), 'treasury_moves', moves), [])
})

t.test('a decided table changes state only in its owner, and only to a decided value', async (t) => {
  const files = tsFiles()
  t.ok(files.length > 500, `the walk reads the tree (${files.length} files)`)
  for (const [table, { owner, columns }] of Object.entries(DECIDED)) {
    const writers = files.flatMap((file) => {
      const writes = stateWrites(readFileSync(path.join(REPO_ROOT, file), 'utf8'), table, columns)
      return writes.length === 0 ? [] : [{ file, writes }]
    })
    t.same(
      writers.map((w) => w.file),
      [owner],
      `${table}: state written only in ${owner}`,
    )
    const literals = writers.flatMap((w) => w.writes.filter((x) => x.literal).map((x) => `${w.file}: ${x.column}`))
    t.same(literals, [], `${table}: every state written is a decided one`)
  }
})
