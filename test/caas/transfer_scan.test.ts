import t from 'tap'
import { openTransfers } from '../../actors/caas/executor'
import { createTestDb } from '../support/db'

t.test('scan: only open transfers (queued, submitting, submitted) on the shards this host owns', async (t) => {
  const db = await createTestDb('caasscan')
  t.teardown(() => db.drop())
  const rows = [
    ['a', 0, 'queued'],
    ['b', 0, 'submitting'],
    ['c', 1, 'submitted'],
    ['d', 1, 'settled'],
    ['e', 2, 'queued'],
    ['f', 0, 'failed'],
  ] as const
  // The records as their read model holds them (caas_ladder, written by each record's commit); a swap is another kind.
  for (const [id, shard, status] of rows) {
    await db.sql`INSERT INTO caas_ladder (kind, id, shard, version, status) VALUES ('caas_transfer', ${id}, ${shard}, 1, ${status})`
  }
  await db.sql`INSERT INTO caas_ladder (kind, id, shard, version, status) VALUES ('caas_swap', 's', 0, 1, 'queued')`
  t.same((await openTransfers(db.sql, [0, 1])).sort(), ['a', 'b', 'c'])
  t.same(await openTransfers(db.sql, [2]), ['e'])
  t.same(await openTransfers(db.sql, []), [], 'a host without shards scans nothing')
})
