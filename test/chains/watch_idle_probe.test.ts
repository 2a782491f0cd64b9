/**
 * An idle watcher's round starts by asking whether its network and mode watch anything at all. That probe must walk
 * the index: a plain `LIMIT 1` was planned as a sequential scan once the statement went generic, and for a network
 * nobody watches it read every row of every other network, each round of each of the eighteen watchers (two million
 * rows: 0.2 s a probe, found by bench deposits.latency). Checked by Postgres' own counters for the table.
 */
import t from 'tap'
import { MonitoredAddresses } from '../../actors/chains/watch/watched_addresses'
import { createTestDb } from '../support/db'

t.test('probing an unwatched network reads the index, never the whole table; a watched one is remembered', async (t) => {
  const db = await createTestDb('watch_probe')
  t.teardown(() => db.drop())
  await db.sql`INSERT INTO monitored_addresses (network, address, address_key, sandbox, owner_kind, owner_id)
    SELECT 'ETH', a, lower(a), false, 'session', 's-' || i
      FROM (SELECT i, '0x' || substr(md5(i::text) || md5((i + 7)::text), 1, 40) AS a FROM generate_series(1, 100000) AS i) s`
  await db.sql`ANALYZE monitored_addresses`
  const one = db.connect(1)
  // Counted for the probes' own transaction (pg_stat_xact_user_tables): the table-wide view also takes in, up to
  // seconds late, the scans other connections made (the migrations', on the empty table), which made this flaky.
  const scans = await one.begin(async (tx) => {
    const btc = new MonitoredAddresses(tx, 'BTC', true, (a) => a)
    // More than five runs: Postgres plans a prepared statement generically from the sixth on.
    for (let i = 0; i < 8; i++) t.equal(await btc.any(), false, `round ${i + 1}: BTC watches nothing`)
    const [row] = await tx<{ seq: number; idx: number }[]>`
      SELECT seq_scan::int AS seq, coalesce(idx_scan, 0)::int AS idx FROM pg_stat_xact_user_tables
       WHERE schemaname = ${db.schema} AND relname = 'monitored_addresses'`
    return row!
  })
  t.equal(scans.idx, 8, 'each probe walked the index')
  t.equal(scans.seq, 0, 'no sequential scan of the table')

  const eth = new MonitoredAddresses(one, 'ETH', false, (a) => a.toLowerCase())
  t.equal(await eth.any(), true)
  await one.end({ timeout: 1 })
  t.equal(await eth.any(), true, 'once something is watched the answer is kept: no query (its pool is closed)')
})
